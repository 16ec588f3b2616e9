// Exercises: the movements coaches place in categories and rounds (spec 2.2 /default/exercises and its
// ops form). The form saves through `POST exercise/exercise` and `POST exercise/exercise/{exercise}` (7.3).
import type { FormFieldSpec } from '../../common/forms/fields';
import { bilingualColumns, L } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabledListed, image, integer, status } from './define/props';
import { DIFFICULTIES, EQUIPMENT, EXERCISE_KINDS, MUSCLES } from './define/exercise-options';
import { formField, nameFormFields } from './define/form-fields';
import { EQUIPMENT_VARIANTS, MOVEMENTS } from './seed/exercise-library';
import { imageUrl, paragraph } from './seed/vocabulary';

const LABEL = {
  primary: L('Primary muscle', 'العضلة الأساسية'),
  secondary: L('Secondary muscle', 'العضلة الثانوية'),
  equipment: L('Equipment', 'الأدوات'),
  difficulty: L('Difficulty', 'الصعوبة'),
  kind: L('Measured by', 'يُقاس بـ'),
  sets: L('Sets', 'المجموعات'),
  reps: L('Repetitions', 'التكرارات'),
  duration: L('Duration (seconds)', 'المدة (بالثواني)'),
  distance: L('Distance (metres)', 'المسافة (بالأمتار)'),
  rest: L('Rest (seconds)', 'الراحة (بالثواني)'),
};

const count = (name: string, label: typeof LABEL.sets, max: number, extra: Partial<FormFieldSpec> = {}) =>
  formField.integer(name, label, { min: 0, max, ...extra });

const formFields: readonly FormFieldSpec[] = [
  ...nameFormFields,
  ...formField.bilingual('instructions', ['Instructions', 'التعليمات'], 'richtext'),
  formField.image('image', L('Image or GIF', 'صورة أو GIF')),
  formField.text('video_url', L('Demonstration video link', 'رابط فيديو الشرح'), { maxLength: 500, dir: 'ltr' }),
  formField.select('primary_muscle', LABEL.primary, MUSCLES, { required: true }),
  formField.select('secondary_muscle', LABEL.secondary, MUSCLES),
  formField.select('equipment', LABEL.equipment, EQUIPMENT, { required: true, default: 'bodyweight' }),
  formField.select('difficulty', LABEL.difficulty, DIFFICULTIES, { required: true, default: 'beginner' }),
  formField.select('kind', LABEL.kind, EXERCISE_KINDS, { required: true, default: 'reps' }),
  count('sets', LABEL.sets, 50, { required: true, min: 1, default: 3 }),
  count('reps', LABEL.reps, 1000),
  count('duration_seconds', LABEL.duration, 86_400),
  count('distance_meters', LABEL.distance, 100_000),
  count('rest_seconds', LABEL.rest, 3600, { required: true, default: 60 }),
  formField.enabled,
];

// The list's properties; the form's fields, with their rules, are listed above.
const name = bilingualName({ form: false });
const picture = image();
const muscle = status(MUSCLES, { name: 'primary_muscle', label: LABEL.primary, filter: true });
const equipment = status(EQUIPMENT, { name: 'equipment', label: LABEL.equipment, filter: true });
const difficulty = status(DIFFICULTIES, { name: 'difficulty', label: LABEL.difficulty, filter: true });
const kind = status(EXERCISE_KINDS, { name: 'kind', label: LABEL.kind, filter: true });
const sets = integer('sets', LABEL.sets);

export default defineModel({
  name: 'exercises',
  label: L('Exercises', 'التمارين'),
  props: [name, picture, muscle, equipment, difficulty, kind, sets, enabledListed, createdAt],
  columns: [
    name,
    bilingualColumns('instructions', 'text?'),
    picture,
    { video_url: 'string?' },
    muscle,
    { secondary_muscle: 'string?' },
    equipment,
    difficulty,
    kind,
    sets,
    { reps: 'integer?', duration_seconds: 'integer?', distance_meters: 'integer?', rest_seconds: 'integer' },
  ],
  writePaths: { create: '/exercise/exercise', update: '/exercise/exercise/:id' },
  textIndex: ['name_en', 'name_ar'],
  switches: { chartable: false },
  form: { fields: formFields },
  seed: {
    count: MOVEMENTS.length * EQUIPMENT_VARIANTS.length,
    trashed: 0.02,
    disabled: 0.05,
    row({ index, random }) {
      const [en, ar, muscle, kind] = MOVEMENTS[Math.floor(index / EQUIPMENT_VARIANTS.length) % MOVEMENTS.length];
      const [variantEn, variantAr, equipment] = EQUIPMENT_VARIANTS[index % EQUIPMENT_VARIANTS.length];
      return {
        name_en: `${variantEn} ${en.toLowerCase()}`,
        name_ar: `${ar} ${variantAr}`,
        instructions_en: paragraph(`Keep a neutral spine and control the ${en.toLowerCase()} through the full range.`),
        instructions_ar: paragraph(`حافظ على استقامة الظهر وتحكم في ${ar} على المدى الكامل.`),
        image: imageUrl('exercises', index),
        video_url: null,
        primary_muscle: muscle,
        secondary_muscle: random.chance(0.5) ? random.pick(MUSCLES).value : null,
        equipment,
        difficulty: random.pick(DIFFICULTIES).value,
        kind,
        sets: random.pick([2, 3, 3, 4, 5]),
        reps: kind === 'reps' ? random.pick([6, 8, 10, 12, 15]) : null,
        duration_seconds: kind === 'time' ? random.pick([20, 30, 45, 60]) : null,
        distance_meters: kind === 'distance' ? random.pick([200, 400, 800, 1000]) : null,
        rest_seconds: random.pick([30, 45, 60, 90, 120]),
      };
    },
  },
});
