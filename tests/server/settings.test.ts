// GET settings and POST settings/{key}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let token: string;
const SETTINGS = '/api/v1/admin/settings';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const save = (key: string, payload: unknown, authToken = token) =>
  t.app.inject({ method: 'POST', url: `${SETTINGS}/${key}`, headers: t.auth(authToken), payload: payload as object });

describe('settings', () => {
  it('lists the seeded settings as a key → value map', async () => {
    const res = await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      data: { app_name: 'Fitness Admin', currency: 'EGP', support_email: 'support@demo.test' },
    });
  });

  it('saves any JSON value, creating or replacing the key', async () => {
    const created = await save('referral.bonus', { value: { amount: 50, enabled: true } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      state: 1,
      message: 'Setting saved successfully.',
      data: { key: 'referral.bonus', value: { amount: 50, enabled: true } },
    });
    const replaced = await save('currency', { value: 'USD' });
    expect(replaced.statusCode).toBe(200);
    const cleared = await save('support_email', { value: null });
    expect(cleared.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(token) })).json().data;
    expect(list).toEqual({
      app_name: 'Fitness Admin',
      currency: 'USD',
      support_email: null,
      'referral.bonus': { amount: 50, enabled: true },
    });
  });

  it('refuses a bad key (422) and a body without exactly `value` (400)', async () => {
    const badKey = await save('Bad%20Key', { value: 1 });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors.key).toHaveLength(1);
    const missing = await save('currency', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ value: ['The value field is required.'] });
    const extra = await save('currency', { value: 'EGP', other: 1 });
    expect(extra.json().errors).toEqual({ other: ['The other field is not allowed.'] });
  });

  it('needs view-Setting to read and edit-settings or manage-settings to save', async () => {
    const support = await t.login(DEMO_SUPPORT.email);
    expect((await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(support) })).statusCode).toBe(403);
    expect((await save('currency', { value: 'EGP' }, support)).statusCode).toBe(403);

    await addAdmin(t, { email: 'reader@demo.test', roleName: 'Reader', permissions: ['view-Setting'] });
    const reader = await t.login('reader@demo.test');
    expect((await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(reader) })).statusCode).toBe(200);
    expect((await save('currency', { value: 'EGP' }, reader)).statusCode).toBe(403);

    await addAdmin(t, { email: 'manager@demo.test', roleName: 'Manager', permissions: ['manage-settings'] });
    const manager = await t.login('manager@demo.test');
    expect((await save('currency', { value: 'EGP' }, manager)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `${SETTINGS}/currency`, payload: { value: 1 } })).statusCode,
    ).toBe(401);
  });
});
