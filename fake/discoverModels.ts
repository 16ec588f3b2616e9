// The demo build's stand-in for server/models/discover.ts (no disk in a browser): Vite lists the same
// files at build time. vite.config.ts points the registry here in that build only.
const modules = import.meta.glob<{ default?: unknown }>(
  [
    '../server/models/*.ts',
    '!../server/models/index.ts',
    '!../server/models/registry.ts',
    '!../server/models/discover.ts',
  ],
  { eager: true },
);

export async function modelModules(): Promise<Array<{ default?: unknown }>> {
  return Object.keys(modules)
    .sort()
    .map((path) => modules[path]);
}
