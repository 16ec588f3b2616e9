// Marketplace categories.
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { handOrdered } from './define/props';
import { CATEGORIES, imageUrl } from './seed/vocabulary';

export default defineModel({
  name: 'categories',
  subject: 'Category',
  label: L('Categories', 'الفئات'),
  menu: { group: 'marketplace', icon: 'Category', order: 60 },
  title: bilingual('name'),
  columns: { ...bilingualColumns('name'), image: 'string?', sort_order: 'integer' },
  enabled: true,
  ...handOrdered,
  fields: [field.bilingualText('name', LABELS.name), field.enabled],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.image('image', LABELS.image),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    count: CATEGORIES.length,
    trashed: 0,
    row({ index }) {
      const [en, ar] = CATEGORIES[index];
      return { name_en: en, name_ar: ar, image: imageUrl('categories', index), sort_order: index + 1 };
    },
  },
});
