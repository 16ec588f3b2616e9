// Crash safety: the real server process on a SQLite file runs bulk actions over thousands of ids and
// two exports, is killed with SIGKILL mid-way, and restarts on the same file. The file passes
// `PRAGMA integrity_check`, every bulk action is wholly applied (one marker on all its rows) or not at
// all, every answered action is there, and no row is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_SUPPORT_EMAIL } from '../../server/db/seed';
import { buildBenchDatabase } from '../bench/fill';
import { signIn } from '../load/admins';
import { blockOutcome, planBlocks, rowCounts, type ActionBlock } from '../load/crash-plan';
import { startServerProcess, type ServerProcess } from '../load/server';

const ORDERS = 50_000;
const ROUNDS = 3;

let folder: string;
let file: string;
let initialCounts: { orders: number; users: number };

function post(server: ServerProcess, token: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${server.baseUrl}/api/v1/admin/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** Starts two exports, then every block's action at once; kills the server after a random number of answers. */
async function fireAndKill(
  server: ServerProcess,
  blocks: ActionBlock[],
): Promise<{ answered: Set<ActionBlock>; exportStatuses: number[] }> {
  const admin = await signIn(server.baseUrl, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  const support = await signIn(server.baseUrl, DEMO_SUPPORT_EMAIL, DEMO_PASSWORD);
  const exportResponses = await Promise.all([
    post(server, admin, { model: 'orders', export_format: 'excel', sortBy: ['total'], sortDesc: [true] }),
    post(server, support, { model: 'users', export_format: 'pdf' }),
  ]);
  // The files stream on while the actions run; the kill cuts them off.
  const downloads = exportResponses.map((res) => res.arrayBuffer().catch(() => null));

  const answered = new Set<ActionBlock>();
  // A random number of answers (1 to half the actions) before the kill, so each round stops elsewhere.
  const killAfter = 1 + Math.floor(Math.random() * (blocks.length / 2));
  let answers = 0;
  let enoughAnswers: () => void = () => {};
  const enough = new Promise<void>((resolve) => (enoughAnswers = resolve));
  const actions = blocks.map(async (block) => {
    let status: number;
    let body: { state: number; message: string };
    try {
      const res = await post(server, admin, { model: block.model, action: block.action, id: block.ids });
      status = res.status;
      body = (await res.json()) as typeof body;
    } catch {
      return; // the connection was cut by the kill: applied or not, never half
    }
    answers += 1;
    if (answers >= killAfter) enoughAnswers();
    if (status !== 200 || body.state !== 1) throw new Error(`${block.action} answered ${status}: ${body.message}`);
    answered.add(block);
  });
  void Promise.allSettled(actions).then(enoughAnswers);
  await enough;
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 10)));
  await server.kill();
  await Promise.all([...actions, ...downloads]);
  return { answered, exportStatuses: exportResponses.map((res) => res.status) };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'admin-crash-'));
  file = join(folder, 'crash.sqlite');
  await buildBenchDatabase(file, ORDERS);
  const db = new SqliteDatabase(file, { readonly: true });
  initialCounts = rowCounts(db);
  db.close();
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a hard kill during bulk actions and exports', () => {
  it('leaves a sound file with every action whole or absent and no row lost', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const blocks = planBlocks(file, 12);
      expect(blocks.length).toBeGreaterThan(10);
      const server = await startServerProcess(file, join(folder, 'data'));
      const { answered, exportStatuses } = await fireAndKill(server, blocks);
      // The kill came mid-way: some actions were answered, others were still queued or running.
      expect(answered.size).toBeGreaterThan(0);
      expect(answered.size).toBeLessThan(blocks.length);
      expect(exportStatuses).toEqual([200, 200]);

      // Restart on the same file (SQLite recovers the write-ahead log on open) and use it.
      const restarted = await startServerProcess(file, join(folder, 'data'));
      const token = await signIn(restarted.baseUrl, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
      const list = await post(restarted, token, { model: 'orders' });
      expect(list.status).toBe(200);
      const apiTotal = ((await list.json()) as { data: { results: { total: number } } }).data.results.total;
      await restarted.stop();
      expect(restarted.busyFailures()).toBe(0);

      const db = new SqliteDatabase(file, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const outcomes = blocks.map((block) => ({
          action: block.action,
          outcome: blockOutcome(db, block),
          answered: answered.has(block),
        }));
        expect(outcomes.filter((entry) => entry.outcome === 'partial')).toEqual([]);
        expect(outcomes.filter((entry) => entry.answered && entry.outcome !== 'applied')).toEqual([]);
        expect(rowCounts(db)).toEqual(initialCounts);
        const live = db.prepare('select count(*) as n from orders where deleted_at is null').get() as { n: number };
        expect(apiTotal).toBe(live.n);
      } finally {
        db.close();
      }
    }
  }, 240_000);
});
