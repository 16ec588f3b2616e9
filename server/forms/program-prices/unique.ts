// One plan per programme and duration: the unique index behind the form's "duration taken" rule.
import { uniqueIndex } from '../shared/lookups';

export const PROGRAM_PRICE_INDEX = 'program_prices_duration_unique';
export const PROGRAM_PRICE_KEY = ['program_id', 'duration_unit', 'duration_value'];

export const programPriceUniqueMigration = uniqueIndex('program_prices', PROGRAM_PRICE_KEY, PROGRAM_PRICE_INDEX);
