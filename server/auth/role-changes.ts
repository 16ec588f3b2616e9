// Creating and changing roles (POST role/create, role/update/{id}): the checks and the writes, given the
// database, the signed-in admin and the translator (Node-free: the in-browser demo backend runs them too).
import { sql, type Kysely } from 'kysely';
import type { Database, RolesTable } from '../db/schema';
import { changedFields } from '../activity/record';
import { recordByAdmin } from '../activity/write';
import { requireLiveRow } from '../db/live-rows';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { fieldErrors } from '../http/field-errors';
import type { MessageParams } from '../http/language';
import { idParams, strictObject, text } from '../http/schema';
import { dateText, id, listOf, shape, str } from '../openapi/answers';
import { allPermissions, rolePermissions, SUPER_ADMIN_ROLE } from './permissions';

/** The bodies' JSON schemas (Fastify checks them before the route runs). */
const roleProperties = {
  name: text({ max: 100 }),
  permissions: { type: 'array', maxItems: 5000, items: text({ max: 100 }) },
};
export const createSchema = { body: strictObject(roleProperties, ['name', 'permissions']) };
export const updateSchema = { params: idParams, body: strictObject(roleProperties) };

/** What the role checks read of a request. */
export interface RoleRequest {
  db: Kysely<Database>;
  admin: { id: number; isSuperAdmin: boolean; permissions: ReadonlySet<string> };
  t(key: string, params?: MessageParams): string;
}

export interface RoleBody {
  name?: string;
  permissions?: string[];
}

/** `roleData`: a role as role/create and role/update answer it. */
export const roleAnswerSchema = shape({
  id,
  name: str,
  permissions: listOf(str),
  created_at: dateText,
  updated_at: dateText,
});

export function roleData(row: Pick<RolesTable, 'name' | 'permissions' | 'created_at' | 'updated_at'> & { id: number }) {
  return {
    id: row.id,
    name: row.name,
    permissions: rolePermissions(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function nameTaken(db: Kysely<Database>, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('roles').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Checks name and permissions; returns the cleaned values or throws 422 with every failing field. */
async function validateRole(
  request: RoleRequest,
  body: RoleBody,
  existing?: { id: number; name: string },
): Promise<{ name?: string; permissions?: string[] }> {
  const { db, admin } = request;
  const { fail, throwIfAny } = fieldErrors();
  const isSuperAdminRole = existing?.name === SUPER_ADMIN_ROLE;
  const result: { name?: string; permissions?: string[] } = {};

  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name === '') fail('name', request.t('validation.blank', { field: request.t('fields.name') }));
    else if (isSuperAdminRole && name !== SUPER_ADMIN_ROLE) fail('name', request.t('roles.super_admin_locked'));
    else if (!isSuperAdminRole && (name === SUPER_ADMIN_ROLE || (await nameTaken(db, name, existing?.id)))) {
      // 'Super Admin' is the one name that grants everything, so no other role may take it.
      fail('name', request.t('validation.name_taken'));
    } else result.name = name;
  }

  if (body.permissions !== undefined) {
    const permissions = [...new Set(body.permissions)];
    const catalogue = new Set(allPermissions());
    for (const permission of permissions) {
      if (!catalogue.has(permission)) fail('permissions', request.t('validation.unknown_permission', { permission }));
      // Nobody hands out a permission they do not hold themselves.
      else if (!admin.isSuperAdmin && !admin.permissions.has(permission)) {
        fail('permissions', request.t('validation.permission_not_held', { permission }));
      }
    }
    if (isSuperAdminRole && catalogue.size > permissions.filter((permission) => catalogue.has(permission)).length) {
      fail('permissions', request.t('roles.super_admin_locked'));
    }
    result.permissions = permissions;
  }

  throwIfAny();
  return result;
}

const MANAGING_ROLES = ['edit-roles', 'manage-roles'];

/** An admin changing their own role keeps at least one of the role-managing permissions they hold. */
async function refuseLosingRoleManagement(request: RoleRequest, roleId: number, permissions?: string[]) {
  const { admin, db } = request;
  if (admin.isSuperAdmin || permissions === undefined) return;
  const own = await db.selectFrom('admins').select('role_id').where('id', '=', admin.id).executeTakeFirst();
  if (own?.role_id !== roleId) return;
  const held = MANAGING_ROLES.filter((permission) => admin.permissions.has(permission));
  if (held.length > 0 && !held.some((permission) => permissions.includes(permission))) {
    throw new HttpError(422, 'errors.validation', { permissions: [request.t('roles.own_manage')] });
  }
}

export async function createRole(request: RoleRequest, body: RoleBody) {
  const { db } = request;
  const { name, permissions } = (await validateRole(request, body)) as Required<RoleBody>;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('roles')
      .values({ name, permissions: JSON.stringify(permissions), created_at: now, updated_at: now, deleted_at: null })
      .returning(['id', 'name', 'permissions', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    const changes = changedFields({}, { name, permissions });
    await recordByAdmin(trx, request, { action: 'create', model: 'roles', ids: [row.id], changes });
    return roleData(row);
  });
}

/** The changed role, or 404 for a missing or deleted one. */
export async function updateRole(request: RoleRequest, id: number, body: RoleBody) {
  const { db } = request;
  const existing = await requireLiveRow<{ id: number; name: string }>(db, 'roles', id, 'roles.not_found', [
    'id',
    'name',
  ]);
  if (existing.name === SUPER_ADMIN_ROLE && !request.admin.isSuperAdmin) {
    throw new HttpError(403, request.t('admins.super_admin_only'));
  }
  const changes = await validateRole(request, body, existing);
  await refuseLosingRoleManagement(request, id, changes.permissions);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('roles')
      .select(['name', 'permissions'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const row = await trx
      .updateTable('roles')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.permissions !== undefined ? { permissions: JSON.stringify(changes.permissions) } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returning(['id', 'name', 'permissions', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    const recorded = changedFields({ name: before.name, permissions: rolePermissions(before) }, changes);
    await recordByAdmin(trx, request, { action: 'update', model: 'roles', ids: [id], changes: recorded });
    return roleData(row);
  });
}
