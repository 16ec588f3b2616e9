// Workout programmes: the rows discounts and pricing plans point to.
import { L } from './define/common';
import { PROGRAMME_LEVELS, programmeCatalogue } from './define/programme-catalogue';
import { defineModel } from './define/define-model';
import { paragraph } from './seed/vocabulary';

const NAMES = [
  ['Full body strength', 'قوة الجسم بالكامل'],
  ['Fat burn HIIT', 'حرق الدهون المكثف'],
  ['Muscle builder', 'بناء العضلات'],
  ['Home workout', 'تمارين منزلية'],
  ['Core and abs', 'الجذع والبطن'],
  ['Cardio endurance', 'التحمل القلبي'],
  ['Upper body power', 'قوة الجزء العلوي'],
  ['Leg day', 'يوم الأرجل'],
  ['Mobility and stretching', 'المرونة والإطالة'],
  ['Calisthenics', 'تمارين وزن الجسم'],
  ['Postnatal fitness', 'لياقة ما بعد الولادة'],
  ['Running coach', 'مدرب الجري'],
] as const;

export default defineModel({
  name: 'programs',
  table: 'programs',
  subject: 'Program',
  label: L('Programs', 'البرامج'),
  menu: { group: 'programs', icon: 'FitnessCenter', order: 10 },
  ops: { path: 'ops' },
  details: '',
  ...programmeCatalogue,
  detailsRoute: 'program-details',
  seed: {
    count: 36,
    trashed: 0.03,
    row({ index, random }) {
      const [en, ar] = NAMES[index % NAMES.length];
      const round = Math.floor(index / NAMES.length) + 1;
      const level = random.pick(PROGRAMME_LEVELS).value as string;
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
