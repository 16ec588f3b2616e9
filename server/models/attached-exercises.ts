// Attached exercises: an exercise placed in an exercise category or in a round, with its own order and
// overrides of sets, reps, duration and rest (null: the exercise's own value).
import { L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, integer, listOnly, prop, ref, sortOrder } from './define/props';
import { EQUIPMENT_VARIANTS, MOVEMENTS } from './seed/exercise-library';

const EXERCISE = L('Exercise', 'التمرين');
const ROUND = L('Round', 'الجولة');
/** Sub-categories come after the top levels in the category seed, one per movement. */
const TOP_LEVEL_CATEGORIES = 9;
const IN_CATEGORIES = MOVEMENTS.length * EQUIPMENT_VARIANTS.length;
const PER_ROUND = 4;
const SEEDED_ROUNDS = 24;

export default defineModel({
  name: 'attached-exercises',
  label: L('Attached exercises', 'التمارين المرفقة'),
  props: [
    ref('exercise', EXERCISE, 'exercises', { filter: true }),
    ref('category', LABELS.category, 'exercise-categories', { column: 'integer?', filter: true }),
    ref('round', ROUND, 'rounds', { column: 'integer?', filter: true }),
    listOnly(sortOrder),
    integer('sets', L('Sets', 'المجموعات'), { column: 'integer?', header: { sortable: false } }),
    integer('reps', L('Repetitions', 'التكرارات'), { column: 'integer?', header: { sortable: false } }),
    prop('timing', { columns: { duration_seconds: 'integer?', rest_seconds: 'integer?' } }),
    createdAt,
  ],
  indexes: [['category_id', 'sort_order'], ['round_id', 'sort_order'], ['exercise_id']],
  switches: { chartable: false },
  defaultSort: { column: 'id', desc: false },
  seed: {
    after: ['exercises', 'exercise-categories', 'rounds'],
    count: IN_CATEGORIES + SEEDED_ROUNDS * PER_ROUND,
    trashed: 0,
    row({ index, ids, pick, random }) {
      if (index < IN_CATEGORIES) {
        const exercises = ids('exercises');
        const categories = ids('exercise-categories');
        const movement = Math.floor(index / EQUIPMENT_VARIANTS.length);
        return {
          exercise_id: exercises[index % exercises.length],
          category_id: categories[(TOP_LEVEL_CATEGORIES + movement) % categories.length],
          round_id: null,
          sort_order: (index % EQUIPMENT_VARIANTS.length) + 1,
          sets: null,
          reps: null,
          duration_seconds: null,
          rest_seconds: null,
        };
      }
      const place = index - IN_CATEGORIES;
      const rounds = ids('rounds');
      return {
        exercise_id: pick('exercises'),
        category_id: null,
        round_id: rounds[Math.floor(place / PER_ROUND) % rounds.length],
        sort_order: (place % PER_ROUND) + 1,
        sets: random.chance(0.5) ? random.pick([2, 3, 4]) : null,
        reps: random.chance(0.5) ? random.pick([8, 10, 12]) : null,
        duration_seconds: null,
        rest_seconds: random.chance(0.5) ? random.pick([15, 20, 30]) : null,
      };
    },
  },
});
