// Rounds: a block of attached exercises done in order a number of times (spec 7.4). The form saves
// through `POST round` and `POST round/update/{id}`; its exercises are attached on the rounds tree.
import type { FormFieldSpec } from '../../common/forms/fields';
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { ROUND_TYPES } from './define/exercise-options';
import { enabledFormField, formField, nameFormFields } from './define/form-fields';

const LABEL = {
  type: L('Type', 'النوع'),
  repeats: L('Times', 'عدد المرات'),
  restRounds: L('Rest between rounds (seconds)', 'الراحة بين الجولات (بالثواني)'),
  restExercises: L('Rest between exercises (seconds)', 'الراحة بين التمارين (بالثواني)'),
  category: L('Round category', 'تصنيف الجولة'),
};

const NAMES = [
  ['Morning burner', 'حارق الصباح'],
  ['Power block', 'كتلة القوة'],
  ['Core finisher', 'ختام الجذع'],
  ['Leg blaster', 'مفجر الأرجل'],
  ['Upper pump', 'ضخ الجزء العلوي'],
  ['Sprint ladder', 'سلم السرعة'],
] as const;

const seconds = (name: string, label: typeof LABEL.type, fallback: number): FormFieldSpec =>
  formField.integer(name, label, { min: 0, max: 3600, required: true, default: fallback });

export default defineModel({
  name: 'rounds',
  subject: 'Round',
  label: L('Rounds', 'الجولات'),
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    category_id: 'integer',
    type: 'string',
    repeats: 'integer',
    rest_between_rounds: 'integer',
    rest_between_exercises: 'integer',
    sort_order: 'integer',
  },
  enabled: true,
  indexes: [['category_id', 'sort_order']],
  writePaths: { create: '/round', update: '/round/update/:id' },
  switches: { chartable: false },
  fields: [
    field.bilingualText('name', LABELS.name),
    field.status(ROUND_TYPES, 'type', LABEL.type),
    field.remote('category_id', LABEL.category, 'round-categories'),
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.status(ROUND_TYPES, 'type', LABEL.type),
    header.relation('category', LABEL.category, 'category_id', 'round-categories'),
    { value: 'repeats', text: LABEL.repeats, type: 'number', sortable: true },
    header.enabled,
    header.createdAt,
  ],
  form: {
    fields: [
      ...nameFormFields,
      formField.reference('category_id', LABEL.category, 'round-categories', { required: true }),
      formField.select('type', LABEL.type, ROUND_TYPES, { required: true, default: 'circuit' }),
      formField.integer('repeats', LABEL.repeats, { min: 1, max: 100, required: true, default: 3 }),
      seconds('rest_between_rounds', LABEL.restRounds, 60),
      seconds('rest_between_exercises', LABEL.restExercises, 15),
      formField.sortOrder({ min: 1, max: 100_000, default: 1 }),
      enabledFormField,
    ],
  },
  seed: {
    after: ['round-categories'],
    count: 24,
    trashed: 0,
    disabled: 0,
    row({ index, ids, random }) {
      const [en, ar] = NAMES[index % NAMES.length];
      const categories = ids('round-categories');
      // Sub-categories follow the four top levels.
      const leaves = categories.slice(4);
      const number = Math.floor(index / NAMES.length) + 1;
      return {
        name_en: `${en} ${number}`,
        name_ar: `${ar} ${number}`,
        category_id: (leaves.length > 0 ? leaves : categories)[index % (leaves.length || categories.length)],
        type: random.pick(ROUND_TYPES).value,
        repeats: random.pick([2, 3, 4, 5]),
        rest_between_rounds: random.pick([30, 60, 90]),
        rest_between_exercises: random.pick([0, 10, 15, 20]),
        sort_order: Math.floor(index / 8) + 1,
      };
    },
  },
});
