// GET dashboard: counts for every signed-in admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCounts } from '../../server/models';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const DASHBOARD = '/api/v1/admin/dashboard';

beforeAll(async () => {
  t = await createTestApp({ models: true });
});
afterAll(async () => {
  await t.close();
});

async function liveCount(table: 'admins' | 'roles'): Promise<number> {
  const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('count')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('GET dashboard', () => {
  it('returns the admin and role counts first, then the model counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD, headers: t.auth(await t.login()) });
    expect(res.statusCode).toBe(200);
    const modelCards = await dashboardCounts(t.db);
    const [admins, roles] = await Promise.all([liveCount('admins'), liveCount('roles')]);
    expect(admins).toBeGreaterThanOrEqual(2);
    expect(res.json()).toEqual({
      state: 1,
      data: { cards: [{ key: 'admins', count: admins }, { key: 'roles', count: roles }, ...modelCards] },
    });
  });

  it('is open to an admin with few permissions and leaves out deleted admins', async () => {
    const before = await liveCount('admins');
    await t.db.updateTable('admins').set({ deleted_at: new Date().toISOString() }).where('email', '=', 'admin@demo.test').execute();
    const token = await t.login(DEMO_SUPPORT.email);
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD, headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cards[0]).toEqual({ key: 'admins', count: before - 1 });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ state: 0, message: 'Please sign in to continue.' });
  });
});
