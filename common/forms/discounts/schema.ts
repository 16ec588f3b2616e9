// The discount form as one zod schema (spec 3, 5, 7.5 `discounts/store`, `discounts/update/{id}`): the
// request body, the rules both sides run, the types and a new discount's values.
import { z } from 'zod';
import { each, flagInput, idListInput, numberInput, textInput } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkDiscount, type RuleContext } from './rules';

/** What the form sends (loose types: the rules word the failures). */
export const discountBody = z.strictObject({
  ...each(textInput(200), 'gender', 'discount_type', 'start_date', 'end_date', 'code'),
  ...each(numberInput, 'value', 'max_value', 'max_users'),
  ...each(flagInput, 'enabled', 'applied_for_all_workout_programs', 'applied_for_all_diet_programs'),
  // The user picker offers up to 1000 users.
  ...each(idListInput, 'users_ids', 'program_ids', 'diet_program_ids'),
});
export type DiscountBody = z.input<typeof discountBody>;

/** The rules, with "today" and the stored start of whoever checks; the output is what is stored. */
export const discountRules = (context: RuleContext) => ruleSchema((input) => checkDiscount(input, context));
export type DiscountValues = z.output<ReturnType<typeof discountRules>>;

/** A new discount: for everyone, no programme chosen, enabled. */
export const discountDefaults = {
  ...each('', 'gender', 'discount_type', 'value', 'max_value', 'max_users', 'start_date', 'end_date', 'code'),
  users_ids: [],
  program_ids: [],
  diet_program_ids: [],
  enabled: 1,
  applied_for_all_workout_programs: 0,
  applied_for_all_diet_programs: 0,
} satisfies DiscountBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateDiscount = (values: Record<string, unknown>, context: RuleContext) =>
  validateWith(discountRules(context), values);
