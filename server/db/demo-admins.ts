// The demo roles, admins and settings, given the password hashes: Node-free, so the in-browser demo
// backend seeds the same rows as the server (it stores its own kind of hash).
import type { Kysely } from 'kysely';
import { allPermissions, SUPER_ADMIN_ROLE } from '../auth/permissions';
import type { Database } from './schema';
import { nowIso } from './time';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_SUPPORT_EMAIL = 'support@demo.test';
export const SUPPORT_ROLE = 'Support';
export const SUPPORT_PERMISSIONS = ['view-User', 'view-Chat', 'edit-chats', 'view-Complaint'];

export async function insertRole(db: Kysely<Database>, name: string, permissions: string[]): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('roles')
    .values({ name, permissions: JSON.stringify(permissions), created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAdmin(
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
export async function insertDemoAdmins(
  db: Kysely<Database>,
  hashes: { admin: string; support: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const superAdminRoleId = await insertRole(trx, SUPER_ADMIN_ROLE, allPermissions());
    const supportRoleId = await insertRole(trx, SUPPORT_ROLE, SUPPORT_PERMISSIONS);
    await insertAdmin(trx, {
      email: DEMO_ADMIN_EMAIL,
      passwordHash: hashes.admin,
      firstName: 'Demo',
      lastName: 'Admin',
      roleId: superAdminRoleId,
    });
    await insertAdmin(trx, {
      email: DEMO_SUPPORT_EMAIL,
      passwordHash: hashes.support,
      firstName: 'Demo',
      lastName: 'Support',
      roleId: supportRoleId,
    });
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
