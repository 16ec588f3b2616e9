// GET activity/{model}/{id}: one record's history from the activity log (view-ActivityLog).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { recordHistory } from '../activity/history';
import { requirePermission } from '../auth/guard';
import { strictObject, text } from '../http/schema';

const paramsSchema = strictObject(
  {
    model: text({ min: 1, max: 100, pattern: '^[a-z][a-z0-9_-]*$' }),
    id: text({ min: 1, max: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
  },
  ['model', 'id'],
);

export async function activityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { model: string; id: string } }>(
    '/activity/:model/:id',
    { preHandler: requirePermission('view-ActivityLog'), schema: { params: paramsSchema } },
    async (request) => ({
      state: 1,
      data: await recordHistory(deps.db, request.params.model, request.params.id, request.language),
    }),
  );
}
