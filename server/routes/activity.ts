// GET activity/{model}/{id}: one record's history from the activity log (view-ActivityLog).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { recordHistory } from '../activity/history';
import { requirePermission } from '../auth/guard';
import { strictObject, text } from '../http/schema';
import { answerOf, anyValue, dateText, int, listOf, mapOf, nullable, shape, str } from '../openapi/answers';

const paramsSchema = strictObject(
  {
    model: text({ min: 1, max: 100, pattern: '^[a-z][a-z0-9_-]*$' }),
    id: text({ min: 1, max: 100, pattern: '^[A-Za-z0-9_.-]+$' }),
  },
  ['model', 'id'],
);

/** One entry of `recordHistory()` (common/activity/history.ts). */
const historyEntry = shape({
  id: int,
  action: str,
  admin: nullable(shape({ id: int, label: str })),
  created_at: dateText,
  changes: nullable({
    ...mapOf(shape({ before: anyValue, after: anyValue })),
    description: 'Changed field → its value before and after (secret fields `[hidden]`)',
  }),
  labels: { ...mapOf(str), description: "The changed fields' titles in the request language, where known" },
});

const historySchema = {
  tags: ['Activity log'],
  summary: "One record's history",
  description:
    'The activity-log entries of that model naming that row id (a settings key for `activity/settings/{key}`), ' +
    'newest first, at most 50.',
  params: paramsSchema,
  response: answerOf(listOf(historyEntry)),
};

export async function activityRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { model: string; id: string } }>(
    '/activity/:model/:id',
    { preHandler: requirePermission('view-ActivityLog'), schema: historySchema },
    async (request) => ({
      state: 1,
      data: await recordHistory(deps.db, request.params.model, request.params.id, request.language),
    }),
  );
}
