// The digit system of Arabic screens: 'display.arabic_digits' in the settings catalogue (arabic or latin,
// saved through POST settings/{key}) and GET settings/display, which every signed-in admin reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let support: string;
const SETTINGS = '/api/v1/admin/settings';

const display = (token?: string) =>
  t.app.inject({ method: 'GET', url: `${SETTINGS}/display`, headers: token ? t.auth(token) : {} });
const save = (value: unknown, language: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${SETTINGS}/display.arabic_digits`,
    headers: t.auth(admin, language),
    payload: { value },
  });

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
});
afterAll(() => t.close());

describe('the Arabic digit system setting', () => {
  it('is Arabic-Indic until set, for any signed-in admin, and needs a session', async () => {
    const res = await display(support);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: { arabic_digits: 'arabic', currency: 'EGP' } });
    expect((await display()).statusCode).toBe(401);
  });

  it('is saved as latin or arabic, refusing anything else in both languages', async () => {
    const refused = await save('roman');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ value: ["Choose one of the setting's options."] });
    expect((await save(7, 'ar')).json().errors).toEqual({ value: ['اختر أحد خيارات هذا الإعداد.'] });
    expect((await display(support)).json().data).toEqual({ arabic_digits: 'arabic', currency: 'EGP' });

    const saved = await save('latin');
    expect(saved.statusCode).toBe(200);
    expect((await display(support)).json().data).toEqual({ arabic_digits: 'latin', currency: 'EGP' });
    const all = await t.app.inject({ method: 'GET', url: SETTINGS, headers: t.auth(admin) });
    expect(all.json().data['display.arabic_digits']).toBe('latin');

    expect((await save(null)).statusCode).toBe(200);
    expect((await display(support)).json().data).toEqual({ arabic_digits: 'arabic', currency: 'EGP' });
  });
});

describe('the currency of the screens', () => {
  it('is the currency setting, EGP when it is unset or not a code', async () => {
    const setCurrency = (value: unknown) =>
      t.app.inject({ method: 'POST', url: `${SETTINGS}/currency`, headers: t.auth(admin), payload: { value } });
    expect((await setCurrency('USD')).statusCode).toBe(200);
    expect((await display(support)).json().data).toEqual({ arabic_digits: 'arabic', currency: 'USD' });
    expect((await setCurrency('dollars')).statusCode).toBe(422);
    expect((await display(support)).json().data.currency).toBe('USD');
    expect((await setCurrency(null)).statusCode).toBe(200);
    expect((await display(support)).json().data).toEqual({ arabic_digits: 'arabic', currency: 'EGP' });
  });
});
