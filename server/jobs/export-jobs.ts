// Export jobs as the API sees them: created by `POST search`, read by `GET jobs`, `GET jobs/{id}` and
// `GET jobs/{id}/file`. A job and its file are kept for a day.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import { HttpError } from '../http/errors';
import type { AppDeps } from '../app';
import type { SignedInAdmin } from '../auth/guard';
import type { Database, ExportJobsTable } from '../db/schema';
import { nowIso } from '../db/time';
import { findModel } from '../models/registry';
import type { ListContext } from '../search/context';
import { filterExpression } from '../search/filters';
import type { ListQuery } from '../search/request';
import { chooseExportStore } from '../uploads/choose-store';
import { dateText, int, nullable, shape, str } from '../openapi/answers';
import type { UploadStore } from '../uploads/store';
import { exportFileName, runExportJob } from './export-job-runner';
import { memoryQueue } from './memory-queue';
import { pgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './queue';
import { viewPermissions } from '../search/permissions';
import { hasAnyPermission } from '../auth/permissions';

/** Export jobs one admin may have queued or running at once. */
export const MAX_JOBS_PER_ADMIN = 3;
/** Export jobs all admins together may have queued at once. */
export const MAX_QUEUED_JOBS = 50;
// Any fixed number: the PostgreSQL advisory lock that puts the nodes' job creations one after another.
const CREATE_LOCK = 7_301_995;

export const JOB_LIFETIME_MS = 24 * 60 * 60 * 1000;
// Expired jobs are also swept when a job is asked for; this catches quiet days.
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export type ExportJob = Selectable<ExportJobsTable>;

export interface ExportJobs {
  queue: JobQueue;
  store: UploadStore;
  worker: string;
  dialect: AppDeps['dialect'];
  close(): Promise<void>;
}

export function exportJobs(deps: AppDeps, log: FastifyBaseLogger): ExportJobs {
  const store = chooseExportStore(deps.config);
  const worker = `${hostname()}:${process.pid}`;
  const handle = (jobId: string) =>
    runExportJob({ db: deps.db, dialect: deps.dialect, exportStore: store, worker }, jobId);
  const queue =
    deps.dialect === 'postgres'
      ? pgBossQueue(
          { connectionString: deps.config.databaseUrl, timeoutSeconds: deps.config.exportJobTimeoutSeconds },
          handle,
        )
      : memoryQueue(deps.db, handle, (error) => log.error({ err: error }, 'export job failed'));
  const sweeper = setInterval(() => {
    removeExpiredJobs(deps.db, store).catch((error: unknown) => log.error({ err: error }, 'export sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    queue,
    store,
    worker,
    dialect: deps.dialect,
    async close() {
      clearInterval(sweeper);
      await queue.close();
      store.close();
    },
  };
}

/**
 * Whether an export of `query` would write more than `threshold` rows: one row past the threshold is
 * looked for, so a large table is never counted whole.
 */
export async function matchesMoreThan(context: ListContext, query: ListQuery, threshold: number): Promise<boolean> {
  const row = await context.db
    .selectFrom(query.model.table)
    .select('id')
    .where(filterExpression(query.filters) as never)
    .limit(1)
    .offset(Math.floor(threshold))
    .executeTakeFirst();
  return row !== undefined;
}

export async function createExportJob(
  db: Kysely<Database>,
  jobs: ExportJobs,
  request: { admin: SignedInAdmin; language: 'en' | 'ar'; body: Record<string, unknown>; format: 'excel' | 'pdf' },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const now = Date.now();
  // The stored body is the search itself; `job` only chose how it runs.
  const { job: _job, ...body } = request.body;
  // Counting and inserting in one transaction, one creation at a time across nodes (the advisory lock on
  // PostgreSQL, the single writer on SQLite), so two requests racing for the last slot cannot both pass.
  await db.transaction().execute(async (trx) => {
    if (jobs.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${CREATE_LOCK})`.execute(trx);
    const counts = await trx
      .selectFrom('export_jobs')
      .select((eb) => [
        eb.fn.countAll<number>().as('queued'),
        eb.fn.sum<number>(eb.case().when('admin_id', '=', request.admin.id).then(1).else(0).end()).as('mine'),
      ])
      .where('state', 'in', ['queued', 'running'])
      .where('expires_at', '>', new Date(now).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(counts.mine ?? 0) >= MAX_JOBS_PER_ADMIN) throw new HttpError(429, 'jobs.too_many_for_admin');
    if (Number(counts.queued) >= MAX_QUEUED_JOBS) throw new HttpError(429, 'jobs.queue_full');
    await trx
      .insertInto('export_jobs')
      .values({
        id,
        admin_id: request.admin.id,
        model: String(body.model),
        format: request.format,
        language: request.language,
        body: JSON.stringify(body),
        state: 'queued',
        rows_total: 0,
        rows_done: 0,
        attempts: 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + JOB_LIFETIME_MS).toISOString(),
      })
      .execute();
  });
  await jobs.queue.enqueue(id);
  await removeExpiredJobs(db, jobs.store);
  return id;
}

/** The requester, or an admin who may export that model's list (its view permission), may see a job. */
export function maySee(admin: SignedInAdmin, job: ExportJob): boolean {
  if (job.admin_id === admin.id || admin.isSuperAdmin) return true;
  const model = findModel(job.model);
  return model !== undefined && hasAnyPermission(admin, ...viewPermissions(model));
}

export function isExpired(job: ExportJob): boolean {
  return job.expires_at <= nowIso();
}

/** A job as `jobView` shows it. */
export const jobViewSchema = shape({
  id: { type: 'string', pattern: '^[a-f0-9]{32}$' },
  model: str,
  format: { enum: ['excel', 'pdf'] },
  state: { enum: ['queued', 'running', 'done', 'failed'] },
  progress: { type: 'integer', minimum: 0, maximum: 100 },
  rows_total: int,
  rows_done: int,
  created_at: dateText,
  finished_at: nullable(dateText),
  expires_at: dateText,
  file_url: nullable(str),
});

export function jobView(job: ExportJob) {
  const total = Number(job.rows_total);
  const done = Number(job.rows_done);
  const progress = job.state === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0;
  return {
    id: job.id,
    model: job.model,
    format: job.format,
    state: job.state,
    progress,
    rows_total: total,
    rows_done: done,
    created_at: job.created_at,
    finished_at: job.finished_at,
    expires_at: job.expires_at,
    file_url: job.state === 'done' ? `jobs/${job.id}/file` : null,
  };
}

/** Deletes jobs (and their files) older than a day. */
export async function removeExpiredJobs(db: Kysely<Database>, store: UploadStore): Promise<number> {
  const expired = await db
    .selectFrom('export_jobs')
    .select(['id', 'format'])
    .where('expires_at', '<=', nowIso())
    .limit(100)
    .execute();
  for (const job of expired) {
    await store.remove(exportFileName(job.id, job.format)).catch(() => {});
    await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
  }
  return expired.length;
}
