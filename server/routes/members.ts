// POST user-update/{id}: edits a member of the fitness service (JSON or multipart with an `image` file);
// a field left out stays unchanged. Rules: server/members/member-changes.ts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { requireLiveRow } from '../db/live-rows';
import { idParams, type IdParams } from '../http/schema';
import { saveMember, validateMember } from '../members/member-changes';
import { memberBodySchema, readMemberInput } from '../members/member-input';

export async function memberRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.db as unknown as Kysely<any>;
  app.post<{ Params: IdParams }>(
    '/user-update/:id',
    {
      preHandler: requirePermission('edit-users', 'manage-users'),
      schema: { params: idParams, body: { content: { 'application/json': { schema: memberBodySchema } } } },
    },
    async (request) => {
      const id = Number(request.params.id);
      await requireLiveRow(db, 'users', id, 'users.not_found');
      const input = await readMemberInput(request);
      const changes = await validateMember(request, id, input);
      return { state: 1, message: request.t('users.updated'), data: await saveMember(request, id, input, changes) };
    },
  );
}
