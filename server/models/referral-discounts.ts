// Referral discounts: what a member who invites a friend (the referrer) gets and what the invited
// friend (the referred user) gets on a first subscription, within limits and a validity window.
// Written by the referral-discount form (server/forms/referral-discounts).
import { DISCOUNT_TYPE_OPTIONS } from './coupons';
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';

const NAMES = [
  ['Bring a friend', 'أحضر صديقًا'],
  ['Gym buddies', 'رفاق الجيم'],
  ['Family plan invite', 'دعوة الخطة العائلية'],
  ['Ramadan referral', 'إحالة رمضان'],
  ['Summer squad', 'فريق الصيف'],
  ['Coach recommends', 'توصية المدرب'],
] as const;
const DAY = 86_400_000;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export default defineModel({
  name: 'referral-discounts',
  table: 'referral_discounts',
  subject: 'ReferralDiscount',
  label: L('Referral Discounts', 'خصومات الإحالة'),
  menu: { group: 'sales', icon: 'Redeem', order: 50 },
  ops: { path: 'ops' },
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    referrer_reward_type: 'string',
    referrer_reward_value: 'decimal',
    referred_reward_type: 'string',
    referred_reward_value: 'decimal',
    /** EGP; the referred user's first subscription must reach it (0 = any amount). */
    min_subscription_amount: 'decimal',
    max_uses_per_referrer: 'integer',
    valid_from: 'date',
    valid_until: 'date',
  },
  enabled: true,
  indexes: [['valid_until']],
  fields: [
    field.bilingualText('name', LABELS.name),
    field.choice('referrer_reward_type', L('Referrer reward type', 'نوع مكافأة المُحيل'), DISCOUNT_TYPE_OPTIONS),
    field.choice(
      'referred_reward_type',
      L('Referred user reward type', 'نوع مكافأة المستخدم المُحال'),
      DISCOUNT_TYPE_OPTIONS,
    ),
    field.enabled,
  ],
  ranges: [
    range.date('valid_from', L('Valid from', 'صالح من')),
    range.date('valid_until', L('Valid until', 'صالح حتى')),
    range.number('min_subscription_amount', L('Minimum subscription', 'الحد الأدنى للاشتراك')),
    range.createdAt,
  ],
  headers: [
    header.bilingual('name', LABELS.name),
    header.status(DISCOUNT_TYPE_OPTIONS, 'referrer_reward_type', L('Referrer reward type', 'نوع مكافأة المُحيل')),
    header.number('referrer_reward_value', L('Referrer reward', 'مكافأة المُحيل')),
    header.status(
      DISCOUNT_TYPE_OPTIONS,
      'referred_reward_type',
      L('Referred user reward type', 'نوع مكافأة المستخدم المُحال'),
    ),
    {
      value: 'referred_reward_value',
      text: L('Referred user reward', 'مكافأة المستخدم المُحال'),
      type: 'number',
      sortable: true,
    },
    {
      value: 'min_subscription_amount',
      text: L('Minimum subscription (EGP)', 'الحد الأدنى للاشتراك (جنيه)'),
      type: 'amount',
      sortable: true,
    },
    {
      value: 'max_uses_per_referrer',
      text: L('Max uses per referrer', 'أقصى استخدام لكل مُحيل'),
      type: 'number',
      sortable: true,
    },
    header.date('valid_from', L('Valid from', 'صالح من')),
    header.date('valid_until', L('Valid until', 'صالح حتى')),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    count: 40,
    row({ index, random, createdAt }) {
      const [en, ar] = NAMES[index % NAMES.length];
      const round = Math.floor(index / NAMES.length) + 1;
      const referrerPercentage = random.chance(0.4);
      const referredPercentage = random.chance(0.6);
      const from = Date.parse(createdAt);
      return {
        name_en: `${en} ${round}`,
        name_ar: `${ar} ${round}`,
        referrer_reward_type: referrerPercentage ? 'percentage' : 'fixed',
        referrer_reward_value: referrerPercentage ? random.pick([5, 10, 15]) : random.pick([50, 100, 150]),
        referred_reward_type: referredPercentage ? 'percentage' : 'fixed',
        referred_reward_value: referredPercentage ? random.pick([10, 15, 20, 25]) : random.pick([50, 75, 100]),
        min_subscription_amount: random.pick([0, 200, 300, 500]),
        max_uses_per_referrer: random.pick([3, 5, 10, 20]),
        valid_from: isoDate(from),
        valid_until: isoDate(from + random.int(30, 180) * DAY),
      };
    },
  },
});
