// The pricing-plan form's body (spec 7.2 `program_prices/store`, `program_prices/update/{id}`).
import type { JsonSchema } from '../../http/schema';
import { flagInput, idInput, numberInput, textInput } from '../shared/body-schema';

export const programPriceProperties: Record<string, JsonSchema> = {
  program_id: idInput,
  duration_unit: textInput(32),
  duration_value: numberInput,
  price: numberInput,
  discounted_price: numberInput,
  enabled: flagInput,
};
