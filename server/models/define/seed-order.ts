// Seeding order: every model after the models its seed reads (`seed.after`), otherwise by name, so the
// order (and with it the demo data) does not depend on how the files were found.
import type { Model } from './types';

export function seedOrder(models: readonly Model[]): Model[] {
  const byName = new Map(models.map((model) => [model.name, model]));
  const ordered: Model[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (model: Model, chain: string[]) => {
    if (placed.has(model.name)) return;
    if (visiting.has(model.name))
      throw new Error(`Seeds read each other in a circle: ${[...chain, model.name].join(' → ')}`);
    visiting.add(model.name);
    for (const name of model.seed?.after ?? []) {
      const before = byName.get(name);
      if (before) place(before, [...chain, model.name]);
    }
    visiting.delete(model.name);
    placed.add(model.name);
    ordered.push(model);
  };
  for (const model of [...models].sort((a, b) => a.name.localeCompare(b.name))) place(model, []);
  return ordered;
}
