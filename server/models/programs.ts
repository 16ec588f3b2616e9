// Workout programmes (spec 2.2 programs, 7.2 POST programs and programs/{program}): the heart of the
// catalogue. Discounts, coupons, pricing plans, sub-programmes and subscriptions point to them.
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';
import { L, options } from './define/common';
import { programmeCatalogue, PROGRAMME_LEVELS } from './define/programme-catalogue';
import { defineModel } from './define/define-model';
import { integer, ref, status } from './define/props';
import { programmeDetails } from '../programmes/details';
import { imageUrl, paragraph } from './seed/vocabulary';

const NAMES = [
  ['Full body strength', 'قوة الجسم بالكامل', 'build_muscle'],
  ['Fat burn HIIT', 'حرق الدهون المكثف', 'lose_weight'],
  ['Muscle builder', 'بناء العضلات', 'build_muscle'],
  ['Home workout', 'تمارين منزلية', 'general_fitness'],
  ['Core and abs', 'الجذع والبطن', 'general_fitness'],
  ['Cardio endurance', 'التحمل القلبي', 'endurance'],
  ['Upper body power', 'قوة الجزء العلوي', 'build_muscle'],
  ['Leg day', 'يوم الأرجل', 'build_muscle'],
  ['Mobility and stretching', 'المرونة والإطالة', 'mobility'],
  ['Calisthenics', 'تمارين وزن الجسم', 'general_fitness'],
  ['Postnatal fitness', 'لياقة ما بعد الولادة', 'lose_weight'],
  ['Running coach', 'مدرب الجري', 'endurance'],
] as const;

export const GENDERS = options({
  all: ['Everyone', 'الجميع', 'default'],
  male: ['Men', 'الرجال', 'info'],
  female: ['Women', 'النساء', 'secondary'],
});

export const EQUIPMENT = options({
  none: ['No equipment', 'بدون أدوات', 'default'],
  home: ['Home kit (dumbbells, bands)', 'أدوات منزلية (دمبلز، أحزمة)', 'info'],
  gym: ['Full gym', 'نادٍ رياضي كامل', 'primary'],
});

const CLASSIFICATION = L('Classification', 'التصنيف');
const GENDER = L('Target gender', 'الفئة المستهدفة');
const TRAINING_DAYS = L('Training days a week', 'أيام التمرين أسبوعيًا');
const EQUIPMENT_LABEL = L('Equipment', 'الأدوات');

/** Subscriptions that still run: a programme that has any cannot be deleted. */
export async function subscriberCount(db: Kysely<any>, programIds: readonly number[]): Promise<number> {
  if (programIds.length === 0) return 0;
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('program_id', 'in', [...programIds])
    .where('status', 'in', ['active', 'pending'])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export default defineModel({
  name: 'programs',
  label: L('Programs', 'البرامج'),
  menu: { group: 'programs', icon: 'FitnessCenter', order: 10 },
  details: '',
  ...programmeCatalogue([
    ref('classification', CLASSIFICATION, 'classifications', { column: 'integer?', filter: true, form: true }),
    status(GENDERS, { name: 'gender', label: GENDER, filter: true, form: { required: true, default: 'all' } }),
    integer('training_days', TRAINING_DAYS, { form: { required: true, min: 1, max: 7, default: 3 } }),
    status(EQUIPMENT, {
      name: 'equipment',
      label: EQUIPMENT_LABEL,
      header: false,
      form: { required: true, default: 'none' },
    }),
  ]),
  detailsRoute: 'program-details',
  writePaths: { create: '/programs', update: '/programs/:id' },
  async afterBuiltInAction(action, { trx, ids }) {
    // Subscribers keep their programme: the whole delete is refused (the transaction rolls back).
    if (action === 'delete' && (await subscriberCount(trx, ids)) > 0) {
      throw new HttpError(409, 'programs.has_subscribers');
    }
  },
  single: programmeDetails,
  seed: {
    count: 36,
    trashed: 0.03,
    row({ index, random, ids }) {
      const [en, ar, goal] = NAMES[index % NAMES.length];
      const round = Math.floor(index / NAMES.length) + 1;
      const level = random.pick(PROGRAMME_LEVELS).value as string;
      const classifications = ids('classifications');
      return {
        name_en: `${en} ${round}`,
        name_ar: `${ar} ${round}`,
        description_en: paragraph(`${en}: a guided plan with a coach, week by week.`),
        description_ar: paragraph(`${ar}: خطة موجهة مع مدرب أسبوعًا بعد أسبوع.`),
        price: random.pick([299, 399, 499, 699, 999, 1299]),
        duration_weeks: random.pick([4, 6, 8, 12, 16]),
        level,
        image: imageUrl('programs', index),
        goal,
        classification_id: classifications[index % classifications.length] ?? null,
        gender: (['all', 'all', 'female', 'male'] as const)[index % 4],
        training_days: 3 + (index % 4),
        equipment: (['none', 'home', 'gym'] as const)[index % 3],
        sort_order: index + 1,
      };
    },
  },
});
