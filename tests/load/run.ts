// `npm run load`: on loopback only. Fills `orders` with 1,000,000 rows (LOAD_ROWS) in a temporary SQLite
// file, starts the real server process on it, signs in 50 admins (LOAD_ADMINS), each with its own token,
// and lets them search with varied filters, sorts and pages, with bulk actions interleaved, for 30 s
// (LOAD_SECONDS). Each admin pauses LOAD_THINK_MS (on average; 0 = back to back) between requests.
// Prints requests/s, p50/p95/p99, errors by status and database-busy failures, then stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Random } from '../../server/models/seed/random';
import { buildBenchDatabase } from '../bench/fill';
import { addOperators, signIn } from './admins';
import { p95, printReport, type Sample } from './report';
import { startServerProcess } from './server';
import { nextStep } from './workload';

const ROWS = Number(process.env.LOAD_ROWS ?? 1_000_000);
const ADMINS = Number(process.env.LOAD_ADMINS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const REQUEST_TIMEOUT_MS = 30_000;

async function timedRequest(
  baseUrl: string,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/v1/admin/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** One admin: requests (and pauses) until the deadline; never starts a request after it. */
async function runAdmin(
  baseUrl: string,
  token: string,
  random: Random,
  deadline: number,
  samples: Sample[],
): Promise<void> {
  const now = Date.now();
  // Spread the first requests over the first pause, as real sessions do not start in step.
  if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, random.int(0, THINK_MS)));
  while (performance.now() < deadline) {
    const step = nextStep(random, ROWS, now);
    const { status, ms } = await timedRequest(baseUrl, token, step.body);
    samples.push({ shape: step.shape, kind: step.kind, status, ms });
    if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, random.int(THINK_MS / 2, (THINK_MS * 3) / 2)));
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'admin-load-'));
  const file = join(folder, 'load.sqlite');
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    console.log(`Filling orders with ${ROWS.toLocaleString('en-US')} rows in ${file} …`);
    const fillStarted = performance.now();
    await buildBenchDatabase(file, ROWS);
    const emails = await addOperators(file, ADMINS);
    console.log(`  filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

    const serverStarted = performance.now();
    server = await startServerProcess(file, join(folder, 'data'));
    console.log(
      `  server ready in ${((performance.now() - serverStarted) / 1000).toFixed(1)} s (statistics of the new table gathered on open)`,
    );
    const tokens = await Promise.all(emails.map((email) => signIn(server!.baseUrl, email)));
    console.log(`Server at ${server.baseUrl}; ${tokens.length} admins signed in, each with its own token.`);
    console.log(
      `Running ${ADMINS} admins for ${SECONDS} s (pause between requests ${THINK_MS > 0 ? `${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms` : 'none'}) …`,
    );

    const samples: Sample[] = [];
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const random = new Random(20_260_601);
    await Promise.all(
      tokens.map((token, index) => runAdmin(server!.baseUrl, token, random.fork(`admin-${index}`), deadline, samples)),
    );
    const elapsed = (performance.now() - started) / 1000;
    const [load1] = loadavg();
    console.log(
      `\nMachine: ${availableParallelism()} cores, load average ${load1.toFixed(1)} at the end (other processes included).`,
    );

    printReport(samples, elapsed, server.busyFailures());
    const failed = samples.filter((sample) => sample.status < 200 || sample.status >= 300).length;
    const p95All = p95(samples);
    console.log(
      `\nTargets: no errors (${failed === 0 ? 'met' : `${failed} errors`}), no database-busy failures (${server.busyFailures() === 0 ? 'met' : 'missed'}), p95 ≤ 100 ms (${p95All.toFixed(1)} ms: ${p95All <= 100 ? 'met' : 'missed'}).`,
    );
    if (failed > 0) console.log(`\nEnd of the server log:\n${server.output().slice(-4000)}`);
  } finally {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
