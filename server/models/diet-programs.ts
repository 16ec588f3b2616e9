// Diet programmes: the rows discounts and pricing plans point to.
import { L } from './define/common';
import { PROGRAMME_LEVELS, programmeCatalogue } from './define/programme-catalogue';
import { defineModel } from './define/define-model';
import { paragraph } from './seed/vocabulary';

const NAMES = [
  ['Weight loss', 'إنقاص الوزن'],
  ['Lean bulk', 'زيادة عضلية نظيفة'],
  ['Keto', 'كيتو'],
  ['Mediterranean', 'حمية البحر المتوسط'],
  ['Intermittent fasting', 'الصيام المتقطع'],
  ['Vegetarian balance', 'توازن نباتي'],
  ['Diabetic friendly', 'مناسب لمرضى السكري'],
  ['High protein', 'عالي البروتين'],
  ['Ramadan plan', 'خطة رمضان'],
  ['Family meals', 'وجبات عائلية'],
] as const;

export default defineModel({
  name: 'diet-programs',
  table: 'diet_programs',
  subject: 'DietProgram',
  label: L('Diet Programs', 'البرامج الغذائية'),
  menu: { group: 'programs', icon: 'RestaurantMenu', order: 20 },
  ops: { path: 'ops' },
  ...programmeCatalogue,
  seed: {
    count: 30,
    trashed: 0.03,
    row({ index, random }) {
      const [en, ar] = NAMES[index % NAMES.length];
      const round = Math.floor(index / NAMES.length) + 1;
      return {
        name_en: `${en} ${round}`,
        name_ar: `${ar} ${round}`,
        description: `${paragraph(`${en}: meals and shopping lists.`)}${paragraph(`${ar}: وجبات وقوائم تسوق.`)}`,
        price: random.pick([199, 299, 449, 599, 799]),
        duration_weeks: random.pick([2, 4, 8, 12]),
        level: random.pick(PROGRAMME_LEVELS).value as string,
      };
    },
  },
});
