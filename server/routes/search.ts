// POST search: a page of a model's list, a row or bulk action (`action`), or an export (`export_format`;
// a job with `job: true` or over the threshold)
// (the answer itself is server/search/answer-search.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { sendExport, type ExportFormat } from '../export/export';
import { PDF_TYPE } from '../export/pdf';
import { XLSX_TYPE } from '../export/xlsx';
import type { JsonSchema } from '../http/schema';
import { envelope, int, shape, str } from '../openapi/answers';
import { exportSlots } from '../export/slots';
import { createExportJob, matchesMoreThan } from '../jobs/export-jobs';
import { answerSearch } from '../search/answer-search';
import type { ListContext } from '../search/context';
import { searchPageSchema } from '../search/search';

const wholeNumber: JsonSchema = { type: ['integer', 'string'] };
const idOrIds: JsonSchema = { anyOf: [wholeNumber, { type: 'array', items: wholeNumber }] };

/** The body `answerSearch` checks itself (server/search/request.ts): documented, not validated again. */
const searchBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['model'],
  properties: {
    model: { ...str, description: 'The model name (GET models), e.g. `users`.' },
    itemsPerPage: { ...wholeNumber, description: '30 (default), 60, 90, 100, 150 or 1000.' },
    page: { ...wholeNumber, description: 'From 1.' },
    filters: {
      type: 'object',
      description: 'Filter name → value: fields[].name, `<range>_from` / `<range>_to`, `show_trash`.',
    },
    sortBy: { anyOf: [str, { type: 'array', items: str, maxItems: 5 }] },
    sortDesc: { anyOf: [{ type: 'boolean' }, { enum: [0, 1] }, { type: 'array', maxItems: 5 }] },
    groupBy: { description: 'Accepted and ignored.' },
    groupDesc: { description: 'Accepted and ignored.' },
    mustSort: { description: 'Accepted and ignored.' },
    multiSort: { description: 'Accepted and ignored.' },
    exact: { type: 'boolean', description: 'Count the total, totals and chart even when they would be estimated.' },
    export_format: { enum: ['excel', 'pdf'], description: 'Answer with the file of every matching row.' },
    job: { type: 'boolean', description: 'With export_format: run the export as a job (202), or not.' },
    action: { ...str, description: '`delete`, `restore`, `enable`, `disable` or one of options.bulkActions.' },
    id: { ...idOrIds, description: 'With action: the rows (at most 1000).' },
    data: { type: 'object', description: 'With enable/disable: `{ "enabled": 1 | 0 }`.' },
  },
};

const actionAnswer: JsonSchema = { ...envelope(shape({ affected: int })), required: ['state', 'message', 'data'] };

/** 200: a page (JSON), an action's result (JSON) or an export's file; 202: the export runs as a job. */
const searchResponses: Record<number, JsonSchema> = {
  200: {
    description: 'A page of the list, the result of an action, or the exported file',
    content: {
      'application/json': { schema: { anyOf: [envelope(searchPageSchema), actionAnswer] } },
      [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
      [PDF_TYPE]: { schema: { type: 'string', format: 'binary' } },
    },
  },
  202: {
    ...envelope(shape({ job_id: { type: 'string', pattern: '^[a-f0-9]{32}$' } })),
    description: 'The export runs as a job: follow it with GET jobs/{id}',
  },
};

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
  const schema = {
    tags: ['Lists'],
    summary: "A page of a model's list, a row or bulk action, or an export",
    description:
      "Without `action` or `export_format`: one page with the list's filters, headers, totals and chart. " +
      'With `action` (and `id`): deletes, restores, enables, disables or runs a bulk action, all or nothing. ' +
      'With `export_format`: every matching row as results.xlsx or results.pdf (at most one export per admin ' +
      'and two in all at once, else 429); with `job: true`, or over the job threshold, a 202 with the job id.',
    response: searchResponses,
  };
  app.post(
    '/search',
    { schema, config: { documentedBody: searchBody }, preHandler: requirePermission() },
    async (request, reply) => {
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
    },
  );
}
