// POST add-note/{model}/{id}: a note on a row (the answer is server/search/add-note.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import type { JsonSchema } from '../http/schema';
import { envelope } from '../openapi/answers';
import { answerAddNote } from '../search/add-note';
import { MAX_NOTE_LENGTH, noteViewSchema } from '../search/notes';
import { listContext } from './search';

const zeroOrOne = { enum: [0, 1, '0', '1', true, false, 'true', 'false'] };

/** The body `answerAddNote` checks itself: documented, not validated again. */
const noteBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['note'],
  properties: {
    note: { type: 'string', maxLength: MAX_NOTE_LENGTH, description: 'HTML, sanitised before it is stored.' },
    is_private: { ...zeroOrOne, description: 'Default 0.' },
    id: { type: ['integer', 'string'], description: "When sent, the address's id." },
    model: { type: 'string', description: "When sent, the address's model." },
  },
};

export async function noteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { model: string; id: string } }>(
    '/add-note/:model/:id',
    {
      preHandler: requirePermission(),
      config: { documentedBody: noteBody },
      schema: {
        tags: ['Lists'],
        summary: 'Add a note to a row',
        description: 'Needs view-{Model}; only models whose options.notable is true.',
        response: { 200: { ...envelope(noteViewSchema), required: ['state', 'message', 'data'] } },
      },
    },
    async (request) => answerAddNote(listContext(request, deps), request.params.model, request.params.id, request.body),
  );
}
