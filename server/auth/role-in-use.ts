// A role that live admins still hold cannot be deleted: deleting it would silently leave them without
// permissions. The refusal names the role and how many admins hold it.
import type { Kysely } from 'kysely';
import { adminsCount as arabicAdmins } from '../../i18n/server/access.ar';
import { adminsCount as englishAdmins } from '../../i18n/server/access.en';
import { HttpError } from '../http/errors';
import { type Language, translate } from '../http/language';
import { pluralForm } from '../search/plural';

const ADMINS: Record<Language, readonly string[]> = { en: englishAdmins, ar: arabicAdmins };

export function adminsText(language: Language, count: number): string {
  return ADMINS[language][pluralForm(language, count)].replace('%{count}', String(count));
}

/** Throws 409 for the first of `roleIds` that live admins hold. */
export async function refuseRolesInUse(trx: Kysely<any>, roleIds: readonly number[], language: Language) {
  const held = await trx
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select(['roles.id', 'roles.name', (eb) => eb.fn.countAll<string | number>().as('holders')])
    .where('admins.role_id', 'in', [...roleIds])
    .where('admins.deleted_at', 'is', null)
    .groupBy(['roles.id', 'roles.name'])
    .orderBy('roles.id')
    .executeTakeFirst();
  if (!held) return;
  const admins = adminsText(language, Number(held.holders));
  throw new HttpError(409, translate(language, 'roles.in_use', { name: held.name, admins }));
}
