// Diet programmes: the rows discounts and pricing plans point to.
import { createdAtHeader, createdAtRange, enabledField, enabledHeader, L, LABELS, options, statusField, statusHeader, textField } from './define/common';
import { defineModel } from './define/define-model';
import { paragraph } from './seed/vocabulary';

const levels = options({
  beginner: ['Beginner', 'مبتدئ', 'success'],
  intermediate: ['Intermediate', 'متوسط', 'info'],
  advanced: ['Advanced', 'متقدم', 'warning'],
});

const NAMES = [
  ['Weight loss', 'إنقاص الوزن'], ['Lean bulk', 'زيادة عضلية نظيفة'], ['Keto', 'كيتو'], ['Mediterranean', 'حمية البحر المتوسط'],
  ['Intermittent fasting', 'الصيام المتقطع'], ['Vegetarian balance', 'توازن نباتي'], ['Diabetic friendly', 'مناسب لمرضى السكري'],
  ['High protein', 'عالي البروتين'], ['Ramadan plan', 'خطة رمضان'], ['Family meals', 'وجبات عائلية'],
] as const;

export default defineModel({
  name: 'diet-programs',
  table: 'diet_programs',
  subject: 'DietProgram',
  label: L('Diet Programs', 'البرامج الغذائية'),
  menu: { group: 'programs', icon: 'RestaurantMenu', order: 20 },
  ops: { path: 'ops' },
  title: { en: 'name_en', ar: 'name_ar' },
  columns: {
    name_en: 'string',
    name_ar: 'string',
    description: 'text',
    price: 'decimal',
    duration_weeks: 'integer',
    level: 'string',
  },
  enabled: true,
  indexes: [['level', 'created_at']],
  fields: [textField('name', LABELS.name, ['name_en', 'name_ar']), statusField(levels, 'level', L('Level', 'المستوى')), enabledField],
  ranges: [
    { name: 'price', label: LABELS.price, type: 'bigint' },
    { name: 'duration_weeks', label: L('Weeks', 'الأسابيع'), type: 'bigint' },
    createdAtRange,
  ],
  headers: [
    { value: 'name', text: LABELS.name, type: 'text', column: { en: 'name_en', ar: 'name_ar' }, sortable: true },
    statusHeader(levels, 'level', L('Level', 'المستوى')),
    { value: 'price', text: LABELS.price, type: 'amount', sortable: true },
    { value: 'duration_weeks', text: L('Weeks', 'الأسابيع'), type: 'number', sortable: true },
    { value: 'description', text: L('Description', 'الوصف'), type: 'html' },
    enabledHeader,
    createdAtHeader,
  ],
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
        level: random.pick(levels).value as string,
      };
    },
  },
});
