// The referral-discount form as one zod schema (spec 7.5 `referral-discounts/store`, `…/update/{id}`):
// the request body, the rules both sides run, the types and a new referral discount's values.
import { z } from 'zod';
import { each, flagInput, numberInput, textInput } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkReferralDiscount, type ReferralDiscountRuleContext } from './rules';
/** What the form sends (loose types: the rules word the failures). */
export const referralDiscountBody = z.strictObject({
  ...each(textInput(), 'name_en', 'name_ar'),
  ...each(textInput(32), 'referrer_reward_type', 'referred_reward_type', 'valid_from', 'valid_until'),
  ...each(
    numberInput,
    'referrer_reward_value',
    'referred_reward_value',
    'min_subscription_amount',
    'max_uses_per_referrer',
  ),
  enabled: flagInput,
});
export type ReferralDiscountBody = z.input<typeof referralDiscountBody>;

/** The rules, with "today" and the stored start of whoever checks; the output is what is stored. */
export const referralDiscountRules = (context: ReferralDiscountRuleContext) =>
  ruleSchema((input) => checkReferralDiscount(input, context));
export type ReferralDiscountValues = z.output<ReturnType<typeof referralDiscountRules>>;

/** A new referral discount: any subscription amount, enabled. */
export const referralDiscountDefaults = {
  ...each(
    '',
    'name_en',
    'name_ar',
    'referrer_reward_type',
    'referrer_reward_value',
    'referred_reward_type',
    'referred_reward_value',
  ),
  ...each('', 'max_uses_per_referrer', 'valid_from', 'valid_until'),
  min_subscription_amount: 0,
  enabled: 1,
} satisfies ReferralDiscountBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateReferralDiscount = (values: Record<string, unknown>, context: ReferralDiscountRuleContext) =>
  validateWith(referralDiscountRules(context), values);
