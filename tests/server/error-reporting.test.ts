// Error reports: the scrubber both SDKs use as beforeSend (no tokens, passwords or personal data, the
// user reduced to its id), reporting off without a DSN, and the server's own 5xx (not 4xx) reported.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FILTERED, scrubEvent } from '../../common/monitoring/scrub';
import { buildApp } from '../../server/app';
import { setErrorReporter, startServerErrorReporting } from '../../server/monitoring/error-reporting';
import { createTestApp, type TestApp } from './helpers';

const TOKEN = 'a'.repeat(64);
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('scrubEvent (beforeSend)', () => {
  it('removes tokens, passwords and personal data and keeps the rest', () => {
    const event = {
      message: `Request failed for mona@example.com with Bearer ${TOKEN}`,
      release: 'fitness-admin@1.4',
      user: { id: 7, email: 'mona@example.com', ip_address: '10.0.0.1', username: 'Mona' },
      request: {
        url: `https://admin.example.test/session/reset?token=${TOKEN}&lang=ar`,
        headers: { Authorization: `Bearer ${TOKEN}`, Cookie: 'sid=1', 'Accept-Language': 'ar' },
        data: { email: 'x@y.test', password: 'Secret#1', note: `see ${JWT}` },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: `/api/v1/admin/search?access_token=${TOKEN}`, status: 500 } }],
      extra: { localStorage: { access_token: TOKEN, language: 'ar' }, phone: '01000000000', count: 3 },
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    };
    expect(scrubEvent(event)).toEqual({
      message: `Request failed for ${FILTERED} with Bearer ${FILTERED}`,
      release: 'fitness-admin@1.4',
      user: { id: 7 },
      request: {
        url: `https://admin.example.test/session/reset?token=${FILTERED}&lang=ar`,
        headers: { Authorization: FILTERED, Cookie: FILTERED, 'Accept-Language': 'ar' },
        data: { email: FILTERED, password: FILTERED, note: `see ${FILTERED}` },
      },
      breadcrumbs: [{ category: 'fetch', data: { url: `/api/v1/admin/search?access_token=${FILTERED}`, status: 500 } }],
      extra: { localStorage: { access_token: FILTERED, language: 'ar' }, phone: FILTERED, count: 3 },
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
    // The original is left as it was.
    expect(event.user.email).toBe('mona@example.com');
  });
});

describe('the server reports its own 5xx', () => {
  let t: TestApp;
  const reported: Array<{ error: unknown; context: Record<string, unknown> }> = [];
  beforeAll(async () => {
    t = await createTestApp({ models: false });
  });
  afterEach(() => {
    setErrorReporter(null);
    reported.length = 0;
  });
  afterAll(() => t.close());

  it('is off without SENTRY_DSN', async () => {
    expect(await startServerErrorReporting(undefined, 'r')).toBe(false);
    expect(await startServerErrorReporting('  ', 'r')).toBe(false);
  });

  it('reports an unexpected error with its method and route, and not a client error', async () => {
    setErrorReporter((error, context) => reported.push({ error, context }));
    const app = await buildApp(t.deps);
    app.get('/api/v1/admin/test-crash', async () => {
      throw new Error('exploded for mona@example.com');
    });
    expect((await app.inject({ method: 'GET', url: `/api/v1/admin/test-crash?token=${TOKEN}` })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' })).statusCode).toBe(401);
    expect(reported).toHaveLength(1);
    expect((reported[0].error as Error).message).toBe('exploded for mona@example.com');
    expect(reported[0].context).toEqual({ method: 'GET', route: '/api/v1/admin/test-crash' });
    await app.close();
  });
});
