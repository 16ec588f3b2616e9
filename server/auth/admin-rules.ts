// What an admin change and a sign-up approval both read, Node-free (the demo backend approves accounts
// too): an admin as stored, the role a giver may hand out, and the admin as the API answers one.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { bool, id, nullable, shape } from '../openapi/answers';
import { adminUserProperties, loadAdminView, permissionsSchema } from './admin-view';
import { rolePermissions, SUPER_ADMIN_ROLE } from './permissions';

export interface StoredAdmin {
  id: number;
  email: string;
  role_id: number | null;
  role_name: string | null;
  /** An account made by sign-up, still waiting for its first role. */
  awaiting_role: number;
}

const NAMED_PERMISSIONS = 5;

export async function findAdmin(db: Kysely<Database>, id: number): Promise<StoredAdmin> {
  const row = await db
    .selectFrom('admins')
    .leftJoin('roles', 'roles.id', 'admins.role_id')
    .select(['admins.id', 'admins.email', 'admins.role_id', 'roles.name as role_name', 'admins.awaiting_role'])
    .where('admins.id', '=', id)
    .where('admins.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'admins.not_found');
  return row;
}

/** The role check: it exists, Super Admin only from a Super Admin, nothing above the giver. */
export async function checkRole(request: FastifyRequest, roleId: number, fail: (message: string) => void) {
  const admin = request.admin!;
  const role = await request.server.deps.db
    .selectFrom('roles')
    .select(['name', 'permissions'])
    .where('id', '=', roleId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!role) return fail(request.t('admins.role_missing'));
  if (admin.isSuperAdmin) return;
  if (role.name === SUPER_ADMIN_ROLE) throw new HttpError(403, 'admins.super_admin_only');
  const above = rolePermissions(role).filter((permission) => !admin.permissions.has(permission));
  if (above.length > 0) {
    fail(request.t('admins.role_above_you', { permissions: above.slice(0, NAMED_PERMISSIONS).join(', ') }));
  }
}

/** The admin as `GET admins/my-profile` shows one, plus what the admins form edits. */
/** `adminData`: the admin as GET admins/my-profile shows one, plus `role_id` and `enabled`. */
export const adminAnswerSchema = shape({
  ...adminUserProperties,
  permissions: permissionsSchema,
  role_id: nullable(id),
  enabled: bool,
});

export async function adminData(db: Kysely<Database>, id: number) {
  const view = await loadAdminView(db, id);
  const row = await db
    .selectFrom('admins')
    .select(['role_id', 'enabled'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...view!.user, permissions: view!.permissions, role_id: row.role_id, enabled: Number(row.enabled) === 1 };
}
