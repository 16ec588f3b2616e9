// POST user-update/{id}: edits a member of the fitness service (JSON or multipart with an `image` file);
// a field left out stays unchanged. Rules: server/members/member-changes.ts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { requireLiveRow } from '../db/live-rows';
import { idParams, type IdParams } from '../http/schema';
import { memberAnswerSchema, saveMember, validateMember } from '../members/member-changes';
import { memberBodySchema, memberFormParts, readMemberInput } from '../members/member-input';
import { answerOf } from '../openapi/answers';

const updateSchema = {
  tags: ['Members'],
  summary: 'Change a member',
  description:
    'JSON or multipart (with an `image` file); every field optional, a field left out stays unchanged. The ' +
    'email is unique among members; `birth_date`, `height`, `weight` and `goal` are cleared by `""` or null.',
  params: idParams,
  // JSON is checked by schema; multipart is read and checked part by part.
  body: { content: { 'application/json': { schema: memberBodySchema } } },
  response: answerOf(memberAnswerSchema),
};

export async function memberRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.db as unknown as Kysely<any>;
  app.post<{ Params: IdParams }>(
    '/user-update/:id',
    {
      preHandler: requirePermission('edit-users', 'manage-users'),
      config: { multipart: memberFormParts },
      schema: updateSchema,
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
