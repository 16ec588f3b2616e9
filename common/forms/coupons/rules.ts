// The coupon form's field rules, pure and shared: the admin's form shows them as the user types and the
// server applies them again to every request (plus its database checks: code taken, programmes exist).
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MIN_LENGTH } from '../../constants';
import { checkDateRange } from '../dates';
import { checkAmount, checkCount, checkDiscountValue, checkRequiredText, type DiscountType } from '../field-rules';
import { Problems } from '../problems';
import { toFlag, toIds, toNumber, toText } from '../values';

/** Upper-case letters, digits and dashes, 3 to 32 of them. */
export const COUPON_CODE = new RegExp(`^[A-Z0-9-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`);

interface CouponValues {
  code: string;
  title_en: string;
  title_ar: string;
  discount_type: DiscountType;
  value: number;
  /** EGP cap of a percentage coupon; null: no cap (always null for fixed coupons). */
  max_discount: number | null;
  usage_limit: number;
  usage_limit_per_user: number;
  valid_from: string;
  valid_until: string;
  applies_to_all_programs: 0 | 1;
  enabled: 0 | 1;
}

export interface CouponRuleContext {
  /** Today (`YYYY-MM-DD`) on the calendar of whoever checks. */
  today: string;
  /** When editing: the stored start (it may stay in the past) and the uses so far. */
  stored?: { valid_from: string; used_count: number } | null;
}

/** The chosen programmes and diet programmes; none under "all programmes" (the form hides them there). */
export function couponLinksOf(input: Record<string, unknown>): { program_ids: number[]; diet_program_ids: number[] } {
  const forAll = toFlag(input.applies_to_all_programs, 1);
  return {
    program_ids: forAll ? [] : toIds(input.program_ids),
    diet_program_ids: forAll ? [] : toIds(input.diet_program_ids),
  };
}

/** Checks every field; `values` is set only when nothing failed. Chosen ids are returned as given. */
export function checkCoupon(input: Record<string, unknown>, context: CouponRuleContext) {
  const problems = new Problems();
  const code = toText(input.code);
  if (code === '') problems.add('code', 'code_required');
  else if (!COUPON_CODE.test(code)) problems.add('code', 'code_format');

  const titleEn = checkRequiredText(input, problems, 'title_en', 'title_en_required');
  const titleAr = checkRequiredText(input, problems, 'title_ar', 'title_ar_required');
  const { type, value } = checkDiscountValue(input, problems, {
    typeField: 'discount_type',
    valueField: 'value',
    typeRequiredCode: 'type_required',
    valueRequiredCode: 'value_required',
  });

  // A cap only means something on a percentage: a fixed coupon already says how much it takes off.
  let maxDiscount: number | null = null;
  if (type === 'fixed' && toNumber(input.max_discount) !== null)
    problems.add('max_discount', 'max_discount_percentage_only');
  else maxDiscount = checkAmount(input, problems, 'max_discount', { minimumCode: 'max_discount_positive' });

  const usedCount = context.stored?.used_count ?? 0;
  const usageLimit = checkCount(input, problems, 'usage_limit', 'usage_limit_required');
  if (usageLimit !== null && usageLimit < usedCount)
    problems.add('usage_limit', 'usage_limit_below_used', { count: usedCount });
  const perUser = checkCount(input, problems, 'usage_limit_per_user', 'per_user_required');
  if (perUser !== null && usageLimit !== null && perUser > usageLimit)
    problems.add('usage_limit_per_user', 'per_user_above_limit');

  const dates = checkDateRange(input, problems, {
    startField: 'valid_from',
    endField: 'valid_until',
    today: context.today,
    storedStart: context.stored?.valid_from ?? null,
  });

  const forAll = toFlag(input.applies_to_all_programs, 1);
  const links = couponLinksOf(input);
  if (!forAll && links.program_ids.length + links.diet_program_ids.length === 0)
    problems.add('program_ids', 'programs_required');

  const values: CouponValues | null = problems.isEmpty
    ? {
        code,
        title_en: titleEn!,
        title_ar: titleAr!,
        discount_type: type!,
        value: value!,
        max_discount: type === 'percentage' ? maxDiscount : null,
        usage_limit: usageLimit!,
        usage_limit_per_user: perUser!,
        valid_from: dates.start!,
        valid_until: dates.end!,
        applies_to_all_programs: forAll,
        enabled: toFlag(input.enabled, 1),
      }
    : null;
  return { problems, values, links };
}
