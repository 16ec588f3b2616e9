// The discount form on the server: the shared rules (rules.ts), then the database's part — the code is
// not used by another discount (trashed ones included: they can be restored) and every chosen row exists.
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { isTaken } from '../shared/lookups';
import { toFlag, toIds } from '../shared/values';
import { discountLinks } from './links';
import { checkDiscount } from './rules';

const UNKNOWN_CODE: Record<string, string> = { users_ids: 'unknown_users', program_ids: 'unknown_programs', diet_program_ids: 'unknown_diet_programs' };

export async function validateDiscount(body: FormBody, context: FormContext): Promise<Validated> {
  const { db, existing, linked, problems } = context;
  const { values } = checkDiscount(body, { today: context.today, storedStart: existing ? String(existing.start_date) : null }, problems);
  if (values?.code && (await isTaken(db, 'discounts', { code: values.code }, existing ? Number(existing.id) : undefined))) problems.add('code', 'code_taken');

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
  for (const link of discountLinks.links) {
    const unknown = await discountLinks.unknownIds(db, link, links[link.idsKey as keyof typeof links], linked[link.idsKey] ?? []);
    if (unknown.length > 0) problems.add(link.idsKey, UNKNOWN_CODE[link.idsKey], { ids: unknown.join(', ') });
  }
  return { values: values ? { ...values, ...flags } : {}, links };
}
