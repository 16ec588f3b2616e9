// With PostgreSQL the sign-in, sign-up, reset and unlock limits are counted in the database, so two
// nodes on one database share them; with SQLite (one process) they stay in memory.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, DEMO_ADMIN, type TestApp } from './helpers';

const API = '/api/v1/admin';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let nodeB: FastifyInstance;

beforeEach(async () => {
  t = await createTestApp();
  // A second node: its own Fastify instance and limiters, the same database.
  nodeB = await buildApp(t.deps);
  await nodeB.ready();
});
afterEach(async () => {
  await nodeB.close();
  await t.close();
});

const post = (node: FastifyInstance, url: string, payload: unknown, remoteAddress: string, token?: string) =>
  node.inject({
    method: 'POST',
    url: `${API}/${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const countedAttempts = () =>
  t.db.selectFrom('limit_attempts').select(['scope', 'key']).orderBy('scope').orderBy('key').execute();

describe.runIf(onPostgres)('limits shared by two nodes on PostgreSQL', () => {
  it('counts failed sign-ins on both nodes: three on A and two on B lock the sixth on either', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, 'login', { email: DEMO_ADMIN.email, password: 'wrong' }, '10.1.0.1')).statusCode).toBe(
        422,
      );
    for (let i = 0; i < 2; i++)
      expect((await post(nodeB, 'login', { email: DEMO_ADMIN.email, password: 'wrong' }, '10.1.0.2')).statusCode).toBe(
        422,
      );
    const onA = await post(t.app, 'login', DEMO_ADMIN, '10.1.0.3');
    expect(onA.statusCode).toBe(429);
    expect(Number(onA.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(nodeB, 'login', DEMO_ADMIN, '10.1.0.4')).statusCode).toBe(429);
  });

  it('clears an email’s failures on every node after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++)
      await post(t.app, 'login', { email: DEMO_ADMIN.email, password: 'wrong' }, `10.2.0.${i}`);
    expect((await post(nodeB, 'login', DEMO_ADMIN, '10.2.0.9')).statusCode).toBe(200);
    expect((await countedAttempts()).filter((row) => row.key.startsWith('email:'))).toEqual([]);
  });

  it('counts reset requests and unlocks across nodes by scope', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, 'forgot-password', { email: 'x@demo.test' }, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await post(nodeB, 'forgot-password', { email: 'x@demo.test' }, '10.3.0.1')).statusCode).toBe(200);
    expect((await post(t.app, 'forgot-password', { email: 'x@demo.test' }, '10.3.0.1')).statusCode).toBe(429);

    const token = await t.login();
    for (let i = 0; i < 5; i++) {
      const node = i % 2 === 0 ? t.app : nodeB;
      expect((await post(node, 'lock-screen/unlock', { password: 'wrong' }, '10.4.0.1', token)).statusCode).toBe(422);
    }
    expect(
      (await post(nodeB, 'lock-screen/unlock', { password: DEMO_ADMIN.password }, '10.4.0.2', token)).statusCode,
    ).toBe(429);
    const scopes = new Set((await countedAttempts()).map((row) => row.scope));
    expect([...scopes].sort()).toEqual(['forgot', 'unlock']);
  });
});

describe.runIf(!onPostgres)('limits of one process on SQLite', () => {
  it('keeps the counters in memory: nothing is written to the database', async () => {
    for (let i = 0; i < 5; i++) await post(t.app, 'login', { email: DEMO_ADMIN.email, password: 'wrong' }, '10.5.0.1');
    expect((await post(t.app, 'login', DEMO_ADMIN, '10.5.0.2')).statusCode).toBe(429);
    expect(await countedAttempts()).toEqual([]);
  });
});
