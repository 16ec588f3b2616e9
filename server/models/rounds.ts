// Rounds: a block of attached exercises done in order a number of times (spec 7.4). The form saves
// through `POST round` and `POST round/update/{id}`; its exercises are attached on the rounds tree.
import { L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabled, integer, ref, status, sortOrderFrom } from './define/props';
import type { Localized } from './define/types';
import { ROUND_TYPES } from './define/exercise-options';

const LABEL = {
  type: LABELS.type,
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

// A rest in seconds: set in the form only.
const seconds = (name: string, label: Localized, fallback: number) =>
  integer(name, label, { header: false, form: { min: 0, max: 3600, required: true, default: fallback } });

const name = bilingualName();
const type = status(ROUND_TYPES, {
  name: 'type',
  label: LABEL.type,
  filter: true,
  form: { required: true, default: 'circuit' },
});
const category = ref('category', LABEL.category, 'round-categories', { filter: true, form: { required: true } });
const repeats = integer('repeats', LABEL.repeats, { form: { min: 1, max: 100, required: true, default: 3 } });
const restRounds = seconds('rest_between_rounds', LABEL.restRounds, 60);
const restExercises = seconds('rest_between_exercises', LABEL.restExercises, 15);
// The place in its category, from 1; the list does not show it.
const order = { ...sortOrderFrom({ min: 1, max: 100_000, default: 1 }), headers: [] };

export default defineModel({
  name: 'rounds',
  label: L('Rounds', 'الجولات'),
  props: [name, type, category, repeats, enabled, createdAt],
  columns: [name, category, type, repeats, restRounds, restExercises, order],
  indexes: [['category_id', 'sort_order']],
  writePaths: { create: '/round', update: '/round/update/:id' },
  switches: { chartable: false },
  form: { fields: [name, category, type, repeats, restRounds, restExercises, order, enabled] },
  seed: {
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
