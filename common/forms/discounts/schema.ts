// The discount form as one zod schema (spec 3, 5, 7.5 `discounts/store`, `discounts/update/{id}`): the
// request body, the rules both sides run, the types and a new discount's values.
import { z } from 'zod';
import { flagInput, idListInput, numberInput, textInput, withBodyId } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkDiscount, type RuleContext } from './rules';

const text = textInput(200);

/** What the form sends (loose types: the rules word the failures). */
export const discountBody = z.strictObject({
  // The user picker offers up to 1000 users.
  users_ids: idListInput,
  gender: text,
  discount_type: text,
  value: numberInput,
  max_value: numberInput,
  max_users: numberInput,
  enabled: flagInput,
  start_date: text,
  end_date: text,
  applied_for_all_workout_programs: flagInput,
  program_ids: idListInput,
  applied_for_all_diet_programs: flagInput,
  diet_program_ids: idListInput,
  code: text,
});
export const discountUpdateBody = withBodyId(discountBody);
export type DiscountBody = z.input<typeof discountBody>;

/** The rules, with "today" and the stored start of whoever checks; the output is what is stored. */
export const discountRules = (context: RuleContext) => ruleSchema((input) => checkDiscount(input, context));
export type DiscountValues = z.output<ReturnType<typeof discountRules>>;

/** A new discount: for everyone, no programme chosen, enabled. */
export const discountDefaults = {
  users_ids: [],
  gender: '',
  discount_type: '',
  value: '',
  max_value: '',
  max_users: '',
  enabled: 1,
  start_date: '',
  end_date: '',
  applied_for_all_workout_programs: 0,
  program_ids: [],
  applied_for_all_diet_programs: 0,
  diet_program_ids: [],
  code: '',
} satisfies DiscountBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateDiscount = (values: Record<string, unknown>, context: RuleContext) => validateWith(discountRules(context), values);
