// The demo backend (fake/, sql.js in Node) beside the reference server, on the same seed, scale and clock,
// so a test can send one call to both and compare the answers. Call `bothBackends()` at the top of a file.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { FakeBackend } from '../../fake/backend';
import { FAKE_SEED_SCALE } from '../../fake/database';
import { createNodeFakeBackend } from '../../fake/node';
import { seedModels } from '../../server/models';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

export type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };
export type Answer = { status: number; body: any };
type Who = 'admin' | 'support';

export function bothBackends() {
  let reference: TestApp;
  let fake: FakeBackend;
  const tokens = { server: { admin: '', support: '' }, fake: { admin: '', support: '' } };

  const fakeToken = async (email: string) => {
    const res = await fake.handle('POST', '/api/v1/admin/login', { email, password: 'Demo#2026' });
    return (res.body as { data: { token: string } }).data.token;
  };

  beforeAll(async () => {
    // Both seeds see the same clock, so creation times (and everything derived from them) agree.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00.000Z'));
    reference = await createTestApp();
    await seedModels(reference.db, { scale: FAKE_SEED_SCALE });
    fake = await createNodeFakeBackend();
    tokens.server = { admin: await reference.login(), support: await reference.login(DEMO_SUPPORT.email) };
    tokens.fake = { admin: await fakeToken('admin@demo.test'), support: await fakeToken(DEMO_SUPPORT.email) };
  }, 120_000);

  afterAll(async () => {
    vi.useRealTimers();
    await reference?.close();
  });

  /** One call to both, signed in as `as` (or not at all): [the server's answer, the demo's answer]. */
  async function both(call: Call, as: Who | null = 'admin', language: 'en' | 'ar' = 'en'): Promise<[Answer, Answer]> {
    const headers = (token: string | null): Record<string, string> => ({
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const server = await reference.app.inject({
      method: call.method,
      url: `/api/v1/admin/${call.path}`,
      headers: headers(as ? tokens.server[as] : null),
      ...(call.body !== undefined ? { payload: call.body as Record<string, unknown> } : {}),
    });
    const demo = await fake.handle(
      call.method,
      `/api/v1/admin/${call.path}`,
      call.body,
      headers(as ? tokens.fake[as] : null),
    );
    return [
      { status: server.statusCode, body: server.json() },
      { status: demo.status, body: demo.body },
    ];
  }

  /** One call to both: the answers must be the same, with this status. */
  async function same(call: Call, status = 200, as: Who | null = 'admin', language: 'en' | 'ar' = 'en') {
    const [server, demo] = await both(call, as, language);
    expect(demo).toEqual(server);
    expect(demo.status).toBe(status);
    return demo;
  }

  return {
    both,
    same,
    referenceDb: () => reference.db as unknown as Kysely<any>,
    fake: () => fake,
  };
}
