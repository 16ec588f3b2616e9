// Diet programmes (spec 2.2 diet-programs, 7.2 diet-programs/store, update/{id}, duplicate/{id}): a goal,
// a daily calorie target and macro split, and days of meals (server/programmes/diet-days.ts).
import { L } from './define/common';
import { programmeCatalogue, PROGRAMME_LEVELS } from './define/programme-catalogue';
import { defineModel } from './define/define-model';
import { integer } from './define/props';
import type { Localized } from './define/types';
import { dietDaysMigration, dietProgrammeDays, seedDietDays } from '../programmes/diet-days';
import { imageUrl, paragraph } from './seed/vocabulary';

const NAMES = [
  ['Weight loss', 'إنقاص الوزن', 'lose_weight', 1600],
  ['Lean bulk', 'زيادة عضلية نظيفة', 'build_muscle', 2800],
  ['Keto', 'كيتو', 'lose_weight', 1800],
  ['Mediterranean', 'حمية البحر المتوسط', 'general_fitness', 2100],
  ['Intermittent fasting', 'الصيام المتقطع', 'lose_weight', 1700],
  ['Vegetarian balance', 'توازن نباتي', 'general_fitness', 2000],
  ['Diabetic friendly', 'مناسب لمرضى السكري', 'general_fitness', 1900],
  ['High protein', 'عالي البروتين', 'build_muscle', 2500],
  ['Ramadan plan', 'خطة رمضان', 'general_fitness', 2000],
  ['Family meals', 'وجبات عائلية', 'general_fitness', 2200],
] as const;

const CALORIES = L('Daily calories', 'السعرات اليومية');
const MEALS = L('Meals a day', 'عدد الوجبات يوميًا');
// A share of the day's calories: in the form only.
const percent = (name: string, label: Localized, fallback: number) =>
  integer(name, label, { header: false, form: { required: true, min: 0, max: 100, default: fallback } });

export default defineModel({
  name: 'diet-programs',
  label: L('Diet Programs', 'البرامج الغذائية'),
  menu: { group: 'programs', icon: 'RestaurantMenu', order: 20 },
  details: '',
  ...programmeCatalogue([
    integer('calories', CALORIES, { form: { required: true, min: 800, max: 6000, default: 2000 } }),
    percent('protein_percent', L('Protein %', 'البروتين %'), 30),
    percent('carbs_percent', L('Carbohydrates %', 'الكربوهيدرات %'), 40),
    percent('fat_percent', L('Fat %', 'الدهون %'), 30),
    integer('meals_per_day', MEALS, { form: { required: true, min: 1, max: 8, default: 4 } }),
  ]),
  extraMigrations: { days: dietDaysMigration },
  single: dietProgrammeDays,
  seed: {
    count: 30,
    trashed: 0.03,
    row({ index, random }) {
      const [en, ar, goal, calories] = NAMES[index % NAMES.length];
      const round = Math.floor(index / NAMES.length) + 1;
      return {
        name_en: `${en} ${round}`,
        name_ar: `${ar} ${round}`,
        description_en: paragraph(`${en}: a week of meals with their calories and a shopping list.`),
        description_ar: paragraph(`${ar}: أسبوع من الوجبات مع سعراتها وقائمة تسوق.`),
        price: random.pick([199, 299, 449, 599, 799]),
        duration_weeks: random.pick([2, 4, 8, 12]),
        level: random.pick(PROGRAMME_LEVELS).value as string,
        image: imageUrl('diet-programs', index),
        goal,
        calories,
        protein_percent: goal === 'build_muscle' ? 35 : 30,
        carbs_percent: goal === 'lose_weight' ? 35 : 40,
        fat_percent: goal === 'build_muscle' ? 25 : goal === 'lose_weight' ? 35 : 30,
        meals_per_day: 4,
        sort_order: index + 1,
      };
    },
    afterRows: seedDietDays,
  },
});
