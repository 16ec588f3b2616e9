// Sign-up approval (server/auth/pending-accounts.ts): GET admins/pending, POST admins/approve/{id}
// `{ role_id }` and POST admins/reject/{id}. The database comes with the request, so the demo backend
// answers the same routes (fake/routes/pending.ts).
import type { FastifyInstance } from 'fastify';
import { adminData } from '../auth/admin-rules';
import { requirePermission } from '../auth/guard';
import { approveAccount, pendingAccounts, rejectAccount } from '../auth/pending-accounts';
import { idParams, type IdParams, strictObject } from '../http/schema';

const approveBody = strictObject({ role_id: { type: 'integer', minimum: 1 } }, ['role_id']);
const DECIDERS = ['edit-admins', 'manage-admins'];

export async function pendingAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admins/pending', { preHandler: requirePermission('view-Admin') }, async (request) => ({
    state: 1,
    data: await pendingAccounts(request.server.deps.db),
  }));

  app.post<{ Params: IdParams; Body: { role_id: number } }>(
    '/admins/approve/:id',
    { preHandler: requirePermission(...DECIDERS), schema: { params: idParams, body: approveBody } },
    async (request) => {
      const id = Number(request.params.id);
      await approveAccount(request, id, request.body.role_id);
      return { state: 1, message: request.t('admins.approved'), data: await adminData(request.server.deps.db, id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/admins/reject/:id',
    { preHandler: requirePermission(...DECIDERS), schema: { params: idParams } },
    async (request) => {
      await rejectAccount(request, Number(request.params.id));
      return { state: 1, message: request.t('admins.rejected'), data: { id: Number(request.params.id) } };
    },
  );
}
