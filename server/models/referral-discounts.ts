// Referral discounts: what a member who invites a friend (the referrer) gets and what the invited
// friend (the referred user) gets on a first subscription, within limits and a validity window.
// Written by the referral-discount form (server/forms/referral-discounts).
import { L } from './define/common';
import { defineModel } from './define/define-model';
import { DISCOUNT_TYPE_OPTIONS, validFrom, validUntil, valueByType } from './define/offers';
import { bilingualName, createdAt, enabledListed, integer, money, type Prop, prop, status } from './define/props';
import type { Localized } from './define/types';
import { DAY, isoDate } from './seed/dates';

const NAMES = [
  ['Bring a friend', 'أحضر صديقًا'],
  ['Gym buddies', 'رفاق الجيم'],
  ['Family plan invite', 'دعوة الخطة العائلية'],
  ['Ramadan referral', 'إحالة رمضان'],
  ['Summer squad', 'فريق الصيف'],
  ['Coach recommends', 'توصية المدرب'],
] as const;

/** A reward of one side of a referral: its type (a percentage or a fixed amount) and its value. */
const reward = (side: string, typeLabel: Localized, valueLabel: Localized): Prop => {
  const type = status(DISCOUNT_TYPE_OPTIONS, { name: `${side}_reward_type`, label: typeLabel, filter: 'choice' });
  const value = valueByType(`${side}_reward_value`, valueLabel, `${side}_reward_type`);
  return prop(side, {
    columns: { ...type.columns, ...value.columns },
    filters: type.filters,
    headers: [...type.headers, ...value.headers],
  });
};
/** EGP; the referred user's first subscription must reach it (0 = any amount). */
const minimum = money('min_subscription_amount', L('Minimum subscription (EGP)', 'الحد الأدنى للاشتراك (جنيه)'), {
  range: { label: L('Minimum subscription', 'الحد الأدنى للاشتراك') },
});

export default defineModel({
  name: 'referral-discounts',
  label: L('Referral Discounts', 'خصومات الإحالة'),
  menu: { group: 'sales', icon: 'Redeem', order: 50 },
  ops: { path: 'ops' },
  props: [
    bilingualName({ form: false }),
    reward('referrer', L('Referrer reward type', 'نوع مكافأة المُحيل'), L('Referrer reward', 'مكافأة المُحيل')),
    reward(
      'referred',
      L('Referred user reward type', 'نوع مكافأة العضو المُحال'),
      L('Referred user reward', 'مكافأة العضو المُحال'),
    ),
    minimum,
    integer('max_uses_per_referrer', L('Max uses per referrer', 'أقصى استخدام لكل مُحيل')),
    validFrom,
    validUntil,
    enabledListed,
    createdAt,
  ],
  indexes: [['valid_until']],
  ranges: [validFrom, validUntil, minimum, createdAt],
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
