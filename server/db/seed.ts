// Seeds a brand-new database: the demo roles and admins, or (without demo data) the first admin.
// Nothing here ever overwrites: every entry point checks that the tables are empty first.
import type { Kysely } from 'kysely';
import type { Config, FirstAdmin } from '../config';
import { hashPassword } from '../auth/passwords';
import { allPermissions, SUPER_ADMIN_ROLE } from '../auth/permissions';
import { toCount } from './portable';
import type { Database } from './schema';
import { nowIso } from './time';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_SUPPORT_EMAIL = 'support@demo.test';
export const SUPPORT_ROLE = 'Support';
export const SUPPORT_PERMISSIONS = ['view-User', 'view-Chat', 'view-Complaint'];

async function countRows(db: Kysely<Database>, table: 'admins' | 'roles'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst();
  return toCount(row?.count);
}

/** New means no admin and no role has ever been stored (deleted rows count as stored). */
export async function isNewDatabase(db: Kysely<Database>): Promise<boolean> {
  return (await countRows(db, 'admins')) === 0 && (await countRows(db, 'roles')) === 0;
}

export async function hasAnyAdmin(db: Kysely<Database>): Promise<boolean> {
  return (await countRows(db, 'admins')) > 0;
}

async function insertRole(db: Kysely<Database>, name: string, permissions: string[]): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('roles')
    .values({ name, permissions: JSON.stringify(permissions), created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertAdmin(
  db: Kysely<Database>,
  admin: { email: string; passwordHash: string; firstName: string; lastName: string; roleId: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('admins')
    .values({
      first_name: admin.firstName,
      last_name: admin.lastName,
      email: admin.email.toLowerCase(),
      password_hash: admin.passwordHash,
      image: null,
      role_id: admin.roleId,
      enabled: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
}

/** 'Super Admin' (every permission, also computed at request time) and 'Support', with one admin each. */
export async function seedDemoAdmins(db: Kysely<Database>, config: Config): Promise<void> {
  const [adminHash, supportHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD, config.passwordHashing),
    hashPassword(DEMO_PASSWORD, config.passwordHashing),
  ]);
  await db.transaction().execute(async (trx) => {
    const superAdminRoleId = await insertRole(trx, SUPER_ADMIN_ROLE, allPermissions());
    const supportRoleId = await insertRole(trx, SUPPORT_ROLE, SUPPORT_PERMISSIONS);
    await insertAdmin(trx, { email: DEMO_ADMIN_EMAIL, passwordHash: adminHash, firstName: 'Demo', lastName: 'Admin', roleId: superAdminRoleId });
    await insertAdmin(trx, { email: DEMO_SUPPORT_EMAIL, passwordHash: supportHash, firstName: 'Demo', lastName: 'Support', roleId: supportRoleId });
    const now = nowIso();
    await trx
      .insertInto('settings')
      .values([
        { key: 'app_name', value: JSON.stringify('Fitness Admin'), updated_at: now },
        { key: 'currency', value: JSON.stringify('EGP'), updated_at: now },
        { key: 'support_email', value: JSON.stringify('support@demo.test'), updated_at: now },
      ])
      .execute();
  });
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
