// Coupon codes a customer enters at checkout: a percentage or fixed EGP discount, usage limits per
// coupon and per user, a validity window, and the programmes it applies to (all, or chosen ones).
// Written by the coupon form (server/forms/coupons); chosen programmes live in link tables (links.ts there).
import { COUPON_CODE_INDEX, couponLinks } from '../forms/coupons/links';
import { uniqueLowerIndex } from '../forms/shared/lookups';
import { L, LABELS, total } from './define/common';
import { defineModel } from './define/define-model';
import { DISCOUNT_TYPE_OPTIONS, discountType, discountValue, validFrom, validUntil } from './define/offers';
import { bilingualText, createdAt, enabledListed, flag, integer, money, text } from './define/props';
import { DAY, isoDate } from './seed/dates';

const THEMES = [
  ['Ramadan offer', 'عرض رمضان'],
  ['Summer body', 'جسم الصيف'],
  ['New member', 'عضو جديد'],
  ['Weekend deal', 'عرض نهاية الأسبوع'],
  ['Friends referral', 'دعوة الأصدقاء'],
  ['Back to gym', 'العودة للجيم'],
] as const;

const code = text('code', L('Code', 'الكود'), { filter: true });
const title = bilingualText('title', LABELS.title, { filter: true });
/** EGP cap of a percentage coupon; null = no cap (and always null for fixed coupons). */
const maxDiscount = money('max_discount', L('Max discount (EGP)', 'أقصى خصم (جنيه)'), { column: 'decimal?' });
/** Redemptions so far (checkout counts them; the form keeps the limit from going below). */
const used = integer('used_count', L('Used', 'مرات الاستخدام'));
const limit = integer('usage_limit', L('Usage limit', 'حد الاستخدام'));
const perUser = integer('usage_limit_per_user', L('Limit per user', 'الحد لكل عضو'));
const forAll = flag('applies_to_all_programs', L('All programmes', 'كل البرامج'), { filter: true });

export default defineModel({
  name: 'coupons',
  label: L('Coupons', 'الكوبونات'),
  menu: { group: 'sales', icon: 'ConfirmationNumber', order: 30 },
  ops: { path: 'ops' },
  title: ['code'],
  props: [
    code,
    title,
    discountType,
    discountValue,
    maxDiscount,
    used,
    limit,
    perUser,
    validFrom,
    validUntil,
    forAll,
    enabledListed,
    createdAt,
  ],
  columns: [code, title, discountType, discountValue, maxDiscount, limit, perUser, used, validFrom, validUntil, forAll],
  // Codes are unique case-insensitively (deleted coupons keep theirs: they can be restored).
  extraMigrations: { code: uniqueLowerIndex('coupons', 'code', COUPON_CODE_INDEX), links: couponLinks.migration },
  single: couponLinks.single,
  indexes: [['code'], ['valid_until']],
  ranges: [validFrom, validUntil, discountValue, createdAt],
  totals: [
    total.sum('used_count', L('Total uses', 'إجمالي مرات الاستخدام')),
    { kind: 'countBy', column: 'discount_type', options: DISCOUNT_TYPE_OPTIONS, label: L('By type', 'حسب النوع') },
  ],
  seed: {
    after: ['diet-programs', 'programs'],
    count: 400,
    row({ index, random, createdAt }) {
      const theme = random.pick(THEMES);
      const percentage = random.chance(0.6);
      const limit = random.pick([50, 100, 250, 500, 1000]);
      const from = Date.parse(createdAt);
      return {
        code: `${theme[0].split(' ')[0].toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
        title_en: theme[0],
        title_ar: theme[1],
        discount_type: percentage ? 'percentage' : 'fixed',
        value: percentage ? random.pick([10, 15, 20, 25, 40]) : random.pick([25, 50, 75, 100]),
        max_discount: percentage && random.chance(0.7) ? random.pick([100, 200, 500]) : null,
        usage_limit: limit,
        usage_limit_per_user: random.pick([1, 1, 1, 2, 3]),
        used_count: random.int(0, limit),
        valid_from: isoDate(from),
        valid_until: isoDate(from + random.int(14, 120) * DAY),
        applies_to_all_programs: random.chance(0.6) ? 1 : 0,
      };
    },
    // A coupon for chosen programmes names one to four of them (at least one programme).
    async afterRows({ db, random, ids }) {
      const chosen = await db.selectFrom('coupons').select('id').where('applies_to_all_programs', '=', 0).execute();
      const [programs, dietPrograms] = couponLinks.links;
      const pickSome = (from: readonly number[], min: number, max: number) => [
        ...new Set(Array.from({ length: random.int(min, max) }, () => random.pick(from))),
      ];
      const programPairs: Array<[number, number]> = [];
      const dietPairs: Array<[number, number]> = [];
      for (const { id } of chosen) {
        pickSome(ids('programs'), 1, 3).forEach((program) => programPairs.push([Number(id), program]));
        pickSome(ids('diet-programs'), 0, 2).forEach((dietProgram) => dietPairs.push([Number(id), dietProgram]));
      }
      await couponLinks.insert(db, programs, programPairs);
      await couponLinks.insert(db, dietPrograms, dietPairs);
    },
  },
});
