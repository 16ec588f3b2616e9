// `npm run load:cost`: what one search of each shape of the load mix costs the server, one request at a
// time (no queue), in process. Builds (or reuses, LOAD_DB) a 1M-row file; prints mean and p95 by shape.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/db/seed';
import { Random } from '../../server/models/seed/random';
import { buildBenchDatabase } from '../bench/fill';
import { nextStep } from './workload';

const ROWS = Number(process.env.LOAD_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 400);

async function main(): Promise<void> {
  const file = process.env.LOAD_DB ?? join(mkdtempSync(join(tmpdir(), 'admin-cost-')), 'load.sqlite');
  if (!existsSync(file)) {
    console.log(`Filling orders with ${ROWS.toLocaleString('en-US')} rows in ${file} …`);
    await buildBenchDatabase(file, ROWS);
  }
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
  const random = new Random(20_260_601);
  const now = Date.now();
  const byShape = new Map<string, number[]>();
  const slowest: Array<{ ms: number; body: unknown }> = [];
  for (let done = 0; done < REQUESTS; ) {
    const step = nextStep(random, ROWS, now);
    if (step.kind !== 'search') continue;
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/v1/admin/search', headers, payload: step.body });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    byShape.set(step.shape, [...(byShape.get(step.shape) ?? []), ms]);
    slowest.push({ ms, body: step.body });
    done += 1;
  }
  const all = [...byShape.values()].flat().sort((a, b) => a - b);
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`${'shape'.padEnd(34)} ${'n'.padStart(4)} ${'mean'.padStart(8)} ${'p95'.padStart(8)}`);
  for (const [shape, values] of [...byShape.entries()].sort()) {
    console.log(
      `${shape.padEnd(34)} ${String(values.length).padStart(4)} ${mean(values).toFixed(1).padStart(8)} ${p95(values).toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    `${'all'.padEnd(34)} ${String(all.length).padStart(4)} ${mean(all).toFixed(1).padStart(8)} ${p95(all).toFixed(1).padStart(8)}`,
  );
  console.log('\nslowest requests:');
  for (const { ms, body } of slowest.sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.LOAD_SLOWEST ?? 0))) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${JSON.stringify(body)}`);
  }
  await app.close();
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
