// POST add-note/{model}/{id}: a note on a row (the answer is server/search/add-note.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { answerAddNote } from '../search/add-note';
import { listContext } from './search';

export async function noteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: { model: string; id: string } }>(
    '/add-note/:model/:id',
    { preHandler: requirePermission() },
    async (request) => answerAddNote(listContext(request, deps), request.params.model, request.params.id, request.body),
  );
}
