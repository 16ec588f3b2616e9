// The model registry: every `server/models/*.ts` whose default export is a defineModel result, found at
// start-up (adding a model is adding its file), in seeding order (a seed may pick ids of the models its
// `seed.after` names, which come before it).
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDefinedModel } from './define/define-model';
import { seedOrder } from './define/seed-order';
import type { Model } from './define/types';
import { validateModels } from './define/validate';

// The registry's own files; importing them from here would wait on this module itself.
const NOT_MODELS = new Set(['index.ts', 'registry.ts']);

async function discoverModels(): Promise<Model[]> {
  const directory = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(directory)
    .filter((file) => /^[a-z0-9-]+\.ts$/.test(file) && !NOT_MODELS.has(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  const modules = await Promise.all(files.map((name) => import(`./${name}.ts`) as Promise<{ default?: unknown }>));
  return modules.flatMap((module) => (isDefinedModel(module.default) ? [module.default] : []));
}

export const MODELS: readonly Model[] = seedOrder(await discoverModels());

const problems = validateModels(MODELS);
if (problems.length > 0) throw new Error(`Invalid model declarations:\n- ${problems.join('\n- ')}`);

const byName = new Map<string, Model>();
for (const model of MODELS) {
  byName.set(model.name, model);
  // Requests may also name a model by its subject (spec 7.1 speaks of "model User").
  byName.set(model.subject, model);
}

/** The model a request names (`products` or `Product`), or undefined. */
export function findModel(name: string): Model | undefined {
  return byName.get(name);
}
