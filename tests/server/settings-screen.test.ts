// The settings screen's calls: GET settings/catalogue (every declared setting, grouped, typed, labelled in
// both languages) and POST settings (several settings at once, all or none, errors by setting key).
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

const saveMany = (payload: unknown, authToken = token, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: SETTINGS,
    headers: { ...t.auth(authToken), 'accept-language': language },
    payload: payload as object,
  });
const read = async () => (await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(token) })).json().data;
const lastEntry = async () =>
  (await t.db
    .selectFrom('activity_log' as never)
    .selectAll()
    .orderBy('id' as never, 'desc')
    .executeTakeFirst()) as unknown as {
    admin_id: number;
    action: string;
    model: string;
    row_ids: string;
    changes: string;
  };

describe('GET settings/catalogue', () => {
  it('serves every declared setting in order with its group, type, labels and secrecy', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SETTINGS}/catalogue`, headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    const { state, data } = res.json();
    expect(state).toBe(1);
    expect(data.slice(0, 3)).toEqual([
      {
        key: 'app_name',
        group: 'general',
        type: 'text',
        label: { en: 'Product name', ar: 'اسم المنتج' },
        secret: false,
      },
      {
        key: 'support_email',
        group: 'contact',
        type: 'email',
        label: { en: 'Support email', ar: 'بريد الدعم' },
        secret: false,
      },
      { key: 'currency', group: 'money', type: 'currency', label: { en: 'Currency', ar: 'العملة' }, secret: false },
    ]);
    expect(data.map((setting: { key: string }) => setting.key)).toEqual([
      'app_name',
      'support_email',
      'currency',
      'vat_percent',
      'referral_reward',
      'payout_minimum',
      'features.chat',
      'features.referrals',
      'security.require_two_factor',
      'integrations.push_key',
      'integrations.push_cluster',
      'integrations.error_dsn',
      'integrations.maps_key',
      'map.tile_url',
      'map.attribution',
      'display.arabic_digits',
    ]);
    expect(data.at(-1)).toEqual({
      key: 'display.arabic_digits',
      group: 'general',
      type: 'choice',
      label: { en: 'Digits in Arabic', ar: 'الأرقام في العربية' },
      secret: false,
      choices: [
        { value: 'arabic', label: { en: 'Arabic-Indic (٠١٢٣)', ar: 'هندية (٠١٢٣)' } },
        { value: 'latin', label: { en: 'Latin (0123)', ar: 'لاتينية (0123)' } },
      ],
    });
    expect(data.filter((setting: { secret: boolean }) => setting.secret).map((s: { key: string }) => s.key)).toEqual([
      'integrations.push_key',
      'integrations.error_dsn',
      'integrations.maps_key',
    ]);
  });

  it('needs a settings permission', async () => {
    const support = await t.login(DEMO_SUPPORT.email);
    const res = await t.app.inject({ method: 'GET', url: `${SETTINGS}/catalogue`, headers: t.auth(support) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${SETTINGS}/catalogue` })).statusCode).toBe(401);
  });
});

describe('POST settings', () => {
  it('saves several settings at once, secrets answered masked and logged hidden', async () => {
    const res = await saveMany({
      values: { vat_percent: 14, 'features.chat': true, 'integrations.maps_key': 'maps-secret-1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      message: 'Settings saved successfully.',
      data: { vat_percent: 14, 'features.chat': true, 'integrations.maps_key': '••••••••1234' },
    });
    expect(await read()).toEqual({
      app_name: 'Fitness Admin',
      currency: 'EGP',
      support_email: 'support@demo.test',
      vat_percent: 14,
      'features.chat': true,
      'integrations.maps_key': '••••••••1234',
    });
    const entry = await lastEntry();
    expect(entry).toMatchObject({
      admin_id: 1,
      action: 'setting',
      model: 'settings',
      row_ids: 'vat_percent,features.chat,integrations.maps_key',
    });
    expect(JSON.parse(entry.changes)).toEqual({
      vat_percent: { before: null, after: 14 },
      'features.chat': { before: null, after: true },
      'integrations.maps_key': { before: '[hidden]', after: '[hidden]' },
    });
  });

  it('refuses the whole save with each bad value under its key, in the request language', async () => {
    const body = { values: { app_name: 'Renamed', currency: 'egp', vat_percent: 140, 'Bad Key': 1 } };
    const res = await saveMany(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: {
        currency: ['The currency must be a three-letter code such as EGP.'],
        vat_percent: ['The value must be a number from 0 to 100.'],
        'Bad Key': [
          'A setting key is 1 to 100 characters: lower-case letters, digits, "_", "-" or ".", starting with a letter.',
        ],
      },
    });
    const arabic = await saveMany({ values: { vat_percent: -1 } }, token, 'ar');
    expect(arabic.json().errors).toEqual({ vat_percent: ['يجب أن تكون القيمة رقمًا من 0 إلى 100.'] });
    expect((await read()).app_name).toBe('Fitness Admin');
  });

  it('refuses a body other than a non-empty `values` object (400)', async () => {
    expect((await saveMany({ values: {} })).statusCode).toBe(400);
    expect((await saveMany({ values: [] })).statusCode).toBe(400);
    expect((await saveMany({ values: { app_name: 'x' }, other: 1 })).json().errors).toEqual({
      other: ['The other field is not allowed.'],
    });
  });

  it('needs edit-settings or manage-settings', async () => {
    await addAdmin(t, {
      email: 'settings-reader@demo.test',
      roleName: 'Settings reader',
      permissions: ['view-Setting'],
    });
    const reader = await t.login('settings-reader@demo.test');
    expect((await saveMany({ values: { app_name: 'x' } }, reader)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: SETTINGS, payload: { values: { app_name: 'x' } } })).statusCode,
    ).toBe(401);
  });
});
