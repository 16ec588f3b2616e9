// GET role/permissions, POST role/create, POST role/update/{id} (checks and writes: server/auth/role-changes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { allPermissions, permissionGroups } from '../auth/permissions';
import {
  createRole,
  createSchema,
  type RoleBody,
  roleAnswerSchema,
  type RoleRequest,
  updateRole,
  updateSchema,
} from '../auth/role-changes';
import type { IdParams } from '../http/schema';
import { answerOf, listOf, shape, str } from '../openapi/answers';

const TAGS = ['Roles'];
const RULES =
  'Duplicated permissions are dropped; an unknown permission, or (for an admin who is not Super Admin) one the ' +
  'admin does not hold, is 422. Names are unique, compared case-insensitively; `Super Admin` is always taken.';

const permissionsSchema = {
  tags: TAGS,
  summary: 'Every permission that exists',
  description:
    'All of them, and grouped by permission subject (`view-{Model}`, `create-`/`edit-`/`delete-`/`manage-{models}`).',
  response: answerOf(
    shape({
      permissions: listOf(str),
      groups: listOf(shape({ subject: str, permissions: listOf(str) })),
    }),
  ),
};

const createRouteSchema = {
  ...createSchema,
  tags: TAGS,
  summary: 'Create a role',
  description: RULES,
  response: answerOf(roleAnswerSchema, 201),
};

const updateRouteSchema = {
  ...updateSchema,
  tags: TAGS,
  summary: 'Change a role',
  description:
    `A field left out stays unchanged. ${RULES} The Super Admin role cannot be renamed or lose permissions, ` +
    'and only a Super Admin changes it; nobody removes their own ability to manage roles.',
  response: answerOf(roleAnswerSchema),
};

function roleRequest(request: FastifyRequest, deps: AppDeps): RoleRequest {
  return { db: deps.db, admin: request.admin!, t: request.t.bind(request) };
}

export async function roleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/role/permissions',
    {
      preHandler: requirePermission('view-Role', 'create-roles', 'edit-roles', 'manage-roles'),
      schema: permissionsSchema,
    },
    async () => ({ state: 1, data: { permissions: allPermissions(), groups: permissionGroups() } }),
  );

  app.post<{ Body: Required<RoleBody> }>(
    '/role/create',
    { preHandler: requirePermission('create-roles', 'manage-roles'), schema: createRouteSchema },
    async (request, reply) =>
      reply.code(201).send({
        state: 1,
        message: request.t('roles.created'),
        data: await createRole(roleRequest(request, deps), request.body),
      }),
  );

  app.post<{ Params: IdParams; Body: RoleBody }>(
    '/role/update/:id',
    { preHandler: requirePermission('edit-roles', 'manage-roles'), schema: updateRouteSchema },
    async (request) => ({
      state: 1,
      message: request.t('roles.updated'),
      data: await updateRole(roleRequest(request, deps), Number(request.params.id), request.body),
    }),
  );
}
