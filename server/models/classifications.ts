// Programme classifications (spec 2.2 program-classification): the shelves the app sorts programmes on.
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { handOrdered } from './define/props';
import { enabledFormField, formField, nameFormFields } from './define/form-fields';
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
  subject: 'Classification',
  label: L('Program classification', 'تصنيفات البرامج'),
  menu: { group: 'programs', icon: 'Label', order: 40 },
  resource: 'program-classification',
  ops: { path: 'ops' },
  title: bilingual('name'),
  columns: { ...bilingualColumns('name'), icon: 'string?', sort_order: 'integer' },
  enabled: true,
  ...handOrdered,
  fields: [field.bilingualText('name', LABELS.name), field.enabled],
  form: {
    fields: [
      ...nameFormFields,
      formField.image('icon', L('Icon', 'الأيقونة')),
      formField.sortOrder(),
      enabledFormField,
    ],
  },
  ranges: [range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.image('icon', L('Icon', 'الأيقونة')),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
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
