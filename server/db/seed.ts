// Seeds a brand-new database: the demo roles and admins, or (without demo data) the first admin.
// Nothing here ever overwrites: every entry point checks that the tables are empty first.
import type { Kysely } from 'kysely';
import type { Config, FirstAdmin } from '../config';
import { hashPassword } from '../auth/passwords';
import { allPermissions, SUPER_ADMIN_ROLE } from '../auth/permissions';
import { DEMO_PASSWORD, insertAdmin, insertDemoAdmins, insertRole } from './demo-admins';
import { toCount } from './portable';
import type { Database } from './schema';

export { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_SUPPORT_EMAIL, SUPPORT_PERMISSIONS, SUPPORT_ROLE } from './demo-admins';

async function countRows(db: Kysely<Database>, table: 'admins' | 'roles'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  return toCount(row?.count);
}

/** New means no admin and no role has ever been stored (deleted rows count as stored). */
export async function isNewDatabase(db: Kysely<Database>): Promise<boolean> {
  return (await countRows(db, 'admins')) === 0 && (await countRows(db, 'roles')) === 0;
}

export async function hasAnyAdmin(db: Kysely<Database>): Promise<boolean> {
  return (await countRows(db, 'admins')) > 0;
}

/** 'Super Admin' (every permission, also computed at request time) and 'Support', with one admin each. */
export async function seedDemoAdmins(db: Kysely<Database>, config: Config): Promise<void> {
  const [admin, support] = await Promise.all([
    hashPassword(DEMO_PASSWORD, config.passwordHashing),
    hashPassword(DEMO_PASSWORD, config.passwordHashing),
  ]);
  await insertDemoAdmins(db, { admin, support });
}

/** The production start: a 'Super Admin' role (reused if present) and the admin from the environment. */
export async function seedFirstAdmin(db: Kysely<Database>, config: Config, firstAdmin: FirstAdmin): Promise<void> {
  const passwordHash = await hashPassword(firstAdmin.password, config.passwordHashing);
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('roles').select('id').where('name', '=', SUPER_ADMIN_ROLE).executeTakeFirst();
    const roleId = existing?.id ?? (await insertRole(trx, SUPER_ADMIN_ROLE, allPermissions()));
    await insertAdmin(trx, { ...firstAdmin, passwordHash, roleId });
  });
}
