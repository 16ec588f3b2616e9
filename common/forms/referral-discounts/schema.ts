// The referral-discount form as one zod schema (spec 7.5 `referral-discounts/store`, `…/update/{id}`):
// the request body, the rules both sides run, the types and a new referral discount's values.
import { z } from 'zod';
import { flagInput, numberInput, textInput, withBodyId } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkReferralDiscount, type ReferralDiscountRuleContext } from './rules';

const type = textInput(32);
const date = textInput(32);

/** What the form sends (loose types: the rules word the failures). */
export const referralDiscountBody = z.strictObject({
  name_en: textInput(),
  name_ar: textInput(),
  referrer_reward_type: type,
  referrer_reward_value: numberInput,
  referred_reward_type: type,
  referred_reward_value: numberInput,
  min_subscription_amount: numberInput,
  max_uses_per_referrer: numberInput,
  valid_from: date,
  valid_until: date,
  enabled: flagInput,
});
export const referralDiscountUpdateBody = withBodyId(referralDiscountBody);
export type ReferralDiscountBody = z.input<typeof referralDiscountBody>;

/** The rules, with "today" and the stored start of whoever checks; the output is what is stored. */
export const referralDiscountRules = (context: ReferralDiscountRuleContext) => ruleSchema((input) => checkReferralDiscount(input, context));
export type ReferralDiscountValues = z.output<ReturnType<typeof referralDiscountRules>>;

/** A new referral discount: any subscription amount, enabled. */
export const referralDiscountDefaults = {
  name_en: '',
  name_ar: '',
  referrer_reward_type: '',
  referrer_reward_value: '',
  referred_reward_type: '',
  referred_reward_value: '',
  min_subscription_amount: 0,
  max_uses_per_referrer: '',
  valid_from: '',
  valid_until: '',
  enabled: 1,
} satisfies ReferralDiscountBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateReferralDiscount = (values: Record<string, unknown>, context: ReferralDiscountRuleContext) =>
  validateWith(referralDiscountRules(context), values);
