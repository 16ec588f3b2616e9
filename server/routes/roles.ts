// GET role/permissions, POST role/create, POST role/update/{id} (checks and writes: server/auth/role-changes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { allPermissions, permissionGroups } from '../auth/permissions';
import {
  createRole,
  createSchema,
  type RoleBody,
  type RoleRequest,
  updateRole,
  updateSchema,
} from '../auth/role-changes';
import type { IdParams } from '../http/schema';

function roleRequest(request: FastifyRequest, deps: AppDeps): RoleRequest {
  return { db: deps.db, admin: request.admin!, t: request.t.bind(request) };
}

export async function roleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/role/permissions',
    { preHandler: requirePermission('view-Role', 'create-roles', 'edit-roles', 'manage-roles') },
    async () => ({ state: 1, data: { permissions: allPermissions(), groups: permissionGroups() } }),
  );

  app.post<{ Body: Required<RoleBody> }>(
    '/role/create',
    { preHandler: requirePermission('create-roles', 'manage-roles'), schema: createSchema },
    async (request, reply) =>
      reply.code(201).send({
        state: 1,
        message: request.t('roles.created'),
        data: await createRole(roleRequest(request, deps), request.body),
      }),
  );

  app.post<{ Params: IdParams; Body: RoleBody }>(
    '/role/update/:id',
    { preHandler: requirePermission('edit-roles', 'manage-roles'), schema: updateSchema },
    async (request) => ({
      state: 1,
      message: request.t('roles.updated'),
      data: await updateRole(roleRequest(request, deps), Number(request.params.id), request.body),
    }),
  );
}
