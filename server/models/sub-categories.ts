// Sub-categories, each under one category.
import { bilingual, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { handOrdered } from './define/props';
import { CATEGORIES } from './seed/vocabulary';

const SUBS = CATEGORIES.flatMap(([, , subs], categoryIndex) => subs.map((sub) => ({ categoryIndex, sub })));

export default defineModel({
  name: 'sub-categories',
  subject: 'SubCategory',
  label: L('Sub-categories', 'الفئات الفرعية'),
  menu: { group: 'marketplace', icon: 'Segment', order: 70 },
  title: bilingual('name'),
  columns: { category_id: 'integer', name_en: 'string', name_ar: 'string', sort_order: 'integer' },
  enabled: true,
  indexes: [['category_id']],
  ...handOrdered,
  fields: [
    field.bilingualText('name', LABELS.name),
    field.remote('category_id', LABELS.category, 'categories'),
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.relation('category', LABELS.category, 'category_id', 'categories'),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    after: ['categories'],
    count: SUBS.length,
    row({ index, ids }) {
      const { categoryIndex, sub } = SUBS[index];
      return { category_id: ids('categories')[categoryIndex], name_en: sub[0], name_ar: sub[1], sort_order: index + 1 };
    },
  },
});
