// The files of server/models/ read from the disk (the demo build reads them through Vite instead:
// fake/discoverModels.ts). The registry keeps those whose default export is a model declaration.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The registry's own files; importing them from here would wait on the registry itself. */
export const NOT_MODELS = new Set(['index.ts', 'registry.ts', 'discover.ts']);

export async function modelModules(): Promise<Array<{ default?: unknown }>> {
  const directory = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(directory)
    .filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !NOT_MODELS.has(file))
    .sort();
  return Promise.all(files.map((file) => import(`./${file}`) as Promise<{ default?: unknown }>));
}
