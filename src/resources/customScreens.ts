// The custom screens of the models that have them: every `src/resources/<model name>/index.ts`.
import type { CustomScreens } from './types';

const modules = import.meta.glob<CustomScreens>('./*/index.ts', { eager: true, import: 'default' });

/** Model name → its custom screens. */
export const CUSTOM_SCREENS: Readonly<Record<string, CustomScreens>> = Object.fromEntries(
  Object.entries(modules).map(([path, screens]) => [path.split('/')[1], screens]),
);
