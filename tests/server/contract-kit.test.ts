// The contract kit (npm run contract) against the reference server over real HTTP: every check passes;
// behind a proxy that breaks one answer, exactly that endpoint fails with a readable reason.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeFakeBackend } from '../../fake/node';
import { fakeTransport } from '../contract/fakeTransport';
import { CHECKS, type CheckResult, formatResult, runContract } from '../contract/run';
import { createTestApp, DEMO_ADMIN, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A proxy in front of the server that hands every answer through `rewrite` (JSON bodies only). */
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
    const type = upstream.headers.get('content-type') ?? '';
    if (type.includes('json'))
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
  it('passes every check against the reference server, and trashes the rows it created', async () => {
    const liveCoupons = async () => {
      const db = t.db as unknown as Kysely<any>;
      const row = await db
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const before = await liveCoupons();
    const results = await runContract({ base, ...DEMO_ADMIN, limited: DEMO_SUPPORT });
    expect(failures(results).map(formatResult)).toEqual([]);
    expect(results.map((result) => result.outcome)).toEqual(CHECKS.map(() => 'pass'));
    expect(await liveCoupons()).toBe(before);
  });

  it('skips the 403 check, and says why, without an account lacking the permission', async () => {
    const results = await runContract({ base, ...DEMO_ADMIN });
    expect(results.filter((result) => result.outcome === 'skip')).toEqual([
      { endpoint: 'POST search without permission (403)', outcome: 'skip', why: 'no --limited-email given' },
    ]);
    expect(failures(results)).toEqual([]);
  });

  it('fails the search check with a readable reason when the total comes back as text', async () => {
    const proxy = await brokenBackend((path, body) => {
      if (path.endsWith('/search') && body?.data?.results) body.data.results.total = String(body.data.results.total);
      return body;
    });
    try {
      const results = await runContract({ base: proxy.base, ...DEMO_ADMIN });
      const shape = results.find((result) => result.endpoint === 'POST search (answer shape)');
      expect(shape?.outcome).toBe('fail');
      expect(shape?.why).toMatch(/^data\.results\.total: expected an integer, got "\d+"$/);
      expect(formatResult(shape!)).toMatch(
        /^FAIL {2}POST search \(answer shape\) — data\.results\.total: expected an integer/,
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
      const results = await runContract({ base: proxy.base, ...DEMO_ADMIN });
      expect(results.find((result) => result.endpoint === 'POST login')).toEqual({
        endpoint: 'POST login',
        outcome: 'fail',
        why: 'state is 0, expected 1 on success',
      });
    } finally {
      proxy.server.close();
    }
  });

  it('reports a backend that does not answer as a failure of each endpoint, not a crash', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const results = await runContract({ base: `http://127.0.0.1:${port}`, ...DEMO_ADMIN, limited: DEMO_SUPPORT });
    const cleanUp = (endpoint: string) => endpoint.startsWith('clean-up');
    expect(results.map((result) => result.outcome)).toEqual(
      CHECKS.map((check) => (cleanUp(check.endpoint) ? 'skip' : 'fail')),
    );
    expect(results[0].why).toBe(`the backend did not answer (connect ECONNREFUSED 127.0.0.1:${port})`);
  });

  it('passes against the demo backend, all but the file downloads, which need an HTTP server', async () => {
    const demo = await createNodeFakeBackend();
    const results = await runContract({
      base: 'http://demo.invalid',
      ...DEMO_ADMIN,
      limited: DEMO_SUPPORT,
      transport: fakeTransport(demo),
    });
    expect(failures(results).map(formatResult)).toEqual([]);
    expect(results.filter((result) => result.outcome === 'skip').map((result) => result.endpoint)).toEqual([
      'POST search (export_format excel)',
      'POST search (export_format pdf)',
    ]);
  });
});
