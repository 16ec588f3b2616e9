// Login rate limit: the 6th failure within 60 s for one email or one address answers 429, naming the wait
// with its plural form; behind a trusted proxy (TRUST_PROXY) the address is the forwarded one.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginLimiter } from '../../server/auth/login-limiter';
import { createTestApp, DEMO_ADMIN, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const LOGIN = '/api/v1/admin/login';

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const attempt = (email: string, password: string, remoteAddress: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { email, password },
    remoteAddress,
    headers: { 'accept-language': language },
  });

async function failFiveTimes(email: string, remoteAddress: string): Promise<void> {
  for (let i = 0; i < 5; i++) expect((await attempt(email, `wrong-${i}`, remoteAddress)).statusCode).toBe(422);
}

describe('login rate limit', () => {
  it('answers the 6th failed attempt for one email with 429, a message and Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    await failFiveTimes(DEMO_ADMIN.email, '10.0.0.1');
    vi.setSystemTime(new Date('2030-01-01T00:00:20Z'));
    const sixth = await attempt(DEMO_ADMIN.email, 'wrong-6', '10.0.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ state: 0, message: 'Too many sign-in attempts. Try again in 40 seconds.' });
    expect(sixth.headers['retry-after']).toBe('40');
    const arabic = await attempt(DEMO_ADMIN.email, 'wrong-7', '10.0.0.1', 'ar');
    expect(arabic.json()).toEqual({ state: 0, message: 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد 40 ثانية.' });
  });

  it('keeps refusing the locked email from another address, even with the right password, until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    await failFiveTimes(DEMO_ADMIN.email, '10.0.0.1');
    expect((await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.0.2')).statusCode).toBe(429);
    vi.setSystemTime(new Date('2030-01-01T00:01:00.001Z'));
    expect((await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.0.2')).statusCode).toBe(200);
  });

  it('limits one address across different emails', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(`guess${i}@demo.test`, 'wrong', '10.0.0.9')).statusCode).toBe(422);
    const sixth = await attempt('another@demo.test', 'wrong', '10.0.0.9');
    expect(sixth.statusCode).toBe(429);
  });

  it('does not affect a different email from another address', async () => {
    await failFiveTimes(DEMO_ADMIN.email, '10.0.0.1');
    const other = await attempt(DEMO_SUPPORT.email, DEMO_SUPPORT.password, '10.0.0.5');
    expect(other.statusCode).toBe(200);
    const otherWrong = await attempt(DEMO_SUPPORT.email, 'wrong', '10.0.0.5');
    expect(otherWrong.statusCode).toBe(422);
  });

  it('does not count successful sign-ins and leaves other routes alone', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.0.1')).statusCode).toBe(200);
    const token = await t.login();
    await failFiveTimes(DEMO_SUPPORT.email, '127.0.0.1');
    expect((await attempt(DEMO_SUPPORT.email, 'wrong', '127.0.0.1')).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: t.auth(token) });
      expect(res.statusCode).toBe(200);
    }
  });

  it('counts failures in a sliding window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let second = 0; second < 5; second++) {
      vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 0, 0, second * 15)));
      expect((await attempt(DEMO_ADMIN.email, 'wrong', '10.0.0.1')).statusCode).toBe(422);
    }
    // At 0:61 the failure of 0:00 has left the window: four remain, so one more attempt is allowed.
    vi.setSystemTime(new Date(Date.UTC(2030, 0, 1, 0, 1, 1)));
    expect((await attempt(DEMO_ADMIN.email, 'wrong', '10.0.0.1')).statusCode).toBe(422);
    expect((await attempt(DEMO_ADMIN.email, 'wrong', '10.0.0.1')).statusCode).toBe(429);
  });
});

describe('LoginLimiter', () => {
  it('treats emails case-insensitively and reports the wait in whole seconds', () => {
    const limiter = new LoginLimiter({ maxFailures: 2, windowSeconds: 60 });
    limiter.recordFailure('A@b.c', '1.1.1.1', 1_000);
    limiter.recordFailure('a@B.c', '2.2.2.2', 1_500);
    expect(limiter.retryAfterSeconds('a@b.c', '3.3.3.3', 2_000)).toBe(59);
    expect(limiter.retryAfterSeconds('x@b.c', '3.3.3.3', 2_000)).toBe(0);
    limiter.recordSuccess('A@B.C');
    expect(limiter.retryAfterSeconds('a@b.c', '3.3.3.3', 2_000)).toBe(0);
  });
});

describe('the wait in the 429 message', () => {
  let slow: TestApp;
  beforeAll(async () => {
    // A 120-second window, so waits of up to 100 seconds can be produced.
    slow = await createTestApp({ config: { loginRateLimit: { maxFailures: 5, windowSeconds: 120 } } });
  });
  afterAll(async () => {
    await slow.close();
  });

  const attemptOn = (app: TestApp, email: string, language: string) =>
    app.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email, password: 'wrong' },
      remoteAddress: '10.0.0.1',
      headers: { 'accept-language': language },
    });

  it.each([
    [1, 'Try again in 1 second.', 'بعد ثانية واحدة.'],
    [2, 'Try again in 2 seconds.', 'بعد ثانيتين.'],
    [3, 'Try again in 3 seconds.', 'بعد 3 ثوانٍ.'],
    [11, 'Try again in 11 seconds.', 'بعد 11 ثانية.'],
    [100, 'Try again in 100 seconds.', 'بعد 100 ثانية.'],
  ])('names %i second(s) with the right plural form in English and Arabic', async (seconds, english, arabic) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 0, 1, seconds);
    vi.setSystemTime(start);
    const email = `wait-${seconds}@demo.test`;
    for (let i = 0; i < 5; i++) expect((await attemptOn(slow, email, 'en')).statusCode).toBe(422);
    vi.setSystemTime(start + (120 - seconds) * 1000);

    const en = await attemptOn(slow, email, 'en');
    expect(en.statusCode).toBe(429);
    expect(en.headers['retry-after']).toBe(String(seconds));
    expect(en.json()).toEqual({ state: 0, message: `Too many sign-in attempts. ${english}` });
    const ar = await attemptOn(slow, email, 'ar');
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toEqual({ state: 0, message: `محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى ${arabic}` });
  });
});

describe('TRUST_PROXY: the client address behind a reverse proxy', () => {
  const PROXY = '10.0.0.1';
  let proxied: TestApp | null = null;
  afterEach(async () => {
    await proxied?.close();
    proxied = null;
  });

  /** A failed sign-in for a new email each time, so only the address limit can answer 429. */
  let emails = 0;
  const failFrom = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: `proxy-${++emails}@demo.test`, password: 'wrong' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  async function expectLimitKeyedOnForwardedAddress(
    app: TestApp,
    forwarded: (client: string) => string,
  ): Promise<void> {
    for (let i = 0; i < 5; i++) expect((await failFrom(app, PROXY, forwarded('203.0.113.7'))).statusCode).toBe(422);
    const sixth = await failFrom(app, PROXY, forwarded('203.0.113.7'));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    // Another client behind the same proxy is not held back by the first one's failures.
    expect((await failFrom(app, PROXY, forwarded('203.0.113.8'))).statusCode).toBe(422);
  }

  it('is off by default: X-Forwarded-For is ignored and the proxy address is counted', async () => {
    for (let i = 0; i < 5; i++) expect((await failFrom(t, PROXY, `203.0.113.${i}`)).statusCode).toBe(422);
    expect((await failFrom(t, PROXY, '203.0.113.99')).statusCode).toBe(429);
  });

  it('with true, counts the address in X-Forwarded-For', async () => {
    proxied = await createTestApp({ config: { trustProxy: true } });
    await expectLimitKeyedOnForwardedAddress(proxied, (client) => client);
  });

  it('with a number of hops, counts the address that many proxies away', async () => {
    proxied = await createTestApp({ config: { trustProxy: 1 } });
    // The client may send its own X-Forwarded-For; the proxy appends the address it saw.
    await expectLimitKeyedOnForwardedAddress(proxied, (client) => `198.51.100.1, ${client}`);
  });

  it('with a list of proxy addresses, trusts X-Forwarded-For from those proxies only', async () => {
    proxied = await createTestApp({ config: { trustProxy: ['10.0.0.0/8', '127.0.0.1'] } });
    await expectLimitKeyedOnForwardedAddress(proxied, (client) => client);
    // A client reaching the server directly cannot pick its counted address with the header.
    for (let i = 0; i < 5; i++)
      expect((await failFrom(proxied, '192.0.2.50', `203.0.113.${100 + i}`)).statusCode).toBe(422);
    expect((await failFrom(proxied, '192.0.2.50', '203.0.113.200')).statusCode).toBe(429);
  });
});
