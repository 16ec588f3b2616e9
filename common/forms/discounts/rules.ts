// The discount form's field rules (spec 5), pure and shared: the admin's form shows them as the user
// types and the server applies them again to every request. Failures are rule codes; the form's own
// texts are `discounts.<code>` (server) and `discount_form.errors.<code>` (admin), the rest the shared `forms.*`.
import { DISCOUNT_CODE_MAX_LENGTH, NUMBER_LIMIT } from '../../constants';
import { checkDateRange } from '../dates';
import { checkChoice, DISCOUNT_TYPES, type DiscountType } from '../field-rules';
import { Problems } from '../problems';
import { hasTwoDecimalsAtMost, toNumber, toText } from '../values';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A free discount (spec 4, 9): percentage, value 100, max value 100. */
export const FREE_DISCOUNT = { discount_type: 'percentage' as DiscountType, value: 100, max_value: 100 };
/** The admin's code input reads it under this name. */
export const CODE_MAX_LENGTH = DISCOUNT_CODE_MAX_LENGTH;
const CODE = /^[A-Za-z0-9_-]+$/;

export type DiscountField =
  | 'discount_type'
  | 'value'
  | 'max_value'
  | 'max_users'
  | 'gender'
  | 'start_date'
  | 'end_date'
  | 'code';

/** The checked fields as a form or a request holds them: text, numbers or empty. */
export type DiscountInput = Partial<Record<DiscountField, unknown>>;

interface DiscountValues {
  discount_type: DiscountType;
  value: number;
  /** Only for percentage discounts; null otherwise. */
  max_value: number | null;
  /** null: no limit. */
  max_users: number | null;
  /** null: any gender. */
  gender: Gender | null;
  start_date: string;
  end_date: string;
  /** null: no code. */
  code: string | null;
}

export interface RuleContext {
  /** Today (`YYYY-MM-DD`) on the calendar of whoever checks. */
  today: string;
  /** The stored start date when editing: keeping it is allowed even once it has passed. */
  storedStart?: string | null;
}

/** Whether the stored discount counts as free when it is loaded (spec 4). */
export function isFreeDiscount(values: { readonly [key: string]: unknown }): boolean {
  return (
    values.discount_type === FREE_DISCOUNT.discount_type &&
    toNumber(values.value) === 100 &&
    toNumber(values.max_value) === 100
  );
}

/** Checks every field into `problems`; `values` is set only when nothing failed. */
export function checkDiscount(
  input: DiscountInput,
  context: RuleContext,
  problems = new Problems(),
): { problems: Problems; values: DiscountValues | null } {
  const type = checkChoice(input, problems, 'discount_type', DISCOUNT_TYPES, {
    required: 'type_required',
    invalid: 'type_invalid',
  });

  const value = toNumber(input.value);
  if (value === null) problems.add('value', 'value_required');
  else if (Number.isNaN(value) || value <= 0) problems.add('value', 'value_positive');
  else if (type === 'percentage' && value > 100) problems.add('value', 'percentage_max');
  else if (value >= NUMBER_LIMIT) problems.add('value', 'number_too_large');
  else if (!hasTwoDecimalsAtMost(value)) problems.add('value', 'two_decimals');

  // The max value caps a percentage discount in EGP, so only the lower bound of its message is checked.
  const maxValue = type === 'percentage' ? toNumber(input.max_value) : null;
  if (type === 'percentage') {
    if (maxValue === null) problems.add('max_value', 'max_value_required');
    else if (Number.isNaN(maxValue) || maxValue < 0) problems.add('max_value', 'max_value_invalid');
    else if (maxValue >= NUMBER_LIMIT) problems.add('max_value', 'number_too_large');
    else if (!hasTwoDecimalsAtMost(maxValue)) problems.add('max_value', 'two_decimals');
  }

  const maxUsers = toNumber(input.max_users);
  if (maxUsers !== null && (Number.isNaN(maxUsers) || !Number.isInteger(maxUsers) || maxUsers < 0))
    problems.add('max_users', 'max_users_invalid');
  else if (maxUsers !== null && maxUsers >= NUMBER_LIMIT) problems.add('max_users', 'number_too_large');

  const genderText = toText(input.gender);
  if (genderText !== '' && !(GENDERS as readonly string[]).includes(genderText))
    problems.add('gender', 'gender_invalid');

  // The end may fall on the start's day ('must not be before start').
  const dates = checkDateRange(input, problems, {
    startField: 'start_date',
    endField: 'end_date',
    today: context.today,
    storedStart: context.storedStart,
    sameDayAllowed: true,
  });

  const code = toText(input.code);
  if (code.length > CODE_MAX_LENGTH) problems.add('code', 'code_length', { max: CODE_MAX_LENGTH });
  else if (code !== '' && !CODE.test(code)) problems.add('code', 'code_format');

  if (!problems.isEmpty) return { problems, values: null };
  return {
    problems,
    values: {
      discount_type: type!,
      value: value!,
      max_value: maxValue,
      max_users: maxUsers,
      gender: genderText === '' ? null : (genderText as Gender),
      start_date: dates.start!,
      end_date: dates.end!,
      code: code === '' ? null : code,
    },
  };
}
