// The signed-in admin as the API shows it (login `user`, profile `data`).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JsonSchema } from '../http/schema';
import { id, listOf, nullable, shape, str } from '../openapi/answers';
import { rolePermissions } from './permissions';
import { twoFactorMissing, withoutGuarded } from './two-factor-rule';

export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image: string | null;
  /** The role's name, or null when the admin has none. */
  role: string | null;
}

export interface AdminView {
  user: AdminUser;
  permissions: string[];
  /** The settings require two-factor for some of the admin's permissions, left out until it is on. */
  twoFactorRequired: boolean;
}

/** The columns of `AdminUser`, for the answer schemas that build on it. */
export const adminUserProperties: Record<keyof AdminUser, JsonSchema> = {
  id,
  first_name: str,
  last_name: str,
  email: str,
  image: nullable({ type: 'string', description: 'An `/uploads/<name>` path' }),
  role: nullable({ type: 'string', description: "The role's name" }),
};
export const adminUserSchema = shape(adminUserProperties);
/** Sorted, each once; a Super Admin holds every permission that exists. */
export const permissionsSchema: JsonSchema = listOf(str);
/** The login and unlock answers' `data`, without the token. */
export const adminViewProperties = { user: adminUserSchema, permissions: permissionsSchema };
/** GET admins/my-profile: the user's columns with their permissions beside them. */
export const adminProfileSchema = shape({ ...adminUserProperties, permissions: permissionsSchema });

export async function loadAdminView(db: Kysely<Database>, adminId: number): Promise<AdminView | null> {
  const row = await db
    .selectFrom('admins')
    .leftJoin('roles', (join) => join.onRef('roles.id', '=', 'admins.role_id').on('roles.deleted_at', 'is', null))
    .select([
      'admins.id',
      'admins.first_name',
      'admins.last_name',
      'admins.email',
      'admins.image',
      'roles.name as role_name',
      'roles.permissions as role_permissions',
    ])
    .where('admins.id', '=', adminId)
    .executeTakeFirst();
  if (!row) return null;
  const role = row.role_name !== null ? { name: row.role_name, permissions: row.role_permissions ?? '[]' } : null;
  const held = [...new Set(rolePermissions(role))];
  const missing = await twoFactorMissing(db, adminId, held);
  return {
    user: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      image: row.image,
      role: row.role_name,
    },
    permissions: (missing ? withoutGuarded(held) : held).sort(),
    twoFactorRequired: missing,
  };
}
