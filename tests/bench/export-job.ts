// `npx tsx tests/bench/export-job.ts`: fills `orders` with BENCH_ROWS rows (1,000,000 by default) in a
// temporary SQLite file, then exports every row to xlsx as a job (`POST search` with `job: true`) and
// prints the time until the job is done, the file's size, and the process's RSS sampled through the job
// (at each quarter of the progress and its peak), to show that memory stays flat. Target: ≤ 60 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/db/seed';
import { buildBenchDatabase } from './fill';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TARGET_SECONDS = 60;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'admin-bench-job-'));
  const file = join(folder, 'bench.sqlite');
  try {
    console.log(`Filling orders with ${ROWS.toLocaleString('en-US')} rows …`);
    const fillStart = performance.now();
    await buildBenchDatabase(file, ROWS);
    console.log(`  filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);

    const handle = createDatabase(`sqlite:${file}`);
    const config = { ...defaultConfig(), logLevel: 'silent', dataDir: join(folder, 'data') };
    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const idleRss = process.memoryUsage().rss;

    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/search',
      headers,
      payload: { model: 'orders', export_format: 'excel', job: true },
    });
    if (asked.statusCode !== 202) throw new Error(`the job was refused: ${asked.statusCode} ${asked.body}`);
    const jobId = asked.json().data.job_id as string;
    const quarters: string[] = [];
    let job: { state: string; progress: number; rows_done: number; rows_total: number };
    for (;;) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/admin/jobs/${jobId}`, headers });
      job = res.json().data;
      while (quarters.length < 4 && job.progress >= (quarters.length + 1) * 25 - (quarters.length === 3 ? 1 : 0))
        quarters.push(`${(quarters.length + 1) * 25}%: ${mb(process.memoryUsage().rss)}`);
      if (job.state === 'done' || job.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const download = await app.inject({ method: 'GET', url: `/api/v1/admin/jobs/${jobId}/file`, headers });
    console.log(`
Export job, ${job.rows_total.toLocaleString('en-US')} rows to xlsx: ${job.state} in ${seconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'missed'})
  file        ${mb(download.rawPayload.length)}
  RSS         idle ${mb(idleRss)}, peak ${mb(peakRss)}; by progress ${quarters.join(', ')}`);
    await app.close();
    await handle.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
