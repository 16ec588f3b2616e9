// Sessions: brute force is throttled; logout, a password change or reset, and disabling or deleting an
// admin end its tokens at once (and for good); a hostile login redirect is never followed by the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueResetToken } from '../../server/auth/password-reset';
import { addAdmin, createTestApp, DEMO_ADMIN, type TestApp } from '../server/helpers';
import { API, expectRefused, get, post } from './support';

const SESSION_INVALID = 'Your session has expired or is no longer valid. Please sign in again.';
const DISABLED = 'This account is disabled. Please contact an administrator.';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let accounts = 0;
/** A fresh admin with a view-only role, signed in `sessions` times. */
async function freshAdmin(sessions = 1): Promise<{ id: number; email: string; tokens: string[] }> {
  const email = `session-${++accounts}@demo.test`;
  const id = await addAdmin(t, { email, roleName: 'Viewer', permissions: ['view-User'] });
  const tokens: string[] = [];
  for (let index = 0; index < sessions; index += 1) tokens.push(await t.login(email));
  return { id, email, tokens };
}

async function expectSignedOut(token: string, message = SESSION_INVALID): Promise<void> {
  const res = await get(t, 'dashboard', token);
  expectRefused(res, 401, message);
  expect(res.headers['www-authenticate']).toBe('Bearer');
}

describe('brute force', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password }, remoteAddress });

  it('answers the 6th bad login within a minute with 429 and Retry-After, even with the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T10:00:00Z'));
    const { email } = await freshAdmin(0);
    for (let index = 0; index < 5; index += 1) {
      expectRefused(
        await attempt(email, `guess-${index}`, '10.1.0.1'),
        422,
        'These credentials do not match our records.',
      );
    }
    vi.setSystemTime(new Date('2031-05-01T10:00:15Z'));
    const sixth = await attempt(email, 'guess-6', '10.1.0.1');
    expectRefused(sixth, 429, 'Too many sign-in attempts. Try again in 45 seconds.');
    expect(sixth.headers['retry-after']).toBe('45');
    expect((await attempt(email, 'Demo#2026', '10.1.0.2')).statusCode).toBe(429);
  });

  it('throttles one address that tries many emails', async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await attempt(`nobody${index}@demo.test`, 'x', '10.1.0.9')).statusCode).toBe(422);
    expect((await attempt('nobody-else@demo.test', 'x', '10.1.0.9')).statusCode).toBe(429);
  });

  it('throttles the lock screen, where a stolen session could guess the password', async () => {
    const { tokens } = await freshAdmin(1);
    for (let index = 0; index < 5; index += 1)
      expect((await post(t, 'lock-screen/unlock', { password: `guess-${index}` }, tokens[0])).statusCode).toBe(422);
    const sixth = await post(t, 'lock-screen/unlock', { password: 'Demo#2026' }, tokens[0]);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});

describe('ending sessions', () => {
  it('logout ends the token used, at once', async () => {
    const { tokens } = await freshAdmin(2);
    expect((await post(t, 'logout', null, tokens[0])).statusCode).toBe(200);
    await expectSignedOut(tokens[0]);
    expectRefused(await post(t, 'logout', null, tokens[0]), 401, SESSION_INVALID);
    // Other devices keep their own session (documented).
    expect((await get(t, 'dashboard', tokens[1])).statusCode).toBe(200);
  });

  it('a password change ends every session of the admin and hands back one new token', async () => {
    const { email, tokens } = await freshAdmin(2);
    const res = await post(
      t,
      'admins/my-profile',
      { password: 'changed-pass-1', password_confirmation: 'changed-pass-1', current_password: 'Demo#2026' },
      tokens[0],
    );
    expect(res.statusCode).toBe(200);
    for (const token of tokens) await expectSignedOut(token);
    expect((await get(t, 'dashboard', res.json().data.token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password: 'Demo#2026' } }))
        .statusCode,
    ).toBe(422);
  });

  it('a password reset ends every session of the admin', async () => {
    const { id, email, tokens } = await freshAdmin(2);
    const { token } = await issueResetToken(t.db, id);
    const res = await post(t, 'reset-password', {
      email,
      token,
      password: 'reset-pass-12',
      password_confirmation: 'reset-pass-12',
    });
    expect(res.statusCode).toBe(200);
    for (const old of tokens) await expectSignedOut(old);
    // The link works once.
    expect(
      (
        await post(t, 'reset-password', {
          email,
          token,
          password: 'reset-pass-13',
          password_confirmation: 'reset-pass-13',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('disabling an admin through the generic action ends its sessions at once and for good', async () => {
    const { id, email, tokens } = await freshAdmin(2);
    expect((await post(t, 'search', { model: 'admins', id: [id], action: 'disable' }, admin)).statusCode).toBe(200);
    for (const token of tokens) await expectSignedOut(token);
    expectRefused(
      await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password: 'Demo#2026' } }),
      403,
      DISABLED,
    );
    // Enabling it again does not bring the old sessions back.
    expect((await post(t, 'search', { model: 'admins', id: [id], action: 'enable' }, admin)).statusCode).toBe(200);
    for (const token of tokens) await expectSignedOut(token);
    expect((await get(t, 'dashboard', await t.login(email))).statusCode).toBe(200);
  });

  it('a disabled flag set elsewhere still locks the admin out on its next call', async () => {
    const { id, tokens } = await freshAdmin(1);
    await db.updateTable('admins').set({ enabled: 0 }).where('id', '=', id).execute();
    await expectSignedOut(tokens[0], DISABLED);
  });

  it('deleting an admin ends its sessions, and restoring it does not bring them back', async () => {
    const { id, tokens } = await freshAdmin(1);
    expect((await post(t, 'search', { model: 'admins', id: [id], action: 'delete' }, admin)).statusCode).toBe(200);
    await expectSignedOut(tokens[0]);
    expect((await post(t, 'search', { model: 'admins', id: [id], action: 'restore' }, admin)).statusCode).toBe(200);
    await expectSignedOut(tokens[0]);
  });

  it('emptying its role takes the admin’s permissions away on the next call (a held role is never deleted)', async () => {
    const email = 'role-holder@demo.test';
    await addAdmin(t, { email, roleName: 'Temporary', permissions: ['view-User'] });
    const token = await t.login(email);
    expect((await post(t, 'search', { model: 'users' }, token)).statusCode).toBe(200);
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'Temporary').executeTakeFirstOrThrow();
    expect((await post(t, 'search', { model: 'roles', id: [role.id], action: 'delete' }, admin)).statusCode).toBe(409);
    expect((await post(t, `role/update/${role.id}`, { permissions: [] }, admin)).statusCode).toBe(200);
    expectRefused(await post(t, 'search', { model: 'users' }, token), 403, "You don't have permission to do this.");
  });

  it('an expired token is refused', async () => {
    const { id, tokens } = await freshAdmin(1);
    await db
      .updateTable('admin_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('admin_id', '=', id)
      .execute();
    await expectSignedOut(tokens[0]);
  });

  it.each([
    ['no header', {}],
    ['a token that was never issued', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['a malformed token', { authorization: "Bearer ' OR 1=1 --" }],
    ['another scheme', { authorization: `Basic ${Buffer.from('admin@demo.test:Demo#2026').toString('base64')}` }],
  ])('refuses %s with 401', async (_label, headers) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('does not take a token from the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/dashboard?token=${admin}&access_token=${admin}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('login redirect', () => {
  let site: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'security-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Admin</title><div id="root"></div>');
    site = await createTestApp({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example'])(
    'serves the login page for redirect=%s without following or echoing it',
    async (hostile) => {
      const res = await site.app.inject({
        method: 'GET',
        url: `/session/login?redirect=${encodeURIComponent(hostile)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain('javascript:');
    },
  );

  it('refuses a redirect sent to the login API, signing in nobody', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { ...DEMO_ADMIN, redirect: 'https://evil.example/' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.redirect).toEqual(['The redirect field is not allowed.']);
    expect(res.headers.location).toBeUndefined();
  });
});
