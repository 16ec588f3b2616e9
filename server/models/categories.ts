// Marketplace categories.
import { L } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabledListed, handOrdered, image, listOnly, sortOrder } from './define/props';
import { CATEGORIES, imageUrl } from './seed/vocabulary';

export default defineModel({
  name: 'categories',
  label: L('Categories', 'الفئات'),
  menu: { group: 'marketplace', icon: 'Category', order: 60 },
  props: [bilingualName({ form: false }), image(), listOnly(sortOrder), enabledListed, createdAt],
  ...handOrdered,
  seed: {
    count: CATEGORIES.length,
    trashed: 0,
    row({ index }) {
      const [en, ar] = CATEGORIES[index];
      return { name_en: en, name_ar: ar, image: imageUrl('categories', index), sort_order: index + 1 };
    },
  },
});
