// Rules several forms share: required text, EGP amounts, counts, and a discount's type and value.
// Pure: the admin's forms run them as the user types, the server on every request.
import { NUMBER_LIMIT, TEXT_MAX_LENGTH } from '../constants';
import type { Problems } from './problems';
import { hasTwoDecimalsAtMost, toNumber, toText } from './values';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** One of `choices` (codes `<requiredCode>` when empty, `<invalidCode>` otherwise). */
export function checkChoice<Choice extends string>(
  input: Record<string, unknown>,
  problems: Problems,
  field: string,
  choices: readonly Choice[],
  codes: { required: string; invalid: string },
): Choice | null {
  const text = toText(input[field]);
  const choice = (choices as readonly string[]).includes(text) ? (text as Choice) : null;
  if (text === '') problems.add(field, codes.required);
  else if (!choice) problems.add(field, codes.invalid);
  return choice;
}

/** Trimmed, not empty, at most `max` characters (codes `<requiredCode>`, too_long). */
export function checkRequiredText(
  input: Record<string, unknown>,
  problems: Problems,
  field: string,
  requiredCode: string,
  max = TEXT_MAX_LENGTH,
): string | null {
  const text = toText(input[field]);
  if (text === '') problems.add(field, requiredCode);
  else if (text.length > max) problems.add(field, 'too_long', { max });
  else return text;
  return null;
}

export interface AmountRule {
  /** Code when empty; without it the amount is optional (null). */
  requiredCode?: string;
  /** Code when the amount is too small. */
  minimumCode: string;
  /** 0 allowed; otherwise the amount must be greater than 0. */
  zeroAllowed?: boolean;
}

/** An EGP amount with two decimals at most (codes not_a_number, two_decimals, number_too_large). */
export function checkAmount(
  input: Record<string, unknown>,
  problems: Problems,
  field: string,
  rule: AmountRule,
): number | null {
  const value = toNumber(input[field]);
  if (value === null) {
    if (rule.requiredCode) problems.add(field, rule.requiredCode);
    return null;
  }
  if (Number.isNaN(value)) problems.add(field, 'not_a_number');
  else if (rule.zeroAllowed ? value < 0 : value <= 0) problems.add(field, rule.minimumCode);
  else if (value >= NUMBER_LIMIT) problems.add(field, 'number_too_large');
  else if (!hasTwoDecimalsAtMost(value)) problems.add(field, 'two_decimals');
  else return value;
  return null;
}

/** A whole number of at least 1 (code whole_number_min_1). */
export function checkCount(
  input: Record<string, unknown>,
  problems: Problems,
  field: string,
  requiredCode: string,
): number | null {
  const value = toNumber(input[field]);
  if (value === null) problems.add(field, requiredCode);
  else if (!Number.isInteger(value) || value < 1) problems.add(field, 'whole_number_min_1');
  else if (value >= NUMBER_LIMIT) problems.add(field, 'number_too_large');
  else return value;
  return null;
}

export interface DiscountValueFields {
  typeField: string;
  valueField: string;
  typeRequiredCode: string;
  valueRequiredCode: string;
}

/** A type and value: percentage 1–100 or a fixed EGP amount above 0, two decimals at most. */
export function checkDiscountValue(
  input: Record<string, unknown>,
  problems: Problems,
  fields: DiscountValueFields,
): { type: DiscountType | null; value: number | null } {
  const type = checkChoice(input, problems, fields.typeField, DISCOUNT_TYPES, {
    required: fields.typeRequiredCode,
    invalid: 'type_invalid',
  });

  const value = toNumber(input[fields.valueField]);
  if (value === null) problems.add(fields.valueField, fields.valueRequiredCode);
  else if (Number.isNaN(value)) problems.add(fields.valueField, 'not_a_number');
  else if (type === 'percentage' && (value < 1 || value > 100)) problems.add(fields.valueField, 'percentage_range');
  else if (type !== 'percentage' && value <= 0) problems.add(fields.valueField, 'amount_positive');
  else if (value >= NUMBER_LIMIT) problems.add(fields.valueField, 'number_too_large');
  else if (!hasTwoDecimalsAtMost(value)) problems.add(fields.valueField, 'two_decimals');
  else return { type, value };
  return { type, value: null };
}
