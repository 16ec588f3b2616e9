// The pricing-plan form as one zod schema (spec 7.2 `program_prices/store`, `…/update/{id}`): the
// request body, the rules both sides run, the types and a new plan's values.
import { z } from 'zod';
import { each, flagInput, idInput, numberInput, textInput } from '../body';
import { ruleSchema, validateWith } from '../rule-schema';
import { checkProgramPrice } from './rules';

/** What the form sends (loose types: the rules word the failures). */
export const programPriceBody = z.strictObject({
  program_id: idInput,
  duration_unit: textInput(32),
  ...each(numberInput, 'duration_value', 'price', 'discounted_price'),
  enabled: flagInput,
});
export type ProgramPriceBody = z.input<typeof programPriceBody>;

/** The rules (none depends on the day or the stored plan); the output is what is stored. */
export const programPriceRules = ruleSchema(checkProgramPrice);
export type ProgramPriceValues = z.output<typeof programPriceRules>;

/** A new plan: counted in months, enabled. */
export const programPriceDefaults = {
  program_id: null,
  duration_unit: 'months',
  ...each('', 'duration_value', 'price', 'discounted_price'),
  enabled: 1,
} satisfies ProgramPriceBody;

/** The admin's check of the values it holds (the body's shape), as the server will check them. */
export const validateProgramPrice = (values: Record<string, unknown>) => validateWith(programPriceRules, values);
