// Workout programmes: the rows discounts and pricing plans point to.
import { createdAtHeader, createdAtRange, enabledField, enabledHeader, L, LABELS, options, statusField, statusHeader, textField } from './define/common';
import { defineModel } from './define/define-model';
import { paragraph } from './seed/vocabulary';

const levels = options({
  beginner: ['Beginner', 'مبتدئ', 'success'],
  intermediate: ['Intermediate', 'متوسط', 'info'],
  advanced: ['Advanced', 'متقدم', 'warning'],
});

const NAMES = [
  ['Full body strength', 'قوة الجسم بالكامل'], ['Fat burn HIIT', 'حرق الدهون المكثف'], ['Muscle builder', 'بناء العضلات'],
  ['Home workout', 'تمارين منزلية'], ['Core and abs', 'الجذع والبطن'], ['Cardio endurance', 'التحمل القلبي'],
  ['Upper body power', 'قوة الجزء العلوي'], ['Leg day', 'يوم الأرجل'], ['Mobility and stretching', 'المرونة والإطالة'],
  ['Calisthenics', 'تمارين وزن الجسم'], ['Postnatal fitness', 'لياقة ما بعد الولادة'], ['Running coach', 'مدرب الجري'],
] as const;

export default defineModel({
  name: 'programs',
  table: 'programs',
  subject: 'Program',
  label: L('Programs', 'البرامج'),
  menu: { group: 'programs', icon: 'FitnessCenter', order: 10 },
  ops: { path: 'ops' },
  details: '',
  title: { en: 'name_en', ar: 'name_ar' },
  detailsRoute: 'program-details',
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
    count: 36,
    trashed: 0.03,
    row({ index, random }) {
      const [en, ar] = NAMES[index % NAMES.length];
      const round = Math.floor(index / NAMES.length) + 1;
      const level = random.pick(levels).value as string;
      return {
        name_en: `${en} ${round}`,
        name_ar: `${ar} ${round}`,
        description: `${paragraph(`${en}: a guided plan.`)}${paragraph(`${ar}: خطة موجهة.`)}`,
        price: random.pick([299, 399, 499, 699, 999, 1299]),
        duration_weeks: random.pick([4, 6, 8, 12, 16]),
        level,
      };
    },
  },
});
