// POST search: a page of a model's list, a row or bulk action (`action`), or an export (`export_format`)
// (the answer itself is server/search/answer-search.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { sendExport, type ExportFormat } from '../export/export';
import { exportSlots } from '../export/slots';
import { answerSearch } from '../search/answer-search';
import type { ListContext } from '../search/context';

export function listContext(request: FastifyRequest, deps: AppDeps): ListContext {
  return {
    db: deps.db,
    dialect: deps.dialect,
    language: request.language,
    admin: request.admin!,
    publish: (channel, event, data) => request.server.realtime.publish(channel, event, data),
  };
}

export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const slots = exportSlots();
  app.post('/search', { preHandler: requirePermission() }, async (request, reply) => {
    const context = listContext(request, deps);
    return answerSearch(context, request.body, (query, format) =>
      sendExport(context, query, format as ExportFormat, reply, slots),
    );
  });
}
