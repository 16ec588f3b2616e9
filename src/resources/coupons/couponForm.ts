// The coupon form's values as its inputs hold them, the conversions to and from the API, and its rules
// (the server's own, common/forms/coupons/rules.ts).
import { checkCoupon } from '../../../common/forms/coupons/rules';
import type { DiscountTypeValue } from '../../forms/DiscountValueInputs';
import { asDate, asFlag, asIds, asText, numberOrText, textOrNull } from '../../forms/formValues';
import type { FormItem } from '../../forms/loadItem';
import type { ModelFormDefinition } from '../../forms/defineModelForm';

export interface CouponFormValues {
  code: string;
  title_en: string;
  title_ar: string;
  discount_type: DiscountTypeValue;
  value: string;
  max_discount: string;
  usage_limit: string;
  usage_limit_per_user: string;
  /** `YYYY-MM-DD`, '' when empty, INVALID_DATE for an impossible typed date. */
  valid_from: string;
  valid_until: string;
  applies_to_all_programs: boolean;
  program_ids: number[];
  diet_program_ids: number[];
  enabled: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  title_en: '',
  title_ar: '',
  discount_type: '',
  value: '',
  max_discount: '',
  usage_limit: '',
  usage_limit_per_user: '1',
  valid_from: '',
  valid_until: '',
  applies_to_all_programs: true,
  program_ids: [],
  diet_program_ids: [],
  enabled: true,
};

export function couponValues(item: FormItem): CouponFormValues {
  const type = asText(item.discount_type);
  return {
    code: asText(item.code),
    title_en: asText(item.title_en),
    title_ar: asText(item.title_ar),
    discount_type: type === 'percentage' || type === 'fixed' ? type : '',
    value: asText(item.value),
    max_discount: asText(item.max_discount),
    usage_limit: asText(item.usage_limit),
    usage_limit_per_user: asText(item.usage_limit_per_user),
    valid_from: asDate(item.valid_from),
    valid_until: asDate(item.valid_until),
    applies_to_all_programs: asFlag(item.applies_to_all_programs, true),
    program_ids: asIds(item.program_ids, item.programs),
    diet_program_ids: asIds(item.diet_program_ids, item.diet_programs),
    enabled: asFlag(item.enabled, true),
  };
}

/** The request body; the cap only for percentage coupons, chosen programmes only when not for all. */
export function couponPayload(values: CouponFormValues): Record<string, unknown> {
  const forAll = values.applies_to_all_programs;
  return {
    code: values.code.trim(),
    title_en: values.title_en,
    title_ar: values.title_ar,
    discount_type: textOrNull(values.discount_type),
    value: numberOrText(values.value),
    max_discount: values.discount_type === 'percentage' ? numberOrText(values.max_discount) : null,
    usage_limit: numberOrText(values.usage_limit),
    usage_limit_per_user: numberOrText(values.usage_limit_per_user),
    valid_from: textOrNull(values.valid_from),
    valid_until: textOrNull(values.valid_until),
    applies_to_all_programs: forAll ? 1 : 0,
    program_ids: forAll ? [] : values.program_ids,
    diet_program_ids: forAll ? [] : values.diet_program_ids,
    enabled: values.enabled ? 1 : 0,
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
