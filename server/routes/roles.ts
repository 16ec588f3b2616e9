// GET role/permissions, POST role/create, POST role/update/{id}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { allPermissions, permissionGroups, rolePermissions, SUPER_ADMIN_ROLE } from '../auth/permissions';
import type { Database, RolesTable } from '../db/schema';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { idParams, strictObject, text, type IdParams } from '../http/schema';

interface RoleBody {
  name?: string;
  permissions?: string[];
}

const roleProperties = {
  name: text({ max: 100 }),
  permissions: { type: 'array', maxItems: 5000, items: text({ max: 100 }) },
};
const createSchema = { body: strictObject(roleProperties, ['name', 'permissions']) };
const updateSchema = { params: idParams, body: strictObject(roleProperties) };

function roleData(row: Pick<RolesTable, 'name' | 'permissions' | 'created_at' | 'updated_at'> & { id: number }) {
  return { id: row.id, name: row.name, permissions: rolePermissions(row), created_at: row.created_at, updated_at: row.updated_at };
}

async function nameTaken(db: Kysely<Database>, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('roles').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Checks name and permissions; returns the cleaned values or throws 422 with every failing field. */
async function validateRole(
  request: FastifyRequest,
  body: RoleBody,
  existing?: { id: number; name: string },
): Promise<{ name?: string; permissions?: string[] }> {
  const { db } = request.server.deps;
  const admin = request.admin!;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
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

  if (Object.keys(errors).length > 0) throw new HttpError(422, 'errors.validation', errors);
  return result;
}

export async function roleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/role/permissions',
    { preHandler: requirePermission('view-Role', 'create-roles', 'edit-roles', 'manage-roles') },
    async () => ({ state: 1, data: { permissions: allPermissions(), groups: permissionGroups() } }),
  );

  app.post<{ Body: Required<RoleBody> }>(
    '/role/create',
    { preHandler: requirePermission('create-roles', 'manage-roles'), schema: createSchema },
    async (request, reply) => {
      const { name, permissions } = (await validateRole(request, request.body)) as Required<RoleBody>;
      const now = nowIso();
      const row = await db
        .insertInto('roles')
        .values({ name, permissions: JSON.stringify(permissions), created_at: now, updated_at: now, deleted_at: null })
        .returning(['id', 'name', 'permissions', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ state: 1, message: request.t('roles.created'), data: roleData(row) });
    },
  );

  app.post<{ Params: IdParams; Body: RoleBody }>(
    '/role/update/:id',
    { preHandler: requirePermission('edit-roles', 'manage-roles'), schema: updateSchema },
    async (request) => {
      const id = Number(request.params.id);
      const existing = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!existing) throw new HttpError(404, 'roles.not_found');
      const changes = await validateRole(request, request.body, existing);
      const row = await db
        .updateTable('roles')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.permissions !== undefined ? { permissions: JSON.stringify(changes.permissions) } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returning(['id', 'name', 'permissions', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      return { state: 1, message: request.t('roles.updated'), data: roleData(row) };
    },
  );
}
