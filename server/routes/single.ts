// GET getSingle/{model}/{id}: one row with its notes (the answer is server/search/single.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { answerSingle } from '../search/single';
import { listContext } from './search';

export { parseItemId, requireRow } from '../search/single';

export async function singleRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { model: string; id: string } }>(
    '/getSingle/:model/:id',
    { preHandler: requirePermission() },
    async (request) => answerSingle(listContext(request, deps), request.params.model, request.params.id),
  );
}
