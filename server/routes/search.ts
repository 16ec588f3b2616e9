// POST search: a page of a model's list, a row or bulk action (`action`), or an export (`export_format`;
// a job with `job: true` or over the threshold)
// (the answer itself is server/search/answer-search.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { sendExport, type ExportFormat } from '../export/export';
import { exportSlots } from '../export/slots';
import { createExportJob, matchesMoreThan } from '../jobs/export-jobs';
import { answerSearch } from '../search/answer-search';
import type { ListContext } from '../search/context';

export function listContext(request: FastifyRequest, deps: AppDeps): ListContext {
  return {
    db: deps.db,
    dialect: deps.dialect,
    language: request.language,
    admin: request.admin!,
    estimateAbove: deps.config.searchEstimateAbove,
    textIndexes: deps.textIndexes,
    publish: (channel, event, data) => request.server.realtime.publish(channel, event, data),
  };
}

export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const slots = exportSlots();
  app.post('/search', { preHandler: requirePermission() }, async (request, reply) => {
    const context = listContext(request, deps);
    return answerSearch(context, request.body, async (query, format, asJob) => {
      // Asked for, or too large to hold a request for: the export runs as a job on any node.
      if (
        asJob === true ||
        (asJob === undefined && (await matchesMoreThan(context, query, deps.config.exportJobThreshold)))
      ) {
        const jobId = await createExportJob(deps.db, app.exportJobs, {
          admin: context.admin,
          language: context.language,
          body: request.body as Record<string, unknown>,
          format,
        });
        return reply.code(202).send({ state: 1, message: request.t('jobs.export_started'), data: { job_id: jobId } });
      }
      return sendExport(context, query, format as ExportFormat, reply, slots);
    });
  });
}
