// The currency of a list's amounts: the `currency` setting, EGP when it is unset or no currency code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const currencyOfOrders = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(token),
    payload: { model: 'orders', itemsPerPage: 30, page: 1 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.options.currency;
};

const saveCurrency = async (value: unknown) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/currency',
    headers: t.auth(token),
    payload: { value } as object,
  });
  expect(res.statusCode).toBe(200);
};

describe('the list currency', () => {
  it('is the seeded EGP, then whatever code the setting holds', async () => {
    expect(await currencyOfOrders()).toBe('EGP');
    await saveCurrency('USD');
    expect(await currencyOfOrders()).toBe('USD');
  });

  it('refuses a value that is no currency code, and falls back to EGP for one stored before that rule', async () => {
    for (const value of ['dollars', 'usd', 12]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/currency',
        headers: t.auth(token),
        payload: { value } as object,
      });
      expect(res.statusCode).toBe(422);
      // A database written before the settings were typed may still hold such a value.
      await t.db
        .updateTable('settings')
        .set({ value: JSON.stringify(value) })
        .where('key', '=', 'currency')
        .execute();
      expect(await currencyOfOrders()).toBe('EGP');
    }
    // Cleared, the setting falls back too.
    await saveCurrency(null);
    expect(await currencyOfOrders()).toBe('EGP');
    await saveCurrency('EGP');
  });
});
