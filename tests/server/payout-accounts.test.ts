// Payout accounts: the account number masked in the list, the export, pickers and getSingle; the full
// number only through GET payout-accounts/reveal/{id} with manage-payoutaccounts; verify and unverify.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskAccountNumber } from '../../server/models/payout-accounts';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let manager: string;
let viewer: string;
let account: { id: number; account_number: string; account_masked: string };

function call(method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: t.auth(token), ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  await addAdmin(t, {
    email: 'finance@test.test',
    roleName: 'Payout accounts manager',
    permissions: ['view-PayoutAccount', 'manage-payoutaccounts'],
  });
  await addAdmin(t, { email: 'viewer@test.test', roleName: 'Accounts viewer', permissions: ['view-PayoutAccount'] });
  manager = await t.login('finance@test.test');
  viewer = await t.login('viewer@test.test');
  const row = await db
    .selectFrom('payout_accounts')
    .select(['id', 'account_number', 'account_masked'])
    .where('kind', '=', 'bank')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  account = {
    id: Number(row.id),
    account_number: String(row.account_number),
    account_masked: String(row.account_masked),
  };
});
afterAll(() => t.close());

describe('payout accounts', () => {
  it('masks all but the last four characters', () => {
    expect(maskAccountNumber('EG38 0019 0005 0000 0000 2631 8000 2')).toBe('•••• 0002');
    expect(maskAccountNumber('01012345678')).toBe('•••• 5678');
    expect(maskAccountNumber('123')).toBe('••••');
    expect(account.account_masked).toBe(maskAccountNumber(account.account_number));
  });

  it('never sends the full number in the list, getSingle or the picker, even to a manager', async () => {
    for (const token of [manager, viewer]) {
      const list = await call('POST', 'search', token, {
        model: 'payout-accounts',
        itemsPerPage: 100,
        sortBy: ['id'],
        sortDesc: [false],
      });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(account.account_number);
      const row = list.json().data.results.data.find((item: { ID: number }) => item.ID === account.id);
      expect(row.account_masked).toBe(account.account_masked);
      const single = await call('GET', `getSingle/payout-accounts/${account.id}`, token);
      expect(single.body).not.toContain(account.account_number);
      expect(single.json().data.item).not.toHaveProperty('account_number');
      const picker = await call('POST', 'search-picker', token, {
        model: 'payout-accounts',
        alldata: 1,
        value: [account.id],
      });
      expect(picker.body).not.toContain(account.account_number);
    }
  });

  it('exports the masked number only', async () => {
    const res = await call('POST', 'search', manager, { model: 'payout-accounts', export_format: 'excel' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0].eachRow((row) => {
      (row.values as unknown[]).forEach((value) => cells.push(String(value)));
    });
    expect(cells).toContain(account.account_masked);
    expect(cells.some((value) => value.includes(account.account_number))).toBe(false);
  });

  it('reveals the full number to manage-payoutaccounts only', async () => {
    const res = await call('GET', `payout-accounts/reveal/${account.id}`, manager);
    expect(res.json()).toEqual({ state: 1, data: { ID: account.id, account_number: account.account_number } });
    expect((await call('GET', `payout-accounts/reveal/${account.id}`, viewer)).statusCode).toBe(403);
    expect((await call('GET', 'payout-accounts/reveal/99999999', manager)).statusCode).toBe(404);
  });

  it('verifies and unverifies with manage-payoutaccounts', async () => {
    const unverified = await db
      .selectFrom('payout_accounts')
      .select('id')
      .where('status', '=', 'unverified')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = Number(unverified.id);
    expect((await call('POST', 'search', viewer, { model: 'payout-accounts', id, action: 'verify' })).statusCode).toBe(
      403,
    );
    const verified = await call('POST', 'search', manager, { model: 'payout-accounts', id, action: 'verify' });
    expect(verified.json()).toEqual({ state: 1, message: 'Verify: 1 item updated', data: { affected: 1 } });
    const stored = () =>
      db.selectFrom('payout_accounts').select(['status', 'verified_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ status: 'verified', verified_at: expect.any(String) });
    expect((await call('POST', 'search', manager, { model: 'payout-accounts', id, action: 'verify' })).statusCode).toBe(
      409,
    );
    await call('POST', 'search', manager, { model: 'payout-accounts', id, action: 'unverify' });
    expect(await stored()).toEqual({ status: 'unverified', verified_at: null });
  });
});
