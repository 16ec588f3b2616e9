// Login rate limit: the 6th failure within 60 s for one email or one address answers 429.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress, headers: { 'accept-language': language } });

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
    for (let i = 0; i < 5; i++) expect((await attempt(`guess${i}@demo.test`, 'wrong', '10.0.0.9')).statusCode).toBe(422);
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
    for (let i = 0; i < 10; i++) expect((await attempt(DEMO_ADMIN.email, DEMO_ADMIN.password, '10.0.0.1')).statusCode).toBe(200);
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
