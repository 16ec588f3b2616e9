// The discount form's fields, its request body, the free-discount switch, and its rules (the server's own,
// common/forms/discounts/rules.ts).
import { checkDiscount, FREE_DISCOUNT, GENDERS, isFreeDiscount } from '../../../common/forms/discounts/rules';
import { DISCOUNT_TYPES } from '../../../common/forms/field-rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import { formFields, kind, type ValuesOf } from '../../forms/formFields';
import type { FormItem } from '../../forms/loadItem';

/** Where the texts of the form's own rules are (the others are the shared `forms.rules.*`). */
export const DISCOUNT_RULE_TEXTS = 'discount_form.errors';

const KINDS = {
  /** Percentage / 100 / 100 opens as free (spec 4). */
  free: kind.local(false, isFreeDiscount),
  discount_type: kind.choice(DISCOUNT_TYPES),
  value: kind.number(),
  max_value: kind.number(),
  max_users: kind.number(),
  code: kind.optionalText(),
  users_ids: kind.ids('users'),
  gender: kind.choice(GENDERS),
  enabled: kind.flag(true),
  /** `YYYY-MM-DD`, '' when empty, INVALID_DATE for an impossible typed date. */
  start_date: kind.date(),
  end_date: kind.date(),
  applied_for_all_workout_programs: kind.flag(false),
  program_ids: kind.ids('programs'),
  applied_for_all_diet_programs: kind.flag(false),
  diet_program_ids: kind.ids('diet_programs'),
};
export type DiscountFormValues = ValuesOf<typeof KINDS>;
const fields = formFields(KINDS);
export const EMPTY_DISCOUNT = fields.empty;
export const discountValues = fields.fromItem;

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
  const body = fields.toPayload(values);
  return {
    ...body,
    max_value: values.discount_type === 'percentage' ? body.max_value : null,
    program_ids: values.applied_for_all_workout_programs ? [] : values.program_ids,
    diet_program_ids: values.applied_for_all_diet_programs ? [] : values.diet_program_ids,
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
