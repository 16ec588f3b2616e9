// GET jobs (the caller's export jobs of the last day), GET jobs/{id} (state and progress) and
// GET jobs/{id}/file (the finished file). Jobs are created by `POST search` (server/routes/search.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { exportFileName, exportFileType } from '../jobs/export-job-runner';
import { isExpired, jobView, maySee } from '../jobs/export-jobs';

const JOB_ID = /^[a-f0-9]{32}$/;

export async function jobRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const preHandler = requirePermission();

  const findJob = async (id: string) => {
    if (!JOB_ID.test(id)) return undefined;
    return db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  };

  app.get('/jobs', { preHandler }, async (request) => {
    const jobs = await db
      .selectFrom('export_jobs')
      .selectAll()
      .where('admin_id', '=', request.admin!.id)
      .where('expires_at', '>', nowIso())
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
    return { state: 1, data: jobs.map(jobView) };
  });

  app.get<{ Params: { id: string } }>('/jobs/:id', { preHandler }, async (request) => {
    const job = await findJob(request.params.id);
    // Someone else's job is answered as if it did not exist.
    if (!job || !maySee(request.admin!, job) || isExpired(job)) throw new HttpError(404, 'jobs.not_found');
    return { state: 1, data: jobView(job) };
  });

  app.get<{ Params: { id: string } }>('/jobs/:id/file', { preHandler }, async (request, reply) => {
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
  });
}
