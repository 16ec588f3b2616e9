// The referral-discount form's field rules, pure and shared by the admin's form and the server.
import { checkDateRange } from '../dates';
import { checkAmount, checkCount, checkDiscountValue, checkRequiredText, type DiscountType } from '../field-rules';
import { Problems } from '../problems';
import { toFlag } from '../values';

interface ReferralDiscountValues {
  name_en: string;
  name_ar: string;
  referrer_reward_type: DiscountType;
  referrer_reward_value: number;
  referred_reward_type: DiscountType;
  referred_reward_value: number;
  /** EGP; 0 = any subscription amount. */
  min_subscription_amount: number;
  max_uses_per_referrer: number;
  valid_from: string;
  valid_until: string;
  enabled: 0 | 1;
}

export interface ReferralDiscountRuleContext {
  today: string;
  /** The stored start when editing (it may stay in the past). */
  storedStart?: string | null;
}

export function checkReferralDiscount(input: Record<string, unknown>, context: ReferralDiscountRuleContext) {
  const problems = new Problems();
  const nameEn = checkRequiredText(input, problems, 'name_en', 'name_en_required');
  const nameAr = checkRequiredText(input, problems, 'name_ar', 'name_ar_required');
  const referrer = checkDiscountValue(input, problems, {
    typeField: 'referrer_reward_type',
    valueField: 'referrer_reward_value',
    typeRequiredCode: 'referrer_type_required',
    valueRequiredCode: 'referrer_value_required',
  });
  const referred = checkDiscountValue(input, problems, {
    typeField: 'referred_reward_type',
    valueField: 'referred_reward_value',
    typeRequiredCode: 'referred_type_required',
    valueRequiredCode: 'referred_value_required',
  });
  const minimum = checkAmount(input, problems, 'min_subscription_amount', {
    requiredCode: 'min_amount_required',
    minimumCode: 'min_amount_negative',
    zeroAllowed: true,
  });
  // A fixed discount above the smallest qualifying subscription would make that subscription free.
  if (
    referred.type === 'fixed' &&
    referred.value !== null &&
    minimum !== null &&
    minimum > 0 &&
    referred.value > minimum
  ) {
    problems.add('referred_reward_value', 'referred_above_minimum');
  }
  const maxUses = checkCount(input, problems, 'max_uses_per_referrer', 'max_uses_required');
  const dates = checkDateRange(input, problems, {
    startField: 'valid_from',
    endField: 'valid_until',
    today: context.today,
    storedStart: context.storedStart,
  });

  const values: ReferralDiscountValues | null = problems.isEmpty
    ? {
        name_en: nameEn!,
        name_ar: nameAr!,
        referrer_reward_type: referrer.type!,
        referrer_reward_value: referrer.value!,
        referred_reward_type: referred.type!,
        referred_reward_value: referred.value!,
        min_subscription_amount: minimum!,
        max_uses_per_referrer: maxUses!,
        valid_from: dates.start!,
        valid_until: dates.end!,
        enabled: toFlag(input.enabled, 1),
      }
    : null;
  return { problems, values };
}
