// Sign-up approval (server/auth/pending-accounts.ts): GET admins/pending, POST admins/approve/{id}
// `{ role_id }` and POST admins/reject/{id}. The database comes with the request, so the demo backend
// answers the same routes (fake/routes/pending.ts).
import type { FastifyInstance } from 'fastify';
import { adminAnswerSchema, adminData } from '../auth/admin-rules';
import { requirePermission } from '../auth/guard';
import { approveAccount, pendingAccounts, rejectAccount } from '../auth/pending-accounts';
import { idParams, type IdParams, strictObject } from '../http/schema';
import { answerOf, dateText, int, listOf, shape, str } from '../openapi/answers';

const approveBody = strictObject({ role_id: { type: 'integer', minimum: 1 } }, ['role_id']);
const DECIDERS = ['edit-admins', 'manage-admins'];
const TAGS = ['Admins'];
const NOT_PENDING = 'An account that has a role already, or was removed meanwhile, is 409.';

const listSchema = {
  tags: TAGS,
  summary: 'Accounts waiting for approval',
  description: 'The accounts without a role (made by sign-up), newest first, at most 100.',
  response: answerOf(listOf(shape({ id: int, first_name: str, last_name: str, email: str, created_at: dateText }))),
};

const approveSchema = {
  tags: TAGS,
  summary: 'Give a pending account a role',
  description: `The role rules of changing an admin apply (unknown role 422, Super Admin only from a Super Admin). ${NOT_PENDING}`,
  params: idParams,
  body: approveBody,
  response: answerOf(adminAnswerSchema),
};

const rejectSchema = {
  tags: TAGS,
  summary: 'Remove a pending account',
  description: `The account, its sessions and reset links are removed; its address may sign up again. ${NOT_PENDING}`,
  params: idParams,
  response: answerOf(shape({ id: int })),
};

export async function pendingAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admins/pending', { preHandler: requirePermission('view-Admin'), schema: listSchema }, async (request) => ({
    state: 1,
    data: await pendingAccounts(request.server.deps.db),
  }));

  app.post<{ Params: IdParams; Body: { role_id: number } }>(
    '/admins/approve/:id',
    { preHandler: requirePermission(...DECIDERS), schema: approveSchema },
    async (request) => {
      const id = Number(request.params.id);
      await approveAccount(request, id, request.body.role_id);
      return { state: 1, message: request.t('admins.approved'), data: await adminData(request.server.deps.db, id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/admins/reject/:id',
    { preHandler: requirePermission(...DECIDERS), schema: rejectSchema },
    async (request) => {
      await rejectAccount(request, Number(request.params.id));
      return { state: 1, message: request.t('admins.rejected'), data: { id: Number(request.params.id) } };
    },
  );
}
