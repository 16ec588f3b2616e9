// GET dashboard: every signed-in admin gets the page, but only the cards of the models it may view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCounts } from '../../server/models';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const DASHBOARD = '/api/v1/admin/dashboard';

beforeAll(async () => {
  t = await createTestApp({ models: true });
});
afterAll(async () => {
  await t.close();
});

async function liveCount(table: 'admins' | 'roles'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function dashboardAs(email: string) {
  return t.app.inject({ method: 'GET', url: DASHBOARD, headers: t.auth(await t.login(email)) });
}

describe('GET dashboard', () => {
  it('gives the super admin every card: admins and roles first, then the models', async () => {
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD, headers: t.auth(await t.login()) });
    expect(res.statusCode).toBe(200);
    const modelCards = await dashboardCounts(t.db);
    expect(modelCards.map((card) => card.key)).toEqual([
      'users',
      'active_subscriptions',
      'orders',
      'products',
      'pending_payout_requests',
      'open_complaints',
      'pending_sellers',
      'open_chats',
    ]);
    const [admins, roles] = await Promise.all([liveCount('admins'), liveCount('roles')]);
    expect(admins).toBeGreaterThanOrEqual(2);
    expect(res.json()).toEqual({
      state: 1,
      data: { cards: [{ key: 'admins', count: admins }, { key: 'roles', count: roles }, ...modelCards] },
    });
  });

  it('gives the support admin (view-User, view-Chat, view-Complaint) only those three cards', async () => {
    const res = await dashboardAs(DEMO_SUPPORT.email);
    expect(res.statusCode).toBe(200);
    const all = Object.fromEntries((await dashboardCounts(t.db)).map((card) => [card.key, card.count]));
    expect(res.json()).toEqual({
      state: 1,
      data: {
        cards: [
          { key: 'users', count: all.users },
          { key: 'open_complaints', count: all.open_complaints },
          { key: 'open_chats', count: all.open_chats },
        ],
      },
    });
  });

  it('shows a card for its view- permission only: create-, edit-, delete- and manage- do not show it', async () => {
    await addAdmin(t, {
      email: 'writer@demo.test',
      roleName: 'Writer',
      permissions: ['create-users', 'edit-users', 'delete-users', 'manage-users', 'manage-admins'],
    });
    const writer = await dashboardAs('writer@demo.test');
    expect(writer.statusCode).toBe(200);
    expect(writer.json()).toEqual({ state: 1, data: { cards: [] } });

    await addAdmin(t, {
      email: 'auditor@demo.test',
      roleName: 'Auditor',
      permissions: ['view-Admin', 'view-Role', 'view-Order'],
    });
    const auditor = await dashboardAs('auditor@demo.test');
    expect(auditor.json().data.cards.map((card: { key: string }) => card.key)).toEqual(['admins', 'roles', 'orders']);
  });

  it('answers 200 with no cards to an admin without a role', async () => {
    await addAdmin(t, { email: 'roleless@demo.test' });
    const res = await dashboardAs('roleless@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: { cards: [] } });
  });

  it('leaves deleted admins out of the admins card', async () => {
    const token = await t.login();
    const before = await liveCount('admins');
    await addAdmin(t, { email: 'leaving@demo.test' });
    await t.db
      .updateTable('admins')
      .set({ deleted_at: new Date().toISOString() })
      .where('email', '=', 'leaving@demo.test')
      .execute();
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD, headers: t.auth(token) });
    expect(res.json().data.cards[0]).toEqual({ key: 'admins', count: before });
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
