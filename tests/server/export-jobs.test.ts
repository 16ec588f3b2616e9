// Export jobs: POST search with export_format and job: true (or more rows than the threshold) answers
// { job_id }; GET jobs/{id} gives state and progress, GET jobs/{id}/file the file (a day long), only to
// the requester or an admin who may export that list. In-process queue on SQLite, pg-boss on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../server/export/xlsx';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let roleCount: number;

beforeAll(async () => {
  t = await createTestApp({ config: { exportJobThreshold: 1000 } });
  token = await t.login();
  roleCount = (await t.db.selectFrom('roles').select('id').where('deleted_at', 'is', null).execute()).length;
});
afterAll(async () => {
  await t.close();
});

const search = (body: Record<string, unknown>, as = token, language: 'en' | 'ar' = 'en') =>
  t.post('search', body, { token: as, language });

async function finished(jobId: string, as = token) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.get(`jobs/${jobId}`, { token: as });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json().data;
    if (job.state === 'done' || job.state === 'failed' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST search with job: true', () => {
  it('answers 202 with a job id, and the job finishes with its file', async () => {
    const res = await search({ model: 'roles', export_format: 'excel', job: true });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toEqual({
      state: 1,
      message: 'The export is being prepared. The file will be ready to download here shortly.',
      data: { job_id: expect.stringMatching(/^[a-f0-9]{32}$/) },
    });
    const jobId = body.data.job_id;

    const job = await finished(jobId);
    expect(job).toEqual({
      id: jobId,
      model: 'roles',
      format: 'excel',
      state: 'done',
      progress: 100,
      rows_total: roleCount,
      rows_done: roleCount,
      created_at: expect.any(String),
      finished_at: expect.any(String),
      expires_at: expect.any(String),
      file_url: `jobs/${jobId}/file`,
    });
    // Files are kept for a day.
    expect(Date.parse(job.expires_at) - Date.parse(job.created_at)).toBe(24 * 60 * 60 * 1000);

    const file = await t.get(`jobs/${jobId}/file`, { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-disposition']).toBe('attachment; filename="results.xlsx"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const mine = await t.get('jobs', { token });
    expect(mine.json().data.map((item: { id: string }) => item.id)).toContain(jobId);
  });

  it('tells the job in Arabic too, and makes a pdf job', async () => {
    const res = await search({ model: 'roles', export_format: 'pdf', job: true }, token, 'ar');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('يجري تجهيز التصدير. سيكون الملف جاهزًا للتنزيل هنا بعد قليل.');
    const job = await finished(res.json().data.job_id);
    expect(job.state).toBe('done');
    const file = await t.get(`jobs/${job.id}/file`, { token });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('streams as before with job: false or under the threshold, and runs a job over the threshold', async () => {
    const direct = await search({ model: 'roles', export_format: 'excel' });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toBe(XLSX_TYPE);

    const small = await createTestApp({ config: { exportJobThreshold: 1 } });
    try {
      const smallToken = await small.login();
      const over = await small.post('search', { model: 'roles', export_format: 'excel' }, { token: smallToken });
      expect(over.statusCode).toBe(202);
      expect(over.json().data.job_id).toMatch(/^[a-f0-9]{32}$/);
      const asked = await small.post(
        'search',
        { model: 'roles', export_format: 'excel', job: false },
        { token: smallToken },
      );
      expect(asked.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses a job flag that is not true or false with 400', async () => {
    const res = await search({ model: 'roles', export_format: 'excel', job: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: 0, message: '"job" must be true or false.' });
  });
});

describe('who may see a job', () => {
  it('shows a job to its requester and to an admin who may export that list, and to nobody else', async () => {
    const jobId = (await search({ model: 'roles', export_format: 'excel', job: true })).json().data.job_id;
    await finished(jobId);
    await addAdmin(t, { email: 'viewer@demo.test', roleName: 'Role viewers', permissions: ['view-Role'] });
    await addAdmin(t, { email: 'other@demo.test', roleName: 'User viewers', permissions: ['view-User'] });
    const viewer = await t.login('viewer@demo.test');
    const other = await t.login('other@demo.test');

    expect((await t.get(`jobs/${jobId}`, { token: viewer })).statusCode).toBe(200);
    expect((await t.get(`jobs/${jobId}/file`, { token: viewer })).statusCode).toBe(200);
    const refused = await t.get(`jobs/${jobId}`, { token: other });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ state: 0, message: 'This export was not found.' });
    expect((await t.get(`jobs/${jobId}/file`, { token: other })).statusCode).toBe(404);
    // Their own list holds only their own jobs.
    expect((await t.get('jobs', { token: viewer })).json().data).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/admin/jobs/${jobId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await t.get(`jobs/${'0'.repeat(32)}`, { token })).statusCode).toBe(404);
    expect((await t.get('jobs/..%2F..%2Fadmin', { token })).statusCode).toBe(404);
  });
});

describe('the file of a job', () => {
  it('is not ready while the job waits (409), and gone after a day (410)', async () => {
    const admin = await t.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = Date.now();
    await t.db
      .insertInto('export_jobs')
      .values({
        id: 'a'.repeat(32),
        admin_id: admin.id,
        model: 'roles',
        format: 'excel',
        language: 'en',
        body: '{"model":"roles"}',
        state: 'queued',
        rows_total: 0,
        rows_done: 0,
        attempts: 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 60_000).toISOString(),
      })
      .execute();
    const waiting = await t.get(`jobs/${'a'.repeat(32)}/file`, { token });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ state: 0, message: 'The export file is not ready yet.' });
    expect((await t.get(`jobs/${'a'.repeat(32)}`, { token })).json().data).toMatchObject({
      state: 'queued',
      progress: 0,
      file_url: null,
    });

    const jobId = (await search({ model: 'roles', export_format: 'excel', job: true })).json().data.job_id;
    await finished(jobId);
    await t.db
      .updateTable('export_jobs')
      .set({ expires_at: new Date(now - 1000).toISOString() })
      .where('id', '=', jobId)
      .execute();
    const expired = await t.get(`jobs/${jobId}/file`, { token, language: 'ar' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ state: 0, message: 'انتهت صلاحية ملف التصدير هذا. صدّر القائمة مرة أخرى.' });
    expect((await t.get(`jobs/${jobId}`, { token })).statusCode).toBe(404);

    // The next job request sweeps expired jobs and their files away.
    await search({ model: 'roles', export_format: 'excel', job: true });
    expect(
      await t.db.selectFrom('export_jobs').select('id').where('id', '=', jobId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

// On PostgreSQL pg-boss hands a lost job to another node (proven by npm run test:cluster).
describe.runIf(!process.env.TEST_DATABASE_URL)('a job left behind by a stopped SQLite process', () => {
  it('is taken again when the queue starts, and finishes', async () => {
    // A fresh node on SQLite: its queue has not started, as before main.ts starts it after listening.
    const node = await createTestApp();
    try {
      const nodeToken = await node.login();
      const admin = await node.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
      const now = Date.now();
      await node.db
        .insertInto('export_jobs')
        .values({
          id: 'b'.repeat(32),
          admin_id: admin.id,
          model: 'roles',
          format: 'excel',
          language: 'ar',
          body: '{"model":"roles","export_format":"excel"}',
          state: 'running',
          rows_total: 3,
          rows_done: 1,
          attempts: 1,
          worker: 'gone:1',
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + 60_000).toISOString(),
        })
        .execute();
      await node.app.exportJobs.queue.start();
      const deadline = Date.now() + 20_000;
      let job = (await node.get(`jobs/${'b'.repeat(32)}`, { token: nodeToken })).json().data;
      while (job.state !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await node.get(`jobs/${'b'.repeat(32)}`, { token: nodeToken })).json().data;
      }
      expect(job).toMatchObject({ state: 'done', progress: 100 });
      const row = await node.db
        .selectFrom('export_jobs')
        .select(['attempts', 'worker'])
        .where('id', '=', 'b'.repeat(32))
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(2);
      expect(row.worker).not.toBe('gone:1');
    } finally {
      await node.close();
    }
  });
});
