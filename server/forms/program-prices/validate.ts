// The pricing-plan form on the server: the shared rules (common/forms/program-prices), then the
// database's part — the programme is a live one and has no other plan of this duration.
import { programPriceRules } from '../../../common/forms/program-prices/schema';
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { isTaken, missingIds } from '../shared/lookups';
import { applyRules } from '../shared/rules';

export async function validateProgramPrice(body: FormBody, context: FormContext): Promise<Validated> {
  const { db, existing, problems } = context;
  const values = applyRules(programPriceRules, body, problems);
  const programId = Number(body.program_id);
  // A plan may keep a programme deleted since; choosing one is refused.
  const keepsProgram = existing !== null && Number(existing.program_id) === programId;
  if (!problems.has('program_id') && !keepsProgram && (await missingIds(db, 'programs', [programId])).length > 0) {
    problems.add('program_id', 'program_missing');
  }
  if (values) {
    const key = {
      program_id: values.program_id,
      duration_unit: values.duration_unit,
      duration_value: values.duration_value,
    };
    if (await isTaken(db, 'program_prices', key, existing ? Number(existing.id) : undefined))
      problems.add('duration_value', 'duration_taken');
  }
  return { values: { ...values } };
}
