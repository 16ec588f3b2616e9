// The discount form's values as its inputs hold them (text, switches, id lists), the conversions to and
// from the API, the free-discount switch, and its rules (the server's own, common/forms/discounts/rules.ts).
import { checkDiscount, FREE_DISCOUNT, isFreeDiscount, type Gender } from '../../../common/forms/discounts/rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import type { DiscountTypeValue } from '../../forms/DiscountValueInputs';
import { asDate, asFlag, asIds, asText, numberOrText, textOrNull } from '../../forms/formValues';
import type { FormItem } from '../../forms/loadItem';

/** Where the texts of the form's own rules are (the others are the shared `forms.rules.*`). */
export const DISCOUNT_RULE_TEXTS = 'discount_form.errors';

export interface DiscountFormValues {
  free: boolean;
  discount_type: DiscountTypeValue;
  value: string;
  max_value: string;
  max_users: string;
  code: string;
  users_ids: number[];
  gender: '' | Gender;
  enabled: boolean;
  /** `YYYY-MM-DD`, '' when empty, INVALID_DATE for an impossible typed date. */
  start_date: string;
  end_date: string;
  applied_for_all_workout_programs: boolean;
  program_ids: number[];
  applied_for_all_diet_programs: boolean;
  diet_program_ids: number[];
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  free: false,
  discount_type: '',
  value: '',
  max_value: '',
  max_users: '',
  code: '',
  users_ids: [],
  gender: '',
  enabled: true,
  start_date: '',
  end_date: '',
  applied_for_all_workout_programs: false,
  program_ids: [],
  applied_for_all_diet_programs: false,
  diet_program_ids: [],
};

/** A loaded discount as form values; percentage / 100 / 100 opens as free (spec 4). */
export function discountValues(item: FormItem): DiscountFormValues {
  const type = asText(item.discount_type);
  const gender = asText(item.gender);
  return {
    free: isFreeDiscount(item),
    discount_type: type === 'percentage' || type === 'fixed' ? type : '',
    value: asText(item.value),
    max_value: asText(item.max_value),
    max_users: asText(item.max_users),
    code: asText(item.code),
    users_ids: asIds(item.users_ids, item.users),
    gender: gender === 'male' || gender === 'female' ? gender : '',
    enabled: asFlag(item.enabled, true),
    start_date: asDate(item.start_date),
    end_date: asDate(item.end_date),
    applied_for_all_workout_programs: asFlag(item.applied_for_all_workout_programs),
    program_ids: asIds(item.program_ids, item.programs),
    applied_for_all_diet_programs: asFlag(item.applied_for_all_diet_programs),
    diet_program_ids: asIds(item.diet_program_ids, item.diet_programs),
  };
}

/** The free switch: on sets percentage / 100 / 100, off clears type, value and max value (spec 4). */
export function withFree(values: DiscountFormValues, free: boolean): DiscountFormValues {
  return free
    ? {
        ...values,
        free,
        discount_type: FREE_DISCOUNT.discount_type,
        value: String(FREE_DISCOUNT.value),
        max_value: String(FREE_DISCOUNT.max_value),
      }
    : { ...values, free, discount_type: '', value: '', max_value: '' };
}

/** The stored start date of a loaded discount: keeping it is allowed once it has passed. */
export function storedStartOf(item: FormItem | null): string | null {
  return typeof item?.start_date === 'string' ? item.start_date.slice(0, 10) : null;
}

/**
 * The request body (spec 3 fields); programme ids are dropped under their 'applied for all' switch. A
 * free discount is percentage / 100 / 100 whatever its (disabled) inputs hold.
 */
export function discountPayload(form: DiscountFormValues): Record<string, unknown> {
  const values = form.free ? withFree(form, true) : form;
  return {
    users_ids: values.users_ids,
    gender: textOrNull(values.gender),
    discount_type: textOrNull(values.discount_type),
    value: numberOrText(values.value),
    max_value: values.discount_type === 'percentage' ? numberOrText(values.max_value) : null,
    max_users: numberOrText(values.max_users),
    enabled: values.enabled ? 1 : 0,
    start_date: textOrNull(values.start_date),
    end_date: textOrNull(values.end_date),
    applied_for_all_workout_programs: values.applied_for_all_workout_programs ? 1 : 0,
    program_ids: values.applied_for_all_workout_programs ? [] : values.program_ids,
    applied_for_all_diet_programs: values.applied_for_all_diet_programs ? 1 : 0,
    diet_program_ids: values.applied_for_all_diet_programs ? [] : values.diet_program_ids,
    code: textOrNull(values.code),
  };
}

/** The rules (the server's own) on the form's values; a stored start that has passed may stay. */
export function checkDiscountValues(values: DiscountFormValues, context: { today: string; item: FormItem | null }) {
  return checkDiscount(values, { today: context.today, storedStart: storedStartOf(context.item) }).problems.byField;
}

export const discountForm: Omit<ModelFormDefinition<DiscountFormValues>, 'Fields'> = {
  resource: 'discounts',
  subject: 'Discount',
  texts: 'discount_form',
  itemName: 'discount',
  ruleTexts: DISCOUNT_RULE_TEXTS,
  empty: EMPTY_DISCOUNT,
  fromItem: discountValues,
  toPayload: discountPayload,
  check: checkDiscountValues,
};
