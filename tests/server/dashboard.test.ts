// GET dashboard: every signed-in admin gets the page, but only the counts of the models it may view; each
// card with its trend over two 30-day periods, and the "needs attention" counts, each with its list link.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const DASHBOARD = '/api/v1/admin/dashboard';
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp({ models: true });
});
afterAll(async () => {
  await t.close();
});

async function dashboardAs(email?: string) {
  return t.app.inject({ method: 'GET', url: DASHBOARD, headers: t.auth(await t.login(email)) });
}

/** Moves every row of `table` to the trash, then brings back the given ids with these values. */
async function onlyRows(table: string, rows: Array<{ status: string; created_at: string }>): Promise<void> {
  const db = t.db as Kysely<any>;
  const ids = (await db.selectFrom(table).select('id').orderBy('id').limit(rows.length).execute()).map((row) =>
    Number(row.id),
  );
  await db
    .updateTable(table)
    .set({ deleted_at: daysAgo(0) })
    .execute();
  for (const [index, values] of rows.entries())
    await db
      .updateTable(table)
      .set({ ...values, deleted_at: null })
      .where('id', '=', ids[index])
      .execute();
}

describe('GET dashboard', () => {
  it('gives the super admin every card in order, each with its list and filters', async () => {
    const res = await dashboardAs();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.period_days).toBe(30);
    expect(
      data.cards.map((card: { key: string; model: string; filters: unknown }) => [card.key, card.model, card.filters]),
    ).toEqual([
      ['admins', 'admins', {}],
      ['roles', 'roles', {}],
      ['users', 'users', {}],
      ['active_subscriptions', 'subscriptions', { status: ['active'] }],
      ['orders', 'orders', {}],
      ['products', 'products', {}],
      ['pending_payout_requests', 'payout-requests', { status: ['pending'] }],
      ['open_complaints', 'complaints', { status: ['open', 'in_progress'] }],
      ['pending_sellers', 'sellers', { status: ['pending'] }],
      ['open_chats', 'chats', { status: ['open', 'pending'] }],
    ]);
    expect(
      data.attention.map((item: { key: string; model: string; filters: unknown }) => [
        item.key,
        item.model,
        item.filters,
      ]),
    ).toEqual([
      ['pending_payout_requests', 'payout-requests', { status: ['pending'] }],
      ['open_support_threads', 'chats', { status: ['open', 'pending'] }],
      ['pending_sign_ups', 'admins', {}],
      ['failed_payments', 'payment-transactions', { status: ['failed'] }],
    ]);
  });

  it('counts a card and its two periods exactly: the last 30 days and the 30 before', async () => {
    await onlyRows('payout_requests', [
      { status: 'pending', created_at: daysAgo(2) },
      { status: 'pending', created_at: daysAgo(29) },
      { status: 'pending', created_at: daysAgo(31) },
      { status: 'pending', created_at: daysAgo(100) },
      { status: 'approved', created_at: daysAgo(1) },
    ]);
    const { data } = (await dashboardAs()).json();
    expect(data.cards.find((card: { key: string }) => card.key === 'pending_payout_requests')).toEqual({
      key: 'pending_payout_requests',
      count: 3 + 1,
      current_period: 2,
      previous_period: 1,
      model: 'payout-requests',
      filters: { status: ['pending'] },
    });
    expect(data.attention[0]).toEqual({
      key: 'pending_payout_requests',
      count: 4,
      model: 'payout-requests',
      filters: { status: ['pending'] },
    });
  });

  it('counts failed payments and sign-ups waiting for a role', async () => {
    await onlyRows('payment_transactions', [
      { status: 'failed', created_at: daysAgo(3) },
      { status: 'failed', created_at: daysAgo(50) },
      { status: 'succeeded', created_at: daysAgo(3) },
    ]);
    const waiting = async () =>
      (await dashboardAs()).json().data.attention.find((item: { key: string }) => item.key === 'pending_sign_ups');
    const before = (await waiting()).count;
    await addAdmin(t, { email: 'new-one@demo.test' });
    await addAdmin(t, { email: 'new-two@demo.test' });
    // An approved account no longer waits.
    await addAdmin(t, { email: 'approved@demo.test', roleName: 'Approved', permissions: [] });
    expect(await waiting()).toEqual({ key: 'pending_sign_ups', count: before + 2, model: 'admins', filters: {} });
    const { data } = (await dashboardAs()).json();
    expect(data.attention.find((item: { key: string }) => item.key === 'failed_payments')).toEqual({
      key: 'failed_payments',
      count: 2,
      model: 'payment-transactions',
      filters: { status: ['failed'] },
    });
  });

  it('gives the support admin (view-User, view-Chat, view-Complaint) only the counts of those models', async () => {
    const res = await dashboardAs(DEMO_SUPPORT.email);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.cards.map((card: { key: string }) => card.key)).toEqual(['users', 'open_complaints', 'open_chats']);
    expect(data.attention.map((item: { key: string }) => item.key)).toEqual(['open_support_threads']);
    const chats = data.cards.find((card: { key: string }) => card.key === 'open_chats');
    expect(data.attention[0]).toEqual({
      key: 'open_support_threads',
      count: chats.count,
      model: 'chats',
      filters: { status: ['open', 'pending'] },
    });
  });

  it('counts for the view- permission only: create-, edit-, delete- and manage- show nothing', async () => {
    await addAdmin(t, {
      email: 'writer@demo.test',
      roleName: 'Writer',
      permissions: [
        'create-users',
        'edit-users',
        'delete-users',
        'manage-users',
        'manage-admins',
        'manage-paymenttransactions',
      ],
    });
    const writer = await dashboardAs('writer@demo.test');
    expect(writer.json()).toEqual({ state: 1, data: { period_days: 30, cards: [], attention: [] } });

    await addAdmin(t, {
      email: 'cashier@demo.test',
      roleName: 'Cashier',
      permissions: ['view-PaymentTransaction', 'view-Order'],
    });
    const cashier = (await dashboardAs('cashier@demo.test')).json().data;
    expect(cashier.cards.map((card: { key: string }) => card.key)).toEqual(['orders']);
    expect(cashier.attention).toEqual([
      { key: 'failed_payments', count: 2, model: 'payment-transactions', filters: { status: ['failed'] } },
    ]);
  });

  it('answers 200 with no counts to an admin without a role', async () => {
    await addAdmin(t, { email: 'roleless@demo.test' });
    const res = await dashboardAs('roleless@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: { period_days: 30, cards: [], attention: [] } });
  });

  it('leaves deleted admins out of the admins card', async () => {
    const count = async () => (await dashboardAs()).json().data.cards[0];
    const before = (await count()).count;
    await addAdmin(t, { email: 'leaving@demo.test', roleName: 'Approved' });
    expect((await count()).count).toBe(before + 1);
    await t.db
      .updateTable('admins')
      .set({ deleted_at: daysAgo(0) })
      .where('email', '=', 'leaving@demo.test')
      .execute();
    expect((await count()).count).toBe(before);
  });

  it('answers 401 without a token, in both languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ state: 0, message: 'Please sign in to continue.' });
    const ar = await t.app.inject({ method: 'GET', url: DASHBOARD, headers: { 'accept-language': 'ar' } });
    expect(ar.statusCode).toBe(401);
    expect(ar.json()).toEqual({ state: 0, message: 'يرجى تسجيل الدخول للمتابعة.' });
  });
});
