// Programme classifications (spec 2.2 program-classification): the shelves the app sorts programmes on.
import { L } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabled, handOrdered, image, sortOrder } from './define/props';
import { imageUrl } from './seed/vocabulary';

export const CLASSIFICATIONS = [
  ['Weight loss', 'إنقاص الوزن'],
  ['Strength', 'القوة'],
  ['Muscle gain', 'بناء العضلات'],
  ['Endurance', 'التحمل'],
  ['Mobility', 'المرونة'],
  ['Home training', 'التمرين المنزلي'],
  ['Women', 'للسيدات'],
  ['Seniors', 'لكبار السن'],
] as const;

export default defineModel({
  name: 'classifications',
  label: L('Program classification', 'تصنيفات البرامج'),
  menu: { group: 'programs', icon: 'Label', order: 40 },
  resource: 'program-classification',
  props: [bilingualName(), image('icon', L('Icon', 'الأيقونة'), { form: true }), sortOrder, enabled, createdAt],
  ...handOrdered,
  seed: {
    count: CLASSIFICATIONS.length,
    trashed: 0,
    disabled: 0,
    row({ index }) {
      const [en, ar] = CLASSIFICATIONS[index];
      return { name_en: en, name_ar: ar, icon: imageUrl('classifications', index), sort_order: index + 1 };
    },
  },
});
