// POST {path} `{ <field>: id, category_id: id }`: pastes a copy of a library row at the end of a category
// (pasteIntoCategory, in one transaction) and answers 201 with the copy as its screen reads it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { strictObject, type JsonSchema } from '../http/schema';
import { answerOf } from '../openapi/answers';
import { allowed } from './tree-kinds';
import { type Paste, pasteIntoCategory } from './tree-store';

const ID: JsonSchema = { type: 'integer', minimum: 1 };

export interface PasteRoute extends Omit<Paste, 'id' | 'categoryId' | 'entry'> {
  path: string;
  /** The permission subject whose creators may paste. */
  subject: string;
  /** The model the activity log names. */
  model: string;
  /** The copy as the answer carries it. */
  present: (trx: Kysely<any>, copyId: number) => Promise<unknown>;
  /** The document's tag, summary and schema of the copy `present` gives. */
  tag: string;
  summary: string;
  answer: JsonSchema;
}

export function registerPasteRoute(app: FastifyInstance, route: PasteRoute): void {
  const { path, subject, model, present, tag, summary, answer, ...paste } = route;
  app.post<{ Body: Record<string, number> }>(
    path,
    {
      schema: {
        tags: [tag],
        summary,
        description: 'The copy is placed last in the category. A missing original or category: 422 on its field.',
        body: strictObject({ [paste.field]: ID, category_id: ID }, [paste.field, 'category_id']),
        response: answerOf(answer, 201),
      },
      preHandler: requirePermission(...allowed('create', subject)),
      config: { actionLimit: 'paste' },
    },
    async (request, reply) => {
      const { [paste.field]: id, category_id: categoryId } = request.body;
      const entry = { adminId: actorOf(request), action: 'paste', model } as const;
      const copy = await (request.server.deps.db as Kysely<any>).transaction().execute(async (trx) => {
        const copyId = await pasteIntoCategory(trx, { ...paste, id, categoryId, entry });
        return present(trx, copyId);
      });
      return reply.code(201).send({ state: 1, message: request.t('library.pasted'), data: copy });
    },
  );
}
