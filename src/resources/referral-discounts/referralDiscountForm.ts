// The referral-discount form's fields, its request body and its rules (the server's own,
// common/forms/referral-discounts/rules.ts).
import { DISCOUNT_TYPES } from '../../../common/forms/field-rules';
import { checkReferralDiscount } from '../../../common/forms/referral-discounts/rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import { formFields, kind, type ValuesOf } from '../../forms/formFields';
import { asDate } from '../../forms/formValues';

const KINDS = {
  name_en: kind.text(),
  name_ar: kind.text(),
  referrer_reward_type: kind.choice(DISCOUNT_TYPES),
  referrer_reward_value: kind.number(),
  referred_reward_type: kind.choice(DISCOUNT_TYPES),
  referred_reward_value: kind.number(),
  min_subscription_amount: kind.number('0'),
  max_uses_per_referrer: kind.number(),
  valid_from: kind.date(),
  valid_until: kind.date(),
  enabled: kind.flag(true),
};
export type ReferralDiscountFormValues = ValuesOf<typeof KINDS>;
const fields = formFields(KINDS);

export const referralDiscountForm: Omit<ModelFormDefinition<ReferralDiscountFormValues>, 'Fields'> = {
  resource: 'referral-discounts',
  subject: 'ReferralDiscount',
  texts: 'forms.referral_discounts',
  empty: fields.empty,
  fromItem: fields.fromItem,
  toPayload: fields.toPayload,
  check: (values, { today, item }) =>
    checkReferralDiscount(fields.toPayload(values), {
      today,
      storedStart: item ? asDate(item.valid_from) : null,
    }).problems.byField,
};
