// The pricing-plan form's routes: `POST program_prices/store` and `POST program_prices/update/{id}` (spec 7.2).
import programPrices from '../../models/program-prices';
import type { FormDefinition } from '../shared/form-routes';
import { programPriceBody } from '../../../common/forms/program-prices/schema';
import { PROGRAM_PRICE_INDEX, PROGRAM_PRICE_KEY } from './unique';
import { validateProgramPrice } from './validate';

export const programPriceForm: FormDefinition = {
  model: programPrices,
  paths: { create: '/program_prices/store', update: '/program_prices/update/:id' },
  body: programPriceBody,
  unique: { index: PROGRAM_PRICE_INDEX, columns: PROGRAM_PRICE_KEY, field: 'duration_value', code: 'duration_taken' },
  validate: validateProgramPrice,
};
