// GET jobs (the caller's export jobs of the last day), GET jobs/{id} (state and progress) and
// GET jobs/{id}/file (the finished file). Jobs are created by `POST search` (server/routes/search.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { PDF_TYPE } from '../export/pdf';
import { XLSX_TYPE } from '../export/xlsx';
import { strictObject } from '../http/schema';
import { exportFileName, exportFileType } from '../jobs/export-job-runner';
import { isExpired, jobView, jobViewSchema, maySee } from '../jobs/export-jobs';
import { answerOf, fileAnswer, listOf } from '../openapi/answers';
import { ERROR_ENVELOPE } from '../openapi/errors';

const JOB_ID = /^[a-f0-9]{32}$/;
// Any text reaches the route (a malformed id is answered 404 like an unknown one); documented only.
const jobParams = strictObject({ id: { type: 'string', description: '32 hexadecimal characters' } }, ['id']);
const tags = ['Export jobs'];

export async function jobRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const preHandler = requirePermission();

  const findJob = async (id: string) => {
    if (!JOB_ID.test(id)) return undefined;
    return db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  };

  app.get(
    '/jobs',
    {
      preHandler,
      schema: {
        tags,
        summary: "The caller's export jobs of the last day",
        description: 'Newest first, at most 20.',
        response: answerOf(listOf(jobViewSchema)),
      },
    },
    async (request) => {
      const jobs = await db
        .selectFrom('export_jobs')
        .selectAll()
        .where('admin_id', '=', request.admin!.id)
        .where('expires_at', '>', nowIso())
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      return { state: 1, data: jobs.map(jobView) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/jobs/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: "An export job's state and progress",
        description: 'Seen by its requester, a super admin, or an admin who may view the model; anyone else gets 404.',
        params: jobParams,
        response: answerOf(jobViewSchema),
      },
    },
    async (request) => {
      const job = await findJob(request.params.id);
      // Someone else's job is answered as if it did not exist.
      if (!job || !maySee(request.admin!, job) || isExpired(job)) throw new HttpError(404, 'jobs.not_found');
      return { state: 1, data: jobView(job) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/jobs/:id/file',
    {
      preHandler,
      schema: {
        tags,
        summary: "A finished export job's file",
        description: '409 while the job runs or when it failed, 410 once the file has expired (after a day).',
        params: jobParams,
        response: {
          200: fileAnswer([XLSX_TYPE, PDF_TYPE], 'results.xlsx or results.pdf'),
          410: {
            description: 'The file has expired (jobs and files are kept for a day)',
            content: { 'application/json': { schema: ERROR_ENVELOPE } },
          },
        },
      },
    },
    async (request, reply) => {
      const job = await findJob(request.params.id);
      if (!job || !maySee(request.admin!, job)) throw new HttpError(404, 'jobs.not_found');
      if (isExpired(job)) throw new HttpError(410, 'jobs.expired');
      if (job.state === 'failed') throw new HttpError(409, 'jobs.failed');
      if (job.state !== 'done') throw new HttpError(409, 'jobs.not_ready');
      const file = await app.exportJobs.store.open(exportFileName(job.id, job.format));
      if (!file) throw new HttpError(410, 'jobs.expired');
      const fileName = job.format === 'excel' ? 'results.xlsx' : 'results.pdf';
      return reply
        .header('content-type', exportFileType(job.format))
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
