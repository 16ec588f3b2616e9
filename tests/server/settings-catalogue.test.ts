// The known settings: typed and validated on save; secrets write-only (masked in every answer and never
// stored in the activity log); unknown keys stay free-form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

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

const save = (key: string, value: unknown, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'POST', url: `${SETTINGS}/${key}`, headers: t.auth(token, language), payload: { value } });

describe('typed settings', () => {
  it.each([
    ['currency', 'egp', 'The currency must be a three-letter code such as EGP.'],
    ['vat_percent', 140, 'The value must be a number from 0 to 100.'],
    ['vat_percent', '14', 'The value must be a number from 0 to 100.'],
    ['payout_minimum', -5, 'The value must be a number of at least 0.'],
    ['features.chat', 'yes', 'The value must be true or false.'],
    ['support_email', 'support', 'The email must be a valid email address.'],
    ['integrations.error_dsn', 'http://key@errors.test/1', 'The value must be an https:// address.'],
  ])('refuses %s = %j', async (key, value, message) => {
    const res = await save(key, value);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ state: 0, message: 'The given data was invalid.', errors: { value: [message] } });
  });

  it('answers in Arabic and accepts good values', async () => {
    expect((await save('vat_percent', 101, 'ar')).json().errors.value).toEqual([
      'يجب أن تكون القيمة رقمًا من 0 إلى 100.',
    ]);
    for (const [key, value] of [
      ['vat_percent', 14],
      ['referral_reward', 50],
      ['features.referrals', true],
      ['currency', 'EGP'],
      ['free.form', { any: ['json'] }],
    ] as const) {
      expect((await save(key, value)).statusCode).toBe(200);
    }
  });
});

describe('secret settings', () => {
  it('are never answered in full, neither on save nor in the list, nor logged', async () => {
    const saved = await save('integrations.maps_key', 'AIzaSyVerySecretMapsKey1234');
    expect(saved.json().data).toEqual({ key: 'integrations.maps_key', value: '••••••••1234' });
    await save('integrations.push_key', 'short');
    const list = (await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(token) })).json().data;
    expect(list['integrations.maps_key']).toBe('••••••••1234');
    expect(list['integrations.push_key']).toBe('••••••••');
    expect(list.vat_percent).toBe(14);
    const log = await t.db
      .selectFrom('activity_log' as never)
      .select('changes' as never)
      .execute();
    expect(JSON.stringify(log)).not.toContain('VerySecret');
  });
});

describe('free-form settings with a secret-looking name', () => {
  it.each(['stripe_secret', 'mail.password', 'webhook-token', 'sms.api_key', 'partner.private_key', 'crm_key'])(
    '%s is masked like a catalogue secret, in the answer, the list and the log',
    async (key) => {
      const saved = await save(key, 'sk_live_VeryPrivateValue9876');
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ key, value: '••••••••9876' });
      const list = (await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(token) })).json().data;
      expect(list[key]).toBe('••••••••9876');
      const log = await t.db
        .selectFrom('activity_log' as never)
        .select('changes' as never)
        .execute();
      expect(JSON.stringify(log)).not.toContain('VeryPrivate');
    },
  );

  it('leaves other free-form keys as they are', async () => {
    await save('home.banner', { title: 'Welcome' });
    const list = (await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(token) })).json().data;
    expect(list['home.banner']).toEqual({ title: 'Welcome' });
  });
});
