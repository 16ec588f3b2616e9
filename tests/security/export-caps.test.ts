// Export jobs are capped: at most 3 queued or running per admin and 50 queued in all, counted in the
// database (so across nodes) and checked with the insert in one serialized step.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JOBS_PER_ADMIN, MAX_QUEUED_JOBS } from '../../server/jobs/export-jobs';
import { addAdmin, createTestApp, type TestApp } from '../server/helpers';
import { expectRefused } from './support';

const MINE = 'You already have 3 exports waiting or running. Wait for one to finish, then try again.';
const FULL = 'Too many exports are waiting. Try again in a few minutes.';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as Kysely<any>;
  admin = await t.login();
  adminId = Number((await t.get('admins/my-profile', { token: admin })).json().data.id);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db.deleteFrom('export_jobs').execute();
});

/** Jobs another node holds: in the table, in `state`, not in this process's queue. */
async function heldJobs(count: number, state: 'queued' | 'running', owner: number): Promise<void> {
  const now = Date.now();
  for (let index = 0; index < count; index += 1)
    await db
      .insertInto('export_jobs')
      .values({
        id: randomBytes(16).toString('hex'),
        admin_id: owner,
        model: 'roles',
        format: 'pdf',
        language: 'en',
        body: '{"model":"roles"}',
        state,
        rows_total: 0,
        rows_done: 0,
        attempts: 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 3_600_000).toISOString(),
      })
      .execute();
}

const exportJob = (token = admin, language: 'en' | 'ar' = 'en') =>
  t.post('search', { model: 'roles', export_format: 'pdf', job: true }, { token, language });

describe('per admin', () => {
  it(`refuses a fourth job while ${MAX_JOBS_PER_ADMIN} are queued or running, in both languages`, async () => {
    await heldJobs(2, 'running', adminId);
    await heldJobs(1, 'queued', adminId);
    expectRefused(await exportJob(), 429, MINE);
    const ar = await exportJob(admin, 'ar');
    expect(ar.statusCode).toBe(429);
    expect(ar.json().message).toMatch(/تصدير/);
  });

  it('lets two racing requests take the last slot only once', async () => {
    await heldJobs(MAX_JOBS_PER_ADMIN - 1, 'running', adminId);
    const answers = await Promise.all([exportJob(), exportJob(), exportJob()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 429, 429]);
  });

  it('does not count another admin’s jobs against this one', async () => {
    const other = await addAdmin(t, { email: 'exporter@demo.test' });
    await heldJobs(MAX_JOBS_PER_ADMIN, 'queued', other);
    expect((await exportJob()).statusCode).toBe(202);
  });
});

describe('in all', () => {
  it(`refuses a job while ${MAX_QUEUED_JOBS} are queued`, async () => {
    const other = await addAdmin(t, { email: 'many-exports@demo.test' });
    await heldJobs(MAX_QUEUED_JOBS, 'queued', other);
    expectRefused(await exportJob(), 429, FULL);
  });
});
