// POST subscriptions/cancel/{id} and subscriptions/extend/{id}: reasons required, the states each starts
// from, the recorded change (who, when, why), concurrent clicks applied once, both languages.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/subscriptions/changes';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
const NOW = new Date().toISOString();
const TODAY = NOW.slice(0, 10);

function post(path: string, payload: unknown, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${path}`,
    headers: t.auth(options.token ?? admin, options.language ?? 'en'),
    payload: payload as Record<string, unknown>,
  });
}

async function subscription(status: string, endsAt: string): Promise<number> {
  const row = await db
    .insertInto('subscriptions')
    .values({
      user_id: 1,
      programme_en: 'Keto diet',
      programme_ar: 'نظام الكيتو',
      plan: 'monthly',
      amount: 450,
      status,
      starts_at: addDays(endsAt, -30),
      ends_at: endsAt,
      auto_renew: 1,
      created_at: NOW,
      updated_at: NOW,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const stored = (id: number) =>
  db
    .selectFrom('subscriptions')
    .select(['status', 'ends_at', 'auto_renew'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ models: false });
  db = t.db as unknown as Kysely<any>;
  admin = await t.login();
});
afterAll(() => t.close());

describe('POST subscriptions/cancel/{id}', () => {
  it('cancels an active subscription with a reason and records who and why', async () => {
    const id = await subscription('active', addDays(TODAY, 10));
    const res = await post(`subscriptions/cancel/${id}`, { reason: ' Moved abroad ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      message: 'Subscription cancelled.',
      data: expect.objectContaining({ ID: id, status: 'cancelled', auto_renew: 0 }),
    });
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/getSingle/subscriptions/${id}`,
      headers: t.auth(admin),
    });
    expect(single.json().data.item.changes).toEqual([
      {
        action: 'cancel',
        reason: 'Moved abroad',
        days: null,
        from: 'active',
        to: 'cancelled',
        admin: { id: expect.any(Number), label: expect.any(String) },
        at: expect.any(String),
      },
    ]);
  });

  it('needs a reason, and refuses a cancelled or expired one in both languages', async () => {
    const id = await subscription('active', addDays(TODAY, 10));
    expect((await post(`subscriptions/cancel/${id}`, { reason: '   ' })).statusCode).toBe(400);
    expect((await post(`subscriptions/cancel/${id}`, {})).statusCode).toBe(400);
    expect((await stored(id)).status).toBe('active');
    const expired = await subscription('expired', addDays(TODAY, -3));
    const res = await post(`subscriptions/cancel/${expired}`, { reason: 'x' }, { language: 'ar' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      state: 0,
      message: 'حالة هذا الاشتراك منتهي؛ لا يُلغى إلا الاشتراك النشط أو قيد الانتظار.',
    });
  });

  it('applies one of two concurrent cancellations', async () => {
    const id = await subscription('pending', addDays(TODAY, 10));
    const answers = await Promise.all([1, 2].map(() => post(`subscriptions/cancel/${id}`, { reason: 'Duplicate' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const changes = await db.selectFrom('subscription_changes').selectAll().where('subscription_id', '=', id).execute();
    expect(changes).toHaveLength(1);
  });
});

describe('POST subscriptions/extend/{id}', () => {
  it('moves the end date on by the days given, and an expired one past today runs again', async () => {
    const active = await subscription('active', '2030-01-30');
    const res = await post(`subscriptions/extend/${active}`, { days: 5, reason: 'Injury break' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Subscription extended to 2030-02-04.');
    expect(await stored(active)).toEqual({ status: 'active', ends_at: '2030-02-04', auto_renew: 1 });

    const expired = await subscription('expired', addDays(TODAY, -2));
    await post(`subscriptions/extend/${expired}`, { days: 7, reason: 'Goodwill' }, { language: 'ar' });
    expect(await stored(expired)).toEqual({ status: 'active', ends_at: addDays(TODAY, 5), auto_renew: 1 });
  });

  it('applies one of two racing identical extensions, on SQLite as on PostgreSQL', async () => {
    const id = await subscription('active', '2030-03-01');
    const answers = await Promise.all(
      [1, 2].map(() => post(`subscriptions/extend/${id}`, { days: 10, reason: 'Clicked twice' })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(id)).toEqual({ status: 'active', ends_at: '2030-03-11', auto_renew: 1 });
    const changes = await db.selectFrom('subscription_changes').selectAll().where('subscription_id', '=', id).execute();
    expect(changes).toHaveLength(1);
    // A different extension right after is a new decision, and applies.
    expect((await post(`subscriptions/extend/${id}`, { days: 5, reason: 'Another week off' })).statusCode).toBe(200);
    expect((await stored(id)).ends_at).toBe('2030-03-16');
  });

  it('refuses a cancelled one, wrong days and a missing reason', async () => {
    const cancelled = await subscription('cancelled', addDays(TODAY, 10));
    const res = await post(`subscriptions/extend/${cancelled}`, { days: 5, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This subscription is Cancelled; it cannot be extended.');
    const active = await subscription('active', addDays(TODAY, 10));
    for (const body of [
      { days: 0, reason: 'x' },
      { days: 366, reason: 'x' },
      { days: 1.5, reason: 'x' },
      { days: 3 },
    ]) {
      expect((await post(`subscriptions/extend/${active}`, body)).statusCode).toBe(400);
    }
    expect((await stored(active)).ends_at).toBe(addDays(TODAY, 10));
  });

  it('answers 404 for a missing subscription and 403 without the permission', async () => {
    expect((await post('subscriptions/extend/999999', { days: 1, reason: 'x' })).json()).toEqual({
      state: 0,
      message: 'Subscription not found.',
    });
    await addAdmin(t, { email: 'viewer@test.test', roleName: 'Viewer', permissions: ['view-Subscription'] });
    const viewer = await t.login('viewer@test.test');
    const id = await subscription('active', addDays(TODAY, 10));
    expect((await post(`subscriptions/cancel/${id}`, { reason: 'x' }, { token: viewer })).statusCode).toBe(403);
  });
});
