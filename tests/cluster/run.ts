// `npm run test:cluster`: PostgreSQL (from scripts/with-postgres.sh), a real S3-protocol server and two
// server nodes, and what a deployment on several nodes relies on: a token from node A works on node B,
// the sign-in limit counts attempts on both, an upload through A is served by B, an export job started
// on A survives `kill -9` of A and completes on B, and bulk actions interrupted by `kill -9` leave each
// request's rows all changed or all unchanged. Prints its figures; exits 1 on the first broken promise.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { IMAGES, multipart } from '../server/multipart';
import { startServerProcess, type ServerProcess } from '../load/server';
import { S3RVER_CREDENTIALS, startS3rver } from '../support/s3rver';
import { ClusterClient, check } from './client';
import { fillCities } from './fill';

const EXPORT_ROWS = Number(process.env.CLUSTER_EXPORT_ROWS ?? 60_000);
const BULK_REQUESTS = 24;
const BULK_SIZE = 1000;
const ADMIN = { email: 'owner@cluster.test', password: 'cluster-password-1' };

async function main(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set: run through npm run test:cluster.');
  const startedAt = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'admin-cluster-'));
  const name = `cluster_${randomBytes(4).toString('hex')}`;
  const server = new pg.Pool({ connectionString: baseUrl, max: 1 });
  await server.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const s3 = await startS3rver({ buckets: ['uploads'] });
  const nodes: ServerProcess[] = [];
  try {
    const env = {
      DATABASE_URL: url.toString(),
      DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_FIRST_NAME: 'Cluster',
      ADMIN_LAST_NAME: 'Owner',
      UPLOADS_S3_BUCKET: 'uploads',
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: 'us-east-1',
      ...S3RVER_CREDENTIALS,
      // Requests carry the client address the test chooses, as behind a proxy.
      TRUST_PROXY: 'loopback',
      // A job whose node died is taken again after this long (longer than the export itself takes).
      EXPORT_JOB_TIMEOUT_SECONDS: '15',
    };
    // A migrates the new database first; B starts on it as it is.
    const a = await startServerProcess(join(folder, 'unused-a.sqlite'), join(folder, 'a'), env);
    nodes.push(a);
    const b = await startServerProcess(join(folder, 'unused-b.sqlite'), join(folder, 'b'), env);
    nodes.push(b);
    const nodeA = new ClusterClient('A', a.baseUrl);
    const nodeB = new ClusterClient('B', b.baseUrl);

    // 1. A token from A works on B.
    const token = await nodeA.login(ADMIN.email, ADMIN.password, '10.20.0.1');
    const models = await nodeB.call('GET', 'models', { token });
    check(models.status === 200, `B refused A's token: ${models.status}`);
    console.log('✓ a token issued by node A is accepted by node B');

    // 2. The sign-in limit counts attempts on both nodes (5 failures, then 429 on either).
    const email = 'guess@cluster.test';
    for (let attempt = 0; attempt < 5; attempt++) {
      const node = attempt % 2 === 0 ? nodeA : nodeB;
      const res = await node.call('POST', 'login', { body: { email, password: 'wrong' }, ip: `10.30.0.${attempt}` });
      check(res.status === 422, `failed sign-in ${attempt + 1} answered ${res.status}`);
    }
    for (const node of [nodeA, nodeB]) {
      const res = await node.call('POST', 'login', { body: { email, password: 'wrong' }, ip: '10.30.1.1' });
      check(res.status === 429, `the 6th attempt on node ${node.name} answered ${res.status}, not 429`);
    }
    console.log('✓ five failed sign-ins spread over A and B lock the email on both');

    // 3. An upload through A is served by B.
    const form = await multipart({}, [{ name: 'file', filename: 'p.png', type: 'image/png', bytes: IMAGES.png }]);
    const stored = await nodeA.call('POST', 'file-uploaded/store', { token, raw: form });
    check(stored.status === 201, `upload through A answered ${stored.status}`);
    const uploadUrl = (stored.json as { data: { url: string } }).data.url;
    const served = await fetch(`${b.baseUrl}${uploadUrl}`);
    nodeB.count(served.status);
    const bytes = Buffer.from(await served.arrayBuffer());
    check(served.status === 200 && bytes.equals(IMAGES.png), `B served ${uploadUrl} with ${served.status}`);
    console.log('✓ an image uploaded through A is served by B from the bucket');

    // 4. An export job started on A survives kill -9 of A and completes on B.
    await fillCities(db, EXPORT_ROWS);
    // B is paused while the job is handed out, so A's worker is the one that takes it.
    process.kill(b.pid, 'SIGSTOP');
    const asked = await nodeA.call('POST', 'search', {
      token,
      body: { model: 'cities', export_format: 'excel', job: true },
    });
    check(asked.status === 202, `the export job answered ${asked.status}`);
    const jobId = (asked.json as { data: { job_id: string } }).data.job_id;
    const first = await nodeA.waitForJob(token, jobId, (job) => job.state === 'running' && job.rows_done > 0, 60_000);
    process.kill(b.pid, 'SIGCONT');
    const workerA = await jobWorker(db, jobId);
    check(workerA.endsWith(`:${a.pid}`), `the job ran on ${workerA}, not on node A (${a.pid})`);
    await a.kill();
    nodes.splice(nodes.indexOf(a), 1);
    console.log(`  job ${jobId.slice(0, 8)}… killed on A at ${first.rows_done} of ${first.rows_total} rows`);
    const done = await nodeB.waitForJob(token, jobId, (job) => job.state === 'done' || job.state === 'failed', 180_000);
    check(done.state === 'done', `the job ended ${done.state}`);
    const workerB = await jobWorker(db, jobId);
    check(workerB.endsWith(`:${b.pid}`), `the job finished on ${workerB}, not on node B (${b.pid})`);
    const file = await nodeB.call('GET', `jobs/${jobId}/file`, { token });
    check(
      file.status === 200 && file.bytes.subarray(0, 2).toString() === 'PK',
      `the job's file answered ${file.status}: ${file.bytes.length} bytes starting ${file.bytes.subarray(0, 16).toString('hex')}`,
    );
    const exportRowsLost = done.rows_total - done.rows_done;
    check(
      done.rows_total === EXPORT_ROWS && exportRowsLost === 0,
      `the job wrote ${done.rows_done} of ${done.rows_total}`,
    );
    console.log(
      `✓ the export job survived kill -9 of A and completed on B (${done.rows_done} rows, ${file.bytes.length} bytes)`,
    );

    // 5. Bulk actions interrupted by kill -9 leave each request's rows all changed or all unchanged.
    const ids = (await db.query('select id from cities order by id limit $1', [BULK_REQUESTS * BULK_SIZE])).rows.map(
      (row: { id: number }) => Number(row.id),
    );
    const batches = Array.from({ length: BULK_REQUESTS }, (_, index) =>
      ids.slice(index * BULK_SIZE, (index + 1) * BULK_SIZE),
    );
    // Four chains of requests, so some have committed, some are under way and some never started
    // when the node is killed.
    const disable = (batch: number[]) =>
      nodeB
        .call('POST', 'search', {
          token,
          body: { model: 'cities', id: batch, action: 'disable', data: { enabled: 0 } },
        })
        .catch(() => null);
    const chains = [0, 1, 2, 3].map(async (chain) => {
      for (let index = chain; index < batches.length; index += 4) if ((await disable(batches[index])) === null) return;
    });
    const committed = async () =>
      Number((await db.query('select count(*) as count from cities where enabled = 0')).rows[0].count) / BULK_SIZE;
    const killDeadline = Date.now() + 30_000;
    while ((await committed()) < 4 && Date.now() < killDeadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await b.kill();
    nodes.splice(nodes.indexOf(b), 1);
    await Promise.all(chains);
    let changed = 0;
    let unchanged = 0;
    let half = 0;
    for (const batch of batches) {
      const { rows } = await db.query(
        'select enabled, count(*) as count from cities where id = any($1) group by enabled',
        [batch],
      );
      if (rows.length > 1) half += 1;
      else if (Number(rows[0].enabled) === 0) changed += 1;
      else unchanged += 1;
    }
    check(half === 0, `${half} bulk request(s) left their rows half changed`);
    console.log(
      `✓ ${BULK_REQUESTS} bulk disables cut by kill -9: ${changed} applied whole, ${unchanged} not at all, 0 half`,
    );

    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(`
Cluster figures
  requests served   ${nodeA.served + nodeB.served} (A ${nodeA.served}, B ${nodeB.served})
  jobs finished     1 of 1 (taken over after kill -9, attempts ${await jobAttempts(db, jobId)})
  rows lost         ${exportRowsLost + half * BULK_SIZE}
  took              ${seconds} s`);
  } finally {
    for (const node of nodes) await node.kill().catch(() => {});
    await db.end();
    await server.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await server.end();
    await s3.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function jobWorker(db: pg.Pool, jobId: string): Promise<string> {
  return String((await db.query('select worker from export_jobs where id = $1', [jobId])).rows[0]?.worker ?? '');
}

async function jobAttempts(db: pg.Pool, jobId: string): Promise<number> {
  return Number((await db.query('select attempts from export_jobs where id = $1', [jobId])).rows[0]?.attempts ?? 0);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
