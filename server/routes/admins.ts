// POST admins (create) and POST admins/{id} (update), JSON or multipart with an `image` file; both answer
// with the admin as GET admins/my-profile shows one. Rules: server/auth/admin-changes.ts.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { adminData, findAdmin, saveAdmin, validateAdmin } from '../auth/admin-changes';
import { adminBodySchema, readAdminInput } from '../auth/admin-input';
import { requirePermission } from '../auth/guard';
import { approveAccount, pendingAccounts, rejectAccount } from '../auth/pending-accounts';
import { idParams, type IdParams, strictObject } from '../http/schema';

const approveBody = strictObject({ role_id: { type: 'integer', minimum: 1 } }, ['role_id']);

// JSON is checked by schema; multipart is read and checked part by part.
const body = { content: { 'application/json': { schema: adminBodySchema } } };

export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.post(
    '/admins',
    { preHandler: requirePermission('create-admins', 'manage-admins'), schema: { body } },
    async (request, reply) => {
      const input = await readAdminInput(request);
      const changes = await validateAdmin(request, input);
      const id = await saveAdmin(request, input, changes, config.passwordHashing);
      return reply.code(201).send({ state: 1, message: request.t('admins.created'), data: await adminData(db, id) });
    },
  );

  // Sign-up approval (server/auth/pending-accounts.ts).
  app.get('/admins/pending', { preHandler: requirePermission('view-Admin') }, async () => ({
    state: 1,
    data: await pendingAccounts(db),
  }));

  app.post<{ Params: IdParams; Body: { role_id: number } }>(
    '/admins/approve/:id',
    { preHandler: requirePermission('edit-admins', 'manage-admins'), schema: { params: idParams, body: approveBody } },
    async (request) => {
      await approveAccount(request, Number(request.params.id), request.body.role_id);
      return { state: 1, message: request.t('admins.approved'), data: await adminData(db, Number(request.params.id)) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/admins/reject/:id',
    { preHandler: requirePermission('edit-admins', 'manage-admins'), schema: { params: idParams } },
    async (request) => {
      await rejectAccount(request, Number(request.params.id));
      return { state: 1, message: request.t('admins.rejected'), data: { id: Number(request.params.id) } };
    },
  );

  app.post<{ Params: IdParams }>(
    '/admins/:id',
    { preHandler: requirePermission('edit-admins', 'manage-admins'), schema: { params: idParams, body } },
    async (request) => {
      const existing = await findAdmin(db, Number(request.params.id));
      const input = await readAdminInput(request);
      const changes = await validateAdmin(request, input, existing);
      await saveAdmin(request, input, changes, config.passwordHashing, existing);
      return { state: 1, message: request.t('admins.updated'), data: await adminData(db, existing.id) };
    },
  );
}
