// POST admins (create) and POST admins/{id} (update), JSON or multipart with an `image` file; both answer
// with the admin as GET admins/my-profile shows one. Rules: server/auth/admin-changes.ts. Sign-up approval:
// server/routes/pending-accounts.ts.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { adminData, findAdmin, saveAdmin, validateAdmin } from '../auth/admin-changes';
import { adminBodySchema, readAdminInput } from '../auth/admin-input';
import { requirePermission } from '../auth/guard';
import { idParams, type IdParams } from '../http/schema';

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
