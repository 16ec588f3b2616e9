// The theme customizer's choices, kept in localStorage under `shell.preferences`. Outside react-admin's
// store on purpose: react-admin empties its store on logout, and these choices should outlast a session.
import { useSyncExternalStore } from 'react';

export const COLOR_THEMES = ['ocean', 'emerald', 'violet', 'sunset'] as const;
export const SURFACE_COLORS = ['light', 'dark', 'primary'] as const;
export const SIDEBAR_IMAGES = ['none', 'aurora', 'dusk', 'peaks'] as const;

export type ColorThemeName = (typeof COLOR_THEMES)[number];
export type SurfaceColor = (typeof SURFACE_COLORS)[number];
export type SidebarImage = (typeof SIDEBAR_IMAGES)[number];
/** `auto` follows the language; `ltr`/`rtl` are forced by the customizer's right-to-left switch. */
export type DirectionChoice = 'auto' | 'ltr' | 'rtl';

export interface ShellPreferences {
  mode: 'light' | 'dark';
  colorTheme: ColorThemeName;
  sidebarColor: SurfaceColor;
  headerColor: SurfaceColor;
  sidebarCollapsed: boolean;
  direction: DirectionChoice;
  sidebarImage: SidebarImage;
  pageTransition: boolean;
}

export const DEFAULT_PREFERENCES: ShellPreferences = {
  mode: 'light',
  colorTheme: 'ocean',
  sidebarColor: 'light',
  headerColor: 'primary',
  sidebarCollapsed: false,
  direction: 'auto',
  sidebarImage: 'none',
  pageTransition: true,
};

export const PREFERENCES_KEY = 'shell.preferences';

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/** Stored text → preferences; anything unknown or malformed falls back to the default. */
export function parsePreferences(text: string | null): ShellPreferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // malformed: defaults
  }
  const d = DEFAULT_PREFERENCES;
  return {
    mode: oneOf(['light', 'dark'], stored.mode, d.mode),
    colorTheme: oneOf(COLOR_THEMES, stored.colorTheme, d.colorTheme),
    sidebarColor: oneOf(SURFACE_COLORS, stored.sidebarColor, d.sidebarColor),
    headerColor: oneOf(SURFACE_COLORS, stored.headerColor, d.headerColor),
    sidebarCollapsed: typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : d.sidebarCollapsed,
    direction: oneOf(['auto', 'ltr', 'rtl'], stored.direction, d.direction),
    sidebarImage: oneOf(SIDEBAR_IMAGES, stored.sidebarImage, d.sidebarImage),
    pageTransition: typeof stored.pageTransition === 'boolean' ? stored.pageTransition : d.pageTransition,
  };
}

function readStored(): string | null {
  try {
    return localStorage.getItem(PREFERENCES_KEY);
  } catch {
    return null; // storage blocked
  }
}

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: ShellPreferences = DEFAULT_PREFERENCES;

/** The same object until the stored text changes, as useSyncExternalStore requires. */
export function getPreferences(): ShellPreferences {
  const text = readStored();
  if (text !== cachedText) {
    cachedText = text;
    cached = parsePreferences(text);
  }
  return cached;
}

export function setPreferences(changes: Partial<ShellPreferences>): void {
  const next = { ...getPreferences(), ...changes };
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: keep the choice for this page
    cachedText = JSON.stringify(next);
    cached = next;
  }
  listeners.forEach((listener) => listener());
}

export function resetPreferences(): void {
  try {
    localStorage.removeItem(PREFERENCES_KEY);
  } catch {
    // storage blocked
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current preferences; re-renders when they change. Works inside and outside react-admin. */
export function usePreferences(): ShellPreferences {
  return useSyncExternalStore(subscribe, getPreferences, () => DEFAULT_PREFERENCES);
}
