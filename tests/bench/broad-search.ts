// Times only the broad search of `npm run bench` (status delivered + total ≥ 100, about 70% of the rows)
// against a database filled once: `BROAD_DB=/tmp/x.sqlite npx tsx tests/bench/broad-search.ts` fills the
// file when it does not exist yet and reuses it after, so a change can be measured without refilling.
import { existsSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/db/seed';
import { buildBenchDatabase } from './fill';
import { ms, percentile, timeRuns } from './stats';

const FILE = process.env.BROAD_DB ?? '/tmp/broad-search.sqlite';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

if (!existsSync(FILE)) await buildBenchDatabase(FILE, ROWS);
const handle = createDatabase(`sqlite:${FILE}`);
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
for (const exact of [false, true]) {
  for (const page of [1, 100]) {
    let answer: { total: number; estimated?: boolean } = { total: 0 };
    const durations = await timeRuns(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/search',
        headers,
        payload: {
          model: 'orders',
          itemsPerPage: 30,
          page,
          filters: { status: ['delivered'], total_from: 100 },
          sortBy: ['created_at'],
          sortDesc: [true],
          ...(exact ? { exact: true } : {}),
        },
      });
      if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
      answer = res.json().data.results;
    }, RUNS);
    console.log(
      `${exact ? 'exact   ' : 'default '} page ${String(page).padEnd(3)} p50 ${ms(percentile(durations, 50))}  p95 ${ms(percentile(durations, 95))}  total ${answer.total}${answer.estimated ? ' (estimated)' : ''}`,
    );
  }
}
await app.close();
await handle.close();
