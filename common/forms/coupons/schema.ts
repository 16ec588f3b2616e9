// The coupon form as one zod schema (spec 7.5 `coupons/store`, `coupons/update/{id}`): the request
// body, the rules both sides run, the types and a new coupon's values.
import { z } from 'zod';
import { flagInput, idListInput, numberInput, textInput, withBodyId } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkCoupon, type CouponRuleContext } from './rules';

const date = textInput(32);

/** What the form sends (loose types: the rules word the failures). */
export const couponBody = z.strictObject({
  code: textInput(),
  title_en: textInput(),
  title_ar: textInput(),
  discount_type: textInput(32),
  value: numberInput,
  max_discount: numberInput,
  usage_limit: numberInput,
  usage_limit_per_user: numberInput,
  valid_from: date,
  valid_until: date,
  applies_to_all_programs: flagInput,
  program_ids: idListInput,
  diet_program_ids: idListInput,
  enabled: flagInput,
});
export const couponUpdateBody = withBodyId(couponBody);
export type CouponBody = z.input<typeof couponBody>;

/** The rules, with "today" and the stored coupon of whoever checks; the output is what is stored. */
export const couponRules = (context: CouponRuleContext) => ruleSchema((input) => checkCoupon(input, context));
export type CouponValues = z.output<ReturnType<typeof couponRules>>;

/** A new coupon: one use per user, for every programme, enabled. */
export const couponDefaults = {
  code: '',
  title_en: '',
  title_ar: '',
  discount_type: '',
  value: '',
  max_discount: '',
  usage_limit: '',
  usage_limit_per_user: 1,
  valid_from: '',
  valid_until: '',
  applies_to_all_programs: 1,
  program_ids: [],
  diet_program_ids: [],
  enabled: 1,
} satisfies CouponBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateCoupon = (values: Record<string, unknown>, context: CouponRuleContext) => validateWith(couponRules(context), values);
