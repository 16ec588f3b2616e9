// The contract kit (npm run contract) against the reference server over real HTTP: one check per
// operation of the API document, every one passing (or skipped with a reason), and nothing of the kit's
// left behind; an operation without a check, a broken answer and an unreachable backend fail plainly.
// The demo backend runs through it too, skipping what it documents as not offered.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeFakeBackend } from '../../fake/node';
import { MODELS } from '../../server/models/registry';
import { CHECKS } from '../contract/checks';
import type { Transport } from '../contract/client';
import { fakeTransport } from '../contract/fakeTransport';
import { NOT_IN_DEMO, NOT_IN_DEMO_WHY } from '../contract/notInDemo';
import { type CheckResult, formatResult, runContract, summaryLine } from '../contract/run';
import { contractOf, type ApiDocument } from '../support/contract';
import { createTestApp, DEMO_ADMIN, DEMO_SUPPORT, type TestApp } from './helpers';

const repoDocument = JSON.parse(
  readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
) as ApiDocument;
const documented = contractOf(repoDocument).operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);

let t: TestApp;
let base: string;

beforeAll(async () => {
  // Sign-up on, so the kit can sign up the pending accounts it approves and rejects.
  t = await createTestApp({ models: true, config: { signUp: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

/** Live rows of every model's table: what the kit made must be trashed or deleted again. */
async function liveRows(): Promise<Record<string, number>> {
  const db = t.db as unknown as Kysely<any>;
  const counts: Record<string, number> = {};
  for (const { table } of MODELS) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow()
      .catch(() => null);
    if (row) counts[table] = Number(row.count);
  }
  return counts;
}

/** A proxy in front of the server that hands every JSON answer through `rewrite`. */
async function brokenBackend(rewrite: (path: string, body: any) => any): Promise<{ base: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>;
    const upstream = await fetch(`${base}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    let payload = Buffer.from(await upstream.arrayBuffer());
    if ((upstream.headers.get('content-type') ?? '').includes('json'))
      payload = Buffer.from(JSON.stringify(rewrite(request.url ?? '', JSON.parse(payload.toString('utf8')))));
    const passed = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
      ),
    );
    response.writeHead(upstream.status, passed);
    response.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const failures = (results: CheckResult[]) => results.filter((result) => result.outcome === 'fail');

describe('contract kit', () => {
  it('has exactly one check for each operation of the API document', () => {
    const operations = CHECKS.map((check) => check.operation);
    expect(new Set(operations).size).toBe(operations.length);
    expect([...operations].sort()).toEqual([...documented].sort());
  });

  it('checks every operation of the reference server, passes them all, and leaves nothing of its own behind', async () => {
    const before = await liveRows();
    const settings = (await t.get('settings', { token: await t.login() })).json().data;
    const run = await runContract({ base, ...DEMO_ADMIN, limited: DEMO_SUPPORT });
    expect(run.source).toBe(`${base}/api/v1/admin/openapi.json (served by the backend)`);
    expect(failures(run.results).map(formatResult)).toEqual([]);
    expect(run.results.map((result) => result.operation).sort()).toEqual([...documented].sort());
    const skipped = run.results.filter((result) => result.outcome === 'skip');
    expect(skipped).toEqual([]);
    expect(summaryLine(run)).toBe(
      `${documented.length} of ${documented.length} operations checked (${documented.length} passed, 0 skipped)`,
    );
    // The seeded rows it had to use are named on their lines.
    expect(formatResult(run.results.find((r) => r.operation === 'POST /payout-request/update/{id}')!)).toMatch(
      /^PASS \(walked the seeded pending request \d+ \(pending → approved → paid\)\) {2}POST \/payout-request/,
    );
    // Every row it made is trashed or deleted again; the activity log keeps what it did.
    const after = await liveRows();
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(Object.fromEntries(changed.map((table) => [table, after[table] - before[table]]))).toEqual({
      activity_log: expect.any(Number),
    });
    expect((await t.get('settings', { token: await t.login() })).json().data).toEqual(settings);
  }, 300_000);

  it('skips sign-up and the approvals, and says why, on a backend with sign-up off', async () => {
    const closed = await createTestApp();
    try {
      await closed.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(closed.app.server.address() as AddressInfo).port}`;
      const only = ['POST /sign-up', 'POST /admins/approve/{id}', 'POST /admins/reject/{id}'];
      const run = await runContract({ base: url, ...DEMO_ADMIN, only });
      expect(run.results.filter((result) => only.includes(result.operation)).map(formatResult)).toEqual([
        'SKIP — the backend has sign-up off (GET session/options: sign_up false)  POST /sign-up',
        'SKIP — no pending account of the kit (sign-up is off or failed), and others are not the kit’s to change  POST /admins/approve/{id}',
        'SKIP — no pending account of the kit (sign-up is off or failed), and others are not the kit’s to change  POST /admins/reject/{id}',
      ]);
      expect(summaryLine(run)).toBe(`5 of ${documented.length} operations checked (2 passed, 3 skipped)`);
    } finally {
      await closed.close();
    }
  });

  it('fails, and says which, for an operation of the document without a check', async () => {
    const document = structuredClone(repoDocument) as any;
    document.paths['/foo/{id}'] = { post: { responses: {} } };
    // A backend that serves this document (GET openapi.json passes) and answers nothing else.
    const transport: Transport = async ({ url }) => {
      const served = url.endsWith('/openapi.json');
      const body = served ? document : { state: 0, message: 'Down for the test.' };
      return { status: served ? 200 : 503, headers: new Headers(), body, bytes: 0, text: JSON.stringify(body) };
    };
    const run = await runContract({ base: 'http://kit.invalid', ...DEMO_ADMIN, transport });
    expect(formatResult(run.results[0])).toBe('FAIL — no check for POST /foo/{id}  POST /foo/{id}');
    expect(run.results).toHaveLength(documented.length + 1);
    expect(summaryLine(run)).toMatch(
      new RegExp(
        `^${documented.length} of ${documented.length + 1} operations checked \\(1 passed, \\d+ skipped, \\d+ failed\\)$`,
      ),
    );
  });

  it('fails an operation whose answer breaks the document, with the reason', async () => {
    const proxy = await brokenBackend((path, body) => {
      if (path.endsWith('/search') && body?.data?.results) body.data.results.total = String(body.data.results.total);
      return body;
    });
    try {
      const run = await runContract({ base: proxy.base, ...DEMO_ADMIN, only: ['POST /search'] });
      const search = run.results.find((result) => result.operation === 'POST /search')!;
      expect(formatResult(search)).toMatch(
        /^FAIL — \(answer shape\) POST search → 200: the answer breaks the API document: .*body\.data\.results\.total: must be integer \(got "\d+"\)/,
      );
    } finally {
      proxy.server.close();
    }
  });

  it('fails an operation whose answer breaks its schema in the document', async () => {
    const proxy = await brokenBackend((path, body) => {
      if (path.includes('/referrals/tree') && body?.data?.nodes?.[0]) body.data.nodes[0].id = 'one';
      return body;
    });
    try {
      const run = await runContract({ base: proxy.base, ...DEMO_ADMIN, only: ['GET /referrals/tree'] });
      const tree = run.results.find((result) => result.operation === 'GET /referrals/tree')!;
      expect(tree.outcome).toBe('fail');
      expect(tree.why).toMatch(
        /^GET referrals\/tree → 200: the answer breaks the API document: .*body\.data\.nodes\[0\]\.id: must be integer/,
      );
    } finally {
      proxy.server.close();
    }
  });

  it('fails sign-in with the status and message when the backend answers 200 with state 0', async () => {
    const proxy = await brokenBackend((path, body) =>
      path.endsWith('/login') && body?.state === 1 ? { state: 0, message: 'Nope' } : body,
    );
    try {
      const run = await runContract({ base: proxy.base, ...DEMO_ADMIN, only: [] });
      expect(run.results.find((result) => result.operation === 'POST /login')).toEqual({
        operation: 'POST /login',
        outcome: 'fail',
        why: 'state is 0, expected 1 on success',
      });
    } finally {
      proxy.server.close();
    }
  });

  it('reports a backend that does not answer as a failure of each operation, on the repository’s document', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runContract({ base: `http://127.0.0.1:${port}`, ...DEMO_ADMIN, limited: DEMO_SUPPORT });
    expect(run.source).toMatch(/^docs\/openapi\.json of this repository \(the backend: GET openapi\.json failed/);
    expect(run.results.map((result) => result.operation).sort()).toEqual([...documented].sort());
    expect(run.results.filter((result) => result.outcome === 'pass')).toEqual([]);
    expect(run.results[0].why).toBe(`the backend did not answer (connect ECONNREFUSED 127.0.0.1:${port})`);
  });

  it('runs against the demo backend: what it offers passes, what it documents as not offered is skipped', async () => {
    const demo = await createNodeFakeBackend();
    const run = await runContract({
      base: 'http://demo.invalid',
      ...DEMO_ADMIN,
      limited: DEMO_SUPPORT,
      transport: fakeTransport(demo),
      notOffered: { operations: NOT_IN_DEMO, why: NOT_IN_DEMO_WHY },
    });
    const outcome = (operation: string) => run.results.find((result) => result.operation === operation)?.outcome;
    for (const operation of NOT_IN_DEMO.filter((entry) => documented.includes(entry)))
      expect([operation, outcome(operation)]).toEqual([operation, 'skip']);
    const passing = DEMO_OFFERS.filter((operation) => outcome(operation) !== 'pass');
    expect(passing.map((operation) => formatResult(run.results.find((r) => r.operation === operation)!))).toEqual([]);
  });
});

/** What the demo backend answers today (fake/ is growing to answer every operation). */
const DEMO_OFFERS = [
  'POST /login',
  'GET /session/options',
  'POST /lock-screen/unlock',
  'GET /admins/my-profile',
  'GET /admins/pending',
  'GET /role/permissions',
  'POST /role/create',
  'POST /role/update/{id}',
  'GET /dashboard',
  'GET /models',
  'GET /settings',
  'GET /settings/catalogue',
  'GET /settings/display',
  'GET /settings/map',
  'POST /settings/{key}',
  'GET /activity/{model}/{id}',
  'GET /getSingle/{model}/{id}',
  'GET /searchSingle/{model}/{field}/{query}',
  'GET /searchSingle/{model}/{field}',
  'POST /field-search',
  'POST /search-picker',
  'GET /program_prices/show/{id}',
  'GET /prejoin_program_question',
  'GET /subprogram_recommendations',
  'POST /coupons/store',
  'POST /coupons/update/{id}',
  'POST /discounts/store',
  'POST /discounts/update/{id}',
  'POST /referral-discounts/store',
  'POST /referral-discounts/update/{id}',
  'POST /chatgroup/store',
  'POST /chatgroup/update/{id}',
  'POST /add-note/{model}/{id}',
  'POST /search',
  'POST /chat/{groupId}/send',
  'GET /chat/{groupId}/messages',
  'POST /chat/message/{messageId}/hide',
  'GET /support-chat',
  'GET /support-chat/show/{threadId}',
  'POST /support-chat/sendMessage',
  'POST /logout',
];
