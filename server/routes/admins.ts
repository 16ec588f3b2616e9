// POST admins (create) and POST admins/{id} (update), JSON or multipart with an `image` file; both answer
// with the admin as GET admins/my-profile shows one. Rules: server/auth/admin-changes.ts. Sign-up approval:
// server/routes/pending-accounts.ts.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { adminData, findAdmin, saveAdmin, validateAdmin } from '../auth/admin-changes';
import { adminFormParts, adminBodySchema, readAdminInput } from '../auth/admin-input';
import { adminAnswerSchema } from '../auth/admin-rules';
import { requirePermission } from '../auth/guard';
import { idParams, type IdParams } from '../http/schema';
import { answerOf } from '../openapi/answers';

// JSON is checked by schema; multipart is read and checked part by part.
const body = { content: { 'application/json': { schema: adminBodySchema } } };
const documented = { multipart: adminFormParts };
const TAGS = ['Admins'];
const RULES =
  "JSON or multipart (with an `image` file). A new password or `enabled: false` ends that admin's sessions; " +
  "a new role applies from the admin's next request. Only a Super Admin changes a Super Admin or gives that " +
  'role (403); nobody changes their own role or disables themselves (422).';

const createSchema = {
  tags: TAGS,
  summary: 'Create an admin',
  description: `Names, email and password are required. ${RULES}`,
  body,
  response: answerOf(adminAnswerSchema, 201),
};

const updateSchema = {
  tags: TAGS,
  summary: 'Change an admin',
  description: `Every field optional: a field left out stays unchanged, an empty password keeps the current one. ${RULES}`,
  params: idParams,
  body,
  response: answerOf(adminAnswerSchema),
};

export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.post(
    '/admins',
    { preHandler: requirePermission('create-admins', 'manage-admins'), config: documented, schema: createSchema },
    async (request, reply) => {
      const input = await readAdminInput(request);
      const changes = await validateAdmin(request, input);
      const id = await saveAdmin(request, input, changes, config.passwordHashing);
      return reply.code(201).send({ state: 1, message: request.t('admins.created'), data: await adminData(db, id) });
    },
  );

  app.post<{ Params: IdParams }>(
    '/admins/:id',
    { preHandler: requirePermission('edit-admins', 'manage-admins'), config: documented, schema: updateSchema },
    async (request) => {
      const existing = await findAdmin(db, Number(request.params.id));
      const input = await readAdminInput(request);
      const changes = await validateAdmin(request, input, existing);
      await saveAdmin(request, input, changes, config.passwordHashing, existing);
      return { state: 1, message: request.t('admins.updated'), data: await adminData(db, existing.id) };
    },
  );
}
