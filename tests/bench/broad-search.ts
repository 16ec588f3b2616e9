// Times only the broad search of `npm run bench` (status delivered + total ≥ 100, about 70% of the rows)
// against a database filled once: `BROAD_DB=/tmp/x.sqlite npx tsx tests/bench/broad-search.ts` fills the
// file when it does not exist yet and reuses it after, so a change can be measured without refilling.
// On PostgreSQL: `bash scripts/with-postgres.sh npx tsx tests/bench/broad-search.ts` fills a new database
// of the throwaway server and times the same searches there; `BROAD_DB=postgres://…` reuses a database
// filled before (by `buildBenchPostgres` in tests/bench/fill.ts).
import { existsSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/db/seed';
import { buildBenchDatabase, buildBenchPostgres } from './fill';
import { ms, percentile, timeRuns } from './stats';

const FILE = process.env.BROAD_DB ?? '/tmp/broad-search.sqlite';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const SERVER_URL = process.env.TEST_DATABASE_URL;

/** The database to search: the SQLite file, or a new database on the PostgreSQL server, filled. */
async function benchDatabaseUrl(): Promise<string> {
  if (/^postgres(ql)?:\/\//.test(FILE)) return FILE;
  if (!SERVER_URL) {
    if (!existsSync(FILE)) await buildBenchDatabase(FILE, ROWS);
    return `sqlite:${FILE}`;
  }
  const name = `broad_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const started = Date.now();
  await buildBenchPostgres(url.toString(), ROWS);
  console.log(`PostgreSQL: ${ROWS} orders filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return url.toString();
}

const databaseUrl = await benchDatabaseUrl();
const handle = createDatabase(databaseUrl);
const app = await buildApp({
  db: handle.db,
  dialect: handle.dialect,
  config: { ...defaultConfig(), databaseUrl, logLevel: 'silent' },
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
