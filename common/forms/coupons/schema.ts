// The coupon form as one zod schema (spec 7.5 `coupons/store`, `coupons/update/{id}`): the request
// body, the rules both sides run, the types and a new coupon's values.
import { z } from 'zod';
import { each, flagInput, idListInput, numberInput, textInput } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkCoupon, type CouponRuleContext } from './rules';

/** What the form sends (loose types: the rules word the failures). */
export const couponBody = z.strictObject({
  ...each(textInput(), 'code', 'title_en', 'title_ar'),
  ...each(textInput(32), 'discount_type', 'valid_from', 'valid_until'),
  ...each(numberInput, 'value', 'max_discount', 'usage_limit', 'usage_limit_per_user'),
  ...each(flagInput, 'applies_to_all_programs', 'enabled'),
  ...each(idListInput, 'program_ids', 'diet_program_ids'),
});
export type CouponBody = z.input<typeof couponBody>;

/** The rules, with "today" and the stored coupon of whoever checks; the output is what is stored. */
export const couponRules = (context: CouponRuleContext) => ruleSchema((input) => checkCoupon(input, context));
export type CouponValues = z.output<ReturnType<typeof couponRules>>;

/** A new coupon: one use per user, for every programme, enabled. */
export const couponDefaults = {
  ...each(
    '',
    'code',
    'title_en',
    'title_ar',
    'discount_type',
    'value',
    'max_discount',
    'usage_limit',
    'valid_from',
    'valid_until',
  ),
  usage_limit_per_user: 1,
  applies_to_all_programs: 1,
  program_ids: [],
  diet_program_ids: [],
  enabled: 1,
} satisfies CouponBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateCoupon = (values: Record<string, unknown>, context: CouponRuleContext) =>
  validateWith(couponRules(context), values);
