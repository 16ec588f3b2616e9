// The coupon form's fields, its request body and its rules (the server's own, common/forms/coupons/rules.ts).
import { checkCoupon } from '../../../common/forms/coupons/rules';
import { DISCOUNT_TYPES } from '../../../common/forms/field-rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import { formFields, kind, type ValuesOf } from '../../forms/formFields';
import { asDate } from '../../forms/formValues';

const KINDS = {
  code: kind.text(),
  title_en: kind.text(),
  title_ar: kind.text(),
  discount_type: kind.choice(DISCOUNT_TYPES),
  value: kind.number(),
  max_discount: kind.number(),
  usage_limit: kind.number(),
  usage_limit_per_user: kind.number('1'),
  /** `YYYY-MM-DD`, '' when empty, INVALID_DATE for an impossible typed date. */
  valid_from: kind.date(),
  valid_until: kind.date(),
  applies_to_all_programs: kind.flag(true),
  program_ids: kind.ids('programs'),
  diet_program_ids: kind.ids('diet_programs'),
  enabled: kind.flag(true),
};
export type CouponFormValues = ValuesOf<typeof KINDS>;
const fields = formFields(KINDS);
export const EMPTY_COUPON = fields.empty;
export const couponValues = fields.fromItem;

/** The request body; the cap only for percentage coupons, chosen programmes only when not for all. */
export function couponPayload(values: CouponFormValues): Record<string, unknown> {
  const body = fields.toPayload(values);
  const forAll = values.applies_to_all_programs;
  return {
    ...body,
    code: values.code.trim(),
    max_discount: values.discount_type === 'percentage' ? body.max_discount : null,
    program_ids: forAll ? [] : values.program_ids,
    diet_program_ids: forAll ? [] : values.diet_program_ids,
  };
}

export const couponForm: Omit<ModelFormDefinition<CouponFormValues>, 'Fields'> = {
  resource: 'coupons',
  subject: 'Coupon',
  texts: 'forms.coupons',
  empty: EMPTY_COUPON,
  fromItem: couponValues,
  toPayload: couponPayload,
  check: (values, { today, item }) =>
    checkCoupon(couponPayload(values), {
      today,
      stored: item ? { valid_from: asDate(item.valid_from), used_count: Number(item.used_count ?? 0) } : null,
    }).problems.byField,
};
