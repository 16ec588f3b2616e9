// The referral-discount form's values as its inputs hold them, the conversions to and from the API,
// and its rules (the server's own, common/forms/referral-discounts/rules.ts).
import { checkReferralDiscount } from '../../../common/forms/referral-discounts/rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import type { DiscountTypeValue } from '../../forms/DiscountValueInputs';
import { asDate, asFlag, asText, numberOrText, textOrNull } from '../../forms/formValues';
import type { FormItem } from '../../forms/loadItem';

export interface ReferralDiscountFormValues {
  name_en: string;
  name_ar: string;
  referrer_reward_type: DiscountTypeValue;
  referrer_reward_value: string;
  referred_reward_type: DiscountTypeValue;
  referred_reward_value: string;
  min_subscription_amount: string;
  max_uses_per_referrer: string;
  valid_from: string;
  valid_until: string;
  enabled: boolean;
}

export const EMPTY_REFERRAL_DISCOUNT: ReferralDiscountFormValues = {
  name_en: '',
  name_ar: '',
  referrer_reward_type: '',
  referrer_reward_value: '',
  referred_reward_type: '',
  referred_reward_value: '',
  min_subscription_amount: '0',
  max_uses_per_referrer: '',
  valid_from: '',
  valid_until: '',
  enabled: true,
};

const discountType = (value: unknown): DiscountTypeValue => (value === 'percentage' || value === 'fixed' ? value : '');

export function referralDiscountValues(item: FormItem): ReferralDiscountFormValues {
  return {
    name_en: asText(item.name_en),
    name_ar: asText(item.name_ar),
    referrer_reward_type: discountType(item.referrer_reward_type),
    referrer_reward_value: asText(item.referrer_reward_value),
    referred_reward_type: discountType(item.referred_reward_type),
    referred_reward_value: asText(item.referred_reward_value),
    min_subscription_amount: asText(item.min_subscription_amount),
    max_uses_per_referrer: asText(item.max_uses_per_referrer),
    valid_from: asDate(item.valid_from),
    valid_until: asDate(item.valid_until),
    enabled: asFlag(item.enabled, true),
  };
}

export function referralDiscountPayload(values: ReferralDiscountFormValues): Record<string, unknown> {
  return {
    name_en: values.name_en,
    name_ar: values.name_ar,
    referrer_reward_type: textOrNull(values.referrer_reward_type),
    referrer_reward_value: numberOrText(values.referrer_reward_value),
    referred_reward_type: textOrNull(values.referred_reward_type),
    referred_reward_value: numberOrText(values.referred_reward_value),
    min_subscription_amount: numberOrText(values.min_subscription_amount),
    max_uses_per_referrer: numberOrText(values.max_uses_per_referrer),
    valid_from: textOrNull(values.valid_from),
    valid_until: textOrNull(values.valid_until),
    enabled: values.enabled ? 1 : 0,
  };
}

export const referralDiscountForm: Omit<ModelFormDefinition<ReferralDiscountFormValues>, 'Fields'> = {
  resource: 'referral-discounts',
  subject: 'ReferralDiscount',
  texts: 'forms.referral_discounts',
  empty: EMPTY_REFERRAL_DISCOUNT,
  fromItem: referralDiscountValues,
  toPayload: referralDiscountPayload,
  check: (values, { today, item }) =>
    checkReferralDiscount(referralDiscountPayload(values), {
      today,
      storedStart: item ? asDate(item.valid_from) : null,
    }).problems.byField,
};
