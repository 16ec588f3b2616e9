// The server part of `npm run bench`: fills `orders` with BENCH_ROWS rows (1,000,000 by default) in a
// temporary SQLite file, then prints search latency (p50/p95, page 1 and page 100, two filters and a
// sort, exact total included) and the time and peak memory of exporting 100,000 rows to xlsx and
// 10,000 rows to pdf.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/db/seed';
import { buildBenchDatabase } from './fill';
import { mb, ms, percentile, timeRuns } from './stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const DAY = 86_400_000;

interface Scenario {
  name: string;
  filters: Record<string, unknown>;
  sortBy: string;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export async function benchSearchAndExport(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'admin-bench-'));
  const file = join(folder, 'bench.sqlite');
  const now = Date.now();
  try {
    console.log(`Filling orders with ${ROWS.toLocaleString('en-US')} rows in ${file} …`);
    const fillStart = performance.now();
    await buildBenchDatabase(file, ROWS, now);
    console.log(`  filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s\n`);

    const handle = createDatabase(`sqlite:${file}`);
    const app = await buildApp({
      db: handle.db,
      dialect: handle.dialect,
      config: { ...defaultConfig(), logLevel: 'silent' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };

    const scenarios: Scenario[] = [
      {
        name: 'status in (refunded, cancelled) + created in the last 90 days, sort by total desc',
        filters: {
          status: ['refunded', 'cancelled'],
          created_at_from: isoDay(now - 90 * DAY),
          created_at_to: isoDay(now),
        },
        sortBy: 'total',
      },
      {
        name: 'status = pending + total 100–1000, sort by created_at desc',
        filters: { status: ['pending'], total_from: 100, total_to: 1000 },
        sortBy: 'created_at',
      },
      {
        name: 'for comparison, no filters (the default list: every live row counted, summed and charted)',
        filters: {},
        sortBy: 'ID',
      },
      {
        name: 'for comparison, broad: status = delivered + total ≥ 100 (about 70% of rows), sort by created_at desc',
        filters: { status: ['delivered'], total_from: 100 },
        sortBy: 'created_at',
      },
    ];
    console.log(
      `Search (POST search through the API, ${RUNS} runs each after warm-up; each answer has the exact total, totals and the 12-month chart)`,
    );
    for (const scenario of scenarios) {
      console.log(`  ${scenario.name}`);
      for (const page of [1, 100]) {
        let total = 0;
        const durations = await timeRuns(async () => {
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1/admin/search',
            headers,
            payload: {
              model: 'orders',
              itemsPerPage: 30,
              page,
              filters: scenario.filters,
              sortBy: [scenario.sortBy],
              sortDesc: [true],
            },
          });
          if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
          total = res.json().data.results.total;
        }, RUNS);
        console.log(
          `    page ${String(page).padEnd(3)}  p50 ${ms(percentile(durations, 50)).padStart(9)}  p95 ${ms(percentile(durations, 95)).padStart(9)}  (total ${total.toLocaleString('en-US')} rows)`,
        );
      }
    }

    // Export windows sized to exactly N live rows: everything created at or after the N-th newest live row.
    const since = async (count: number) => {
      const row = await handle.db
        .selectFrom('orders' as any)
        .select('created_at')
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .offset(count - 1)
        .executeTakeFirstOrThrow();
      return String((row as { created_at: string }).created_at);
    };
    const exports = [
      {
        format: 'excel',
        rows: Math.min(100_000, ROWS / 2),
        filters: { created_at_from: await since(Math.min(100_000, ROWS / 2)) },
      },
      {
        format: 'pdf',
        rows: Math.min(10_000, ROWS / 2),
        filters: { created_at_from: await since(Math.min(10_000, ROWS / 2)) },
      },
    ];
    await app.close();
    await handle.close();

    console.log('\nExport (own process, real HTTP, streamed to a byte counter; peak RSS = the whole server process)');
    for (const job of exports) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          join(import.meta.dirname, 'export-worker.ts'),
          file,
          job.format,
          JSON.stringify(job.filters),
        ],
        {
          maxBuffer: 1024 * 1024,
        },
      );
      const result = JSON.parse(stdout.trim().split('\n').pop()!);
      if (result.status !== 200) throw new Error(`export failed: ${stdout}`);
      console.log(
        `  ${job.format === 'excel' ? 'xlsx' : 'pdf '} ${job.rows.toLocaleString('en-US').padStart(7)} rows  ${(result.ms / 1000).toFixed(2)} s  ${mb(result.bytes).padStart(6)} file  peak RSS ${result.maxRssMb.toFixed(0)} MB (idle server before the export: ${result.idleRssMb.toFixed(0)} MB)`,
      );
    }
    console.log('\nTargets: search p95 ≤ 50 ms at 1M rows; xlsx 100k ≤ 5 s with peak RSS ≤ 250 MB; pdf 10k ≤ 5 s.');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
