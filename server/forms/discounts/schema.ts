// The discount form's body (spec 3, 7.5 `discounts/store`, `discounts/update/{id}`).
import type { JsonSchema } from '../../http/schema';
import { flagInput, idListInput, numberInput, textInput } from '../shared/body-schema';

const text = textInput(200);

export const discountProperties: Record<string, JsonSchema> = {
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
};
