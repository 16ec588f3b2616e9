// Marketplace categories.
import { createdAtHeader, createdAtRange, enabledField, enabledHeader, L, LABELS, textField } from './define/common';
import { defineModel } from './define/define-model';
import { CATEGORIES, imageUrl } from './seed/vocabulary';

export default defineModel({
  name: 'categories',
  table: 'categories',
  subject: 'Category',
  label: L('Categories', 'الفئات'),
  menu: { group: 'marketplace', icon: 'Category', order: 60 },
  title: { en: 'name_en', ar: 'name_ar' },
  columns: { name_en: 'string', name_ar: 'string', image: 'string?', sort_order: 'integer' },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [textField('name', LABELS.name, ['name_en', 'name_ar']), enabledField],
  ranges: [createdAtRange],
  headers: [
    { value: 'name', text: LABELS.name, type: 'text', column: { en: 'name_en', ar: 'name_ar' }, sortable: true },
    { value: 'image', text: LABELS.image, type: 'image' },
    { value: 'sort_order', text: LABELS.sortOrder, type: 'number', sortable: true },
    enabledHeader,
    createdAtHeader,
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
