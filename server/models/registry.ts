// The model registry: every `server/models/*.ts` whose default export is a defineModel result, found at
// start-up (adding a model is adding its file), in seeding order (a seed may pick ids of the models its
// `seed.after` names, which come before it).
import { isDefinedModel } from './define/define-model';
import { seedOrder } from './define/seed-order';
import type { Model } from './define/types';
import { validateModels } from './define/validate';
import { modelModules } from './discover';

const discovered = (await modelModules()).flatMap((module) => (isDefinedModel(module.default) ? [module.default] : []));

export const MODELS: readonly Model[] = seedOrder(discovered);

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
