// Two-factor sign-in: setting up, turning on with a code, signing in with a code or a recovery code (each
// once), turning off with password and code, the 5-minute single-use challenge, the limit on wrong codes
// and the activity log entries of every step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let address = 0;
const EMAIL = 'two.factor@demo.test';
const START = new Date('2030-01-01T00:00:00Z').getTime();

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  t = await createTestApp();
  await addAdmin(t, { email: EMAIL, roleName: 'Editors', permissions: ['view-Member'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Moves the clock on by whole 30-second steps, so the next code is a new one. */
const laterSteps = (steps = 1) => vi.setSystemTime(Date.now() + steps * 30_000);

const publicPost = (path: string, payload: object, remoteAddress = `10.7.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/${path}`, payload, remoteAddress });

async function turnOn(token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await t.post('two-factor/setup', {}, { token });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data;
  const enable = await t.post('two-factor/enable', { code: totpCode(secret) }, { token });
  expect(enable.statusCode).toBe(200);
  return { secret, codes: enable.json().data.recovery_codes };
}

async function challengeOf(): Promise<string> {
  const login = await publicPost('login', { email: EMAIL, password: DEMO_PASSWORD });
  expect(login.statusCode).toBe(200);
  return login.json().data.challenge;
}

const actionsSince = async (mark: number) =>
  (
    (await t.db
      .selectFrom('activity_log' as never)
      .select(['action', 'admin_id'] as never[])
      .where('id' as never, '>', mark as never)
      .orderBy('id' as never)
      .execute()) as unknown as Array<{ action: string }>
  ).map((row) => row.action);
const lastLogId = async () =>
  Number(
    (
      (await t.db
        .selectFrom('activity_log' as never)
        .select((eb) => eb.fn.max('id' as never).as('id'))
        .executeTakeFirst()) as { id: unknown } | undefined
    )?.id ?? 0,
  );

describe('setting up two-factor sign-in', () => {
  it('answers a base32 secret and its otpauth URL; it stays off until a code confirms it', async () => {
    const token = await t.login(EMAIL);
    const setup = await t.post('two-factor/setup', {}, { token });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(EMAIL);
    // Not confirmed yet: the password alone still signs in.
    const login = await publicPost('login', { email: EMAIL, password: DEMO_PASSWORD });
    expect(login.json().data.token).toEqual(expect.any(String));
  });

  it('turns on with a right code, answering ten distinct recovery codes stored only as hashes', async () => {
    const token = await t.login(EMAIL);
    const { codes } = await turnOn(token);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.code_hash);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  it('refuses a wrong code with 422 on the code field, enabling without set-up and setting up twice with 409', async () => {
    const token = await t.login(EMAIL);
    expect((await t.post('two-factor/enable', { code: '123456' }, { token })).statusCode).toBe(409);
    const { secret } = (await t.post('two-factor/setup', {}, { token })).json().data;
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.post('two-factor/enable', { code: wrong }, { token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toHaveLength(1);
    await t.post('two-factor/enable', { code: totpCode(secret) }, { token });
    expect((await t.post('two-factor/setup', {}, { token })).statusCode).toBe(409);
    expect((await t.post('two-factor/enable', { code: totpCode(secret) }, { token })).statusCode).toBe(409);
  });

  it('needs a signed-in admin for setting up, enabling and disabling', async () => {
    for (const path of ['two-factor/setup', 'two-factor/enable', 'two-factor/disable']) {
      expect((await publicPost(path, {})).statusCode).toBe(401);
    }
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge and no token for the right password, then the usual answer for a code', async () => {
    const { secret } = await turnOn(await t.login(EMAIL));
    laterSteps();
    const login = await publicPost('login', { email: EMAIL, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toEqual({ two_factor: true, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const finish = await publicPost('login/two-factor', {
      challenge: login.json().data.challenge,
      code: totpCode(secret),
    });
    expect(finish.statusCode).toBe(200);
    const data = finish.json().data;
    expect(data.user.email).toBe(EMAIL);
    expect(data.permissions).toEqual(['view-Member']);
    const profile = await t.get('admins/my-profile', { token: data.token });
    expect(profile.statusCode).toBe(200);
  });

  it('still refuses a wrong password with 422 and no challenge', async () => {
    await turnOn(await t.login(EMAIL));
    const login = await publicPost('login', { email: EMAIL, password: 'wrong-password' });
    expect(login.statusCode).toBe(422);
    expect(JSON.stringify(login.json())).not.toContain('challenge');
  });

  it('uses a challenge once, and a code once', async () => {
    const { secret } = await turnOn(await t.login(EMAIL));
    laterSteps();
    const challenge = await challengeOf();
    const code = totpCode(secret);
    expect((await publicPost('login/two-factor', { challenge, code })).statusCode).toBe(200);
    const again = await publicPost('login/two-factor', { challenge, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.challenge).toHaveLength(1);
    // A new challenge with the code already used in this step is refused too.
    const replay = await publicPost('login/two-factor', { challenge: await challengeOf(), code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toHaveLength(1);
  });

  it('lets the challenge survive a wrong code but not five minutes', async () => {
    const { secret } = await turnOn(await t.login(EMAIL));
    laterSteps();
    const challenge = await challengeOf();
    expect((await publicPost('login/two-factor', { challenge, code: '000000' })).statusCode).toBe(422);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await publicPost('login/two-factor', { challenge, code: totpCode(secret) });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.challenge).toHaveLength(1);
  });

  it('refuses a made-up challenge and a body with neither code', async () => {
    expect((await publicPost('login/two-factor', { challenge: 'x'.repeat(43), code: '123456' })).statusCode).toBe(422);
    const neither = await publicPost('login/two-factor', { challenge: 'x'.repeat(43) });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().state).toBe(0);
  });

  it('accepts each recovery code once', async () => {
    const { codes } = await turnOn(await t.login(EMAIL));
    const first = await publicPost('login/two-factor', { challenge: await challengeOf(), recovery_code: codes[3] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toEqual(expect.any(String));
    const reused = await publicPost('login/two-factor', { challenge: await challengeOf(), recovery_code: codes[3] });
    expect(reused.statusCode).toBe(422);
    // Typed in capitals without the dash, another one still works.
    const typed = codes[4].replace('-', '').toUpperCase();
    expect(
      (await publicPost('login/two-factor', { challenge: await challengeOf(), recovery_code: typed })).statusCode,
    ).toBe(200);
  });

  it('limits wrong codes like sign-in: the sixth within a minute answers 429 with Retry-After', async () => {
    const { secret } = await turnOn(await t.login(EMAIL));
    laterSteps();
    const challenge = await challengeOf();
    const wrong = String((Number(totpCode(secret)) + 5) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await publicPost('login/two-factor', { challenge, code: wrong }, '10.8.0.1')).statusCode).toBe(422);
    }
    const limited = await publicPost('login/two-factor', { challenge, code: totpCode(secret) }, '10.8.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const token = await t.login(EMAIL);
    const { secret } = await turnOn(token);
    laterSteps();
    const wrongPassword = await t.post('two-factor/disable', { password: 'nope', code: totpCode(secret) }, { token });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toHaveLength(1);
    const wrongCode = await t.post('two-factor/disable', { password: DEMO_PASSWORD, code: '000000' }, { token });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toHaveLength(1);
    const off = await t.post('two-factor/disable', { password: DEMO_PASSWORD, code: totpCode(secret) }, { token });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ two_factor: false });
    expect(await t.db.selectFrom('two_factor_recovery_codes').selectAll().execute()).toHaveLength(0);
    const login = await publicPost('login', { email: EMAIL, password: DEMO_PASSWORD });
    expect(login.json().data.token).toEqual(expect.any(String));
    expect(
      (await t.post('two-factor/disable', { password: DEMO_PASSWORD, code: '000000' }, { token })).statusCode,
    ).toBe(409);
  });
});

describe('the activity log', () => {
  it('records set-up, enabling, the password step, a wrong code, a recovery code, sign-ins and disabling', async () => {
    const mark = await lastLogId();
    const token = await t.login(EMAIL);
    const { secret, codes } = await turnOn(token);
    laterSteps();
    const challenge = await challengeOf();
    await publicPost('login/two-factor', { challenge, code: '000000' });
    await publicPost('login/two-factor', { challenge, recovery_code: codes[0] });
    await t.post('two-factor/disable', { password: DEMO_PASSWORD, code: totpCode(secret) }, { token });
    expect(await actionsSince(mark)).toEqual([
      'sign_in',
      'two_factor_setup',
      'two_factor_enable',
      'two_factor_challenge',
      'two_factor_failed',
      'two_factor_recovery',
      'sign_in',
      'two_factor_disable',
    ]);
  });
});

describe('the setting requiring two-factor for admin, role and settings permissions', () => {
  const MANAGER = 'manager.two.factor@demo.test';
  const requireIt = () =>
    t.db
      .insertInto('settings')
      .values({ key: 'security.require_two_factor', value: 'true', updated_at: new Date().toISOString() })
      .execute();

  it('holds those permissions back until two-factor is on, leaving the others and other admins alone', async () => {
    await addAdmin(t, { email: MANAGER, roleName: 'Managers', permissions: ['manage-settings', 'view-Member'] });
    await requireIt();
    const login = await publicPost('login', { email: MANAGER, password: DEMO_PASSWORD });
    expect(login.json().data.permissions).toEqual(['view-Member']);
    expect(login.json().data.two_factor_required).toBe(true);
    const token = login.json().data.token;
    expect((await t.get('settings', { token })).statusCode).toBe(403);
    expect((await t.get('two-factor', { token })).json().data).toEqual({ enabled: false, required: true });
    // An admin without such permissions is not asked.
    const plain = await publicPost('login', { email: EMAIL, password: DEMO_PASSWORD });
    expect(plain.json().data.two_factor_required).toBeUndefined();

    const { secret } = await turnOn(token);
    expect((await t.get('settings', { token })).statusCode).toBe(200);
    expect((await t.get('two-factor', { token })).json().data).toEqual({ enabled: true, required: false });
    laterSteps();
    const challenge = (await publicPost('login', { email: MANAGER, password: DEMO_PASSWORD })).json().data.challenge;
    const finish = await publicPost('login/two-factor', { challenge, code: totpCode(secret) });
    expect(finish.json().data.permissions).toEqual(['manage-settings', 'view-Member']);
  });

  it('leaves every permission in use while the setting is off', async () => {
    await addAdmin(t, { email: MANAGER, roleName: 'Managers', permissions: ['manage-settings'] });
    const token = await t.login(MANAGER);
    expect((await t.get('settings', { token })).statusCode).toBe(200);
    expect((await t.get('two-factor', { token })).json().data).toEqual({ enabled: false, required: false });
  });
});
