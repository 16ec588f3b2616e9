// GET getSingle/{model}/{id}: one row with its notes (the answer is server/search/single.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { answerOf } from '../openapi/answers';
import { answerSingle, singleSchema } from '../search/single';
import { listContext } from './search';

export { parseItemId, requireRow } from '../search/single';

export async function singleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { model: string; id: string } }>(
    '/getSingle/:model/:id',
    {
      preHandler: requirePermission(),
      schema: {
        tags: ['Lists'],
        summary: 'One row of a model, as stored and as its list shows it, with its notes',
        description:
          "Needs view-{Model}; trashed rows are found too. `item` holds the row's stored columns (never secrets) " +
          "plus the model's extras (a discount's linked rows…); private notes only for their author and super admins.",
        response: answerOf(singleSchema),
      },
    },
    async (request) => answerSingle(listContext(request, deps), request.params.model, request.params.id),
  );
}
