// The discount form on the server: the shared rules (common/forms/discounts), then the database's part —
// the code is not used by another discount (trashed ones included: they can be restored) and every
// chosen row exists.
import { discountRules } from '../../../common/forms/discounts/schema';
import { toFlag, toIds } from '../../../common/forms/values';
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { isTaken } from '../shared/lookups';
import { applyRules } from '../shared/rules';
import { discountLinks } from './links';

export async function validateDiscount(body: FormBody, context: FormContext): Promise<Validated> {
  const { db, existing, problems } = context;
  const values = applyRules(
    discountRules({ today: context.today, storedStart: existing ? String(existing.start_date) : null }),
    body,
    problems,
  );
  if (
    values?.code &&
    (await isTaken(db, 'discounts', { code: values.code }, existing ? Number(existing.id) : undefined))
  )
    problems.add('code', 'code_taken');

  const flags = {
    enabled: toFlag(body.enabled, 1),
    applied_for_all_workout_programs: toFlag(body.applied_for_all_workout_programs, 0),
    applied_for_all_diet_programs: toFlag(body.applied_for_all_diet_programs, 0),
  };
  // Programmes chosen under an 'applied for all' switch are hidden in the form, so they are dropped.
  const links = {
    users_ids: toIds(body.users_ids),
    program_ids: flags.applied_for_all_workout_programs ? [] : toIds(body.program_ids),
    diet_program_ids: flags.applied_for_all_diet_programs ? [] : toIds(body.diet_program_ids),
  };
  await discountLinks.checkExisting(db, links, context);
  return { values: values ? { ...values, ...flags } : {}, links };
}
