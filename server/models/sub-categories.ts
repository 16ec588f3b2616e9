// Sub-categories, each under one category.
import { L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabledListed, handOrdered, listOnly, ref, sortOrder } from './define/props';
import { CATEGORIES } from './seed/vocabulary';

const SUBS = CATEGORIES.flatMap(([, , subs], categoryIndex) => subs.map((sub) => ({ categoryIndex, sub })));

const name = bilingualName({ form: false });
const category = ref('category', LABELS.category, 'categories', { filter: true });
const order = listOnly(sortOrder);

export default defineModel({
  name: 'sub-categories',
  label: L('Sub-categories', 'الفئات الفرعية'),
  menu: { group: 'marketplace', icon: 'Segment', order: 70 },
  props: [name, category, order, enabledListed, createdAt],
  columns: [category, name, order],
  indexes: [['category_id']],
  ...handOrdered,
  seed: {
    count: SUBS.length,
    row({ index, ids }) {
      const { categoryIndex, sub } = SUBS[index];
      return { category_id: ids('categories')[categoryIndex], name_en: sub[0], name_ar: sub[1], sort_order: index + 1 };
    },
  },
});
