// A model of category trees (exercise and round categories): names in both languages, a parent at any
// depth (null at the top), an order among siblings and an optional picture. Seeded from a two-level list.
import { bilingualColumns, field, header, L, LABELS, range } from './common';
import { defineModel } from './define-model';
import type { Localized, Model } from './types';
import { imageUrl } from '../seed/vocabulary';

type Pair = readonly [en: string, ar: string];

export const PARENT_LABEL = L('Parent', 'الأصل');

/** Rows of a two-level tree, top levels first: each child names the index of its parent. */
function treeRows(tree: readonly (readonly [string, string, readonly Pair[]])[]) {
  const tops = tree.map(([en, ar], index) => ({ en, ar, parent: null as number | null, order: index + 1 }));
  const children = tree.flatMap(([, , subs], parent) =>
    subs.map(([en, ar], index) => ({ en, ar, parent, order: index + 1 })),
  );
  return [...tops, ...children];
}

export function categoryTreeModel(options: {
  name: string;
  label: Localized;
  tree: readonly (readonly [string, string, readonly Pair[]])[];
  seedAfter?: readonly string[];
}): Model {
  const rows = treeRows(options.tree);
  const model: Model = defineModel({
    name: options.name,
    label: options.label,
    columns: { ...bilingualColumns('name'), parent_id: 'integer?', sort_order: 'integer', image: 'string?' },
    indexes: [['parent_id', 'sort_order']],
    switches: { chartable: false },
    defaultSort: { column: 'sort_order', desc: false },
    fields: [field.bilingualText('name', LABELS.name), field.remote('parent_id', PARENT_LABEL, options.name)],
    ranges: [range.createdAt],
    headers: [
      header.bilingual('name', LABELS.name),
      header.relation('parent', PARENT_LABEL, 'parent_id', options.name),
      { value: 'image', text: LABELS.image, type: 'image' },
      { value: 'sort_order', text: LABELS.sortOrder, type: 'number', sortable: true },
      header.createdAt,
    ],
    seed: {
      after: options.seedAfter,
      count: rows.length,
      trashed: 0,
      row({ index }) {
        const row = rows[index % rows.length];
        return {
          name_en: row.en,
          name_ar: row.ar,
          parent_id: null,
          sort_order: row.order,
          image: imageUrl(options.name, index),
        };
      },
      // Parents are known once every row has its id.
      async afterRows({ db, ids }) {
        const own = ids(options.name);
        for (const [index, row] of rows.entries()) {
          if (row.parent === null || index >= own.length || row.parent >= own.length) continue;
          await db.updateTable(model.table).set({ parent_id: own[row.parent] }).where('id', '=', own[index]).execute();
        }
      },
    },
  });
  return model;
}
