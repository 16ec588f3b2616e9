// The pricing-plan form's field rules, pure and shared by the admin's form and the server (which also
// checks the programme exists and the programme + duration is not taken).
import { checkAmount, checkChoice } from '../field-rules';
import { Problems } from '../problems';
import { toFlag, toNumber } from '../values';

export const DURATION_UNITS = ['months', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const MONTH_DURATIONS: readonly number[] = [1, 3, 6, 12];
export const MAX_DAYS = 365;

interface ProgramPriceValues {
  program_id: number;
  duration_unit: DurationUnit;
  duration_value: number;
  price: number;
  discounted_price: number | null;
  enabled: 0 | 1;
}

function checkDuration(
  input: Record<string, unknown>,
  problems: Problems,
): { unit: DurationUnit | null; value: number | null } {
  const unit = checkChoice(input, problems, 'duration_unit', DURATION_UNITS, {
    required: 'unit_required',
    invalid: 'unit_invalid',
  });

  const value = toNumber(input.duration_value);
  if (value === null) problems.add('duration_value', 'duration_required');
  else if (unit === 'months' && !MONTH_DURATIONS.includes(value)) problems.add('duration_value', 'months_invalid');
  else if (unit !== 'months' && (!Number.isInteger(value) || value < 1 || value > MAX_DAYS))
    problems.add('duration_value', 'days_invalid');
  else return { unit, value };
  return { unit, value: null };
}

export function checkProgramPrice(input: Record<string, unknown>) {
  const problems = new Problems();
  const programId = toNumber(input.program_id);
  if (programId === null) problems.add('program_id', 'program_required');
  else if (!Number.isSafeInteger(programId) || programId < 1) problems.add('program_id', 'program_missing');

  const duration = checkDuration(input, problems);
  const price = checkAmount(input, problems, 'price', {
    requiredCode: 'price_required',
    minimumCode: 'price_positive',
  });
  const discounted = checkAmount(input, problems, 'discounted_price', { minimumCode: 'discounted_positive' });
  if (discounted !== null && price !== null && discounted >= price)
    problems.add('discounted_price', 'discounted_not_lower');

  const values: ProgramPriceValues | null = problems.isEmpty
    ? {
        program_id: programId!,
        duration_unit: duration.unit!,
        duration_value: duration.value!,
        price: price!,
        discounted_price: discounted,
        enabled: toFlag(input.enabled, 1),
      }
    : null;
  return { problems, values };
}
