// GET /api/health: 200 once the database answers, 503 otherwise (outside the /api/v1/admin prefix).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      // The error envelope, plus the `status` that monitors already read.
      return reply
        .code(503)
        .type('application/json; charset=utf-8')
        .send({ state: 0, message: request.t('health.unavailable'), status: 'unavailable' });
    }
  });
}
