// GET dashboard/charts: subscriptions and revenue per month, new members per week (weeks from Saturday),
// top programmes in the request language and payout requests by state; each only with its view- permission.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCharts, lastMonths, weekStart } from '../../server/dashboard/charts';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
const NOW = new Date('2026-03-18T12:00:00Z'); // a Wednesday

const stamp = (created_at: string) => ({ created_at, updated_at: created_at, deleted_at: null });

beforeAll(async () => {
  t = await createTestApp({ models: false });
  db = t.db as unknown as Kysely<any>;
  const subscription = (created: string, amount: number, programme: [string, string]) => ({
    user_id: 1,
    programme_en: programme[0],
    programme_ar: programme[1],
    plan: 'monthly',
    amount,
    status: 'active',
    starts_at: created.slice(0, 10),
    ends_at: created.slice(0, 10),
    auto_renew: 0,
    ...stamp(created),
  });
  const keto: [string, string] = ['Keto diet', 'نظام الكيتو'];
  const yoga: [string, string] = ['Yoga', 'يوغا'];
  await db
    .insertInto('subscriptions')
    .values([
      subscription('2026-03-01T08:00:00.000Z', 450, keto),
      subscription('2026-03-17T08:00:00.000Z', 1200.5, keto),
      subscription('2026-01-31T23:59:59.000Z', 4200, yoga),
      // Older than twelve months: left out of the months, still counted among the programmes.
      subscription('2025-03-31T10:00:00.000Z', 99, yoga),
      { ...subscription('2026-03-02T08:00:00.000Z', 700, yoga), deleted_at: '2026-03-03T00:00:00.000Z' },
    ])
    .execute();
  const user = (created: string, index: number) => ({
    first_name: 'M',
    last_name: String(index),
    email: `m${index}@example.test`,
    phone: '0100',
    gender: 'male',
    image: null,
    status: 'active',
    wallet_balance: 0,
    enabled: 1,
    ...stamp(created),
  });
  await db
    .insertInto('users')
    .values([
      user('2026-03-14T00:00:00.000Z', 1), // Saturday: the current week's first day
      user('2026-03-18T09:00:00.000Z', 2),
      user('2026-03-13T23:00:00.000Z', 3), // Friday: the week before
    ])
    .execute();
  const payout = (status: string, amount: number, index: number) => ({
    reference: `PO-${index}`,
    user_id: 1,
    amount,
    method: 'bank',
    account: 'x',
    status,
    processed_at: null,
    transfer_reference: null,
    rejection_reason: null,
    ...stamp('2026-03-01T00:00:00.000Z'),
  });
  await db
    .insertInto('payout_requests')
    .values([payout('pending', 100, 1), payout('pending', 50.25, 2), payout('paid', 300, 3)])
    .execute();
});
afterAll(() => t.close());

describe('dashboard charts', () => {
  it('counts subscriptions and revenue per month over the last twelve months', async () => {
    const charts = await dashboardCharts(db, { canView: () => true, language: 'en', now: NOW });
    expect(lastMonths(NOW)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(charts.subscriptions?.slice(-3)).toEqual([
      { month: '2026-01', count: 1, revenue: 4200 },
      { month: '2026-02', count: 0, revenue: 0 },
      { month: '2026-03', count: 2, revenue: 1650.5 },
    ]);
    expect(charts.subscriptions?.[0]).toEqual({ month: '2025-04', count: 0, revenue: 0 });
    expect(charts.programmes).toEqual([
      { name: 'Keto diet', count: 2 },
      { name: 'Yoga', count: 2 },
    ]);
    expect(charts.payouts).toEqual([
      { status: 'pending', count: 2, amount: 150.25 },
      { status: 'approved', count: 0, amount: 0 },
      { status: 'paid', count: 1, amount: 300 },
      { status: 'rejected', count: 0, amount: 0 },
    ]);
  });

  it('counts new members per week, weeks starting on Saturday', async () => {
    expect(weekStart(NOW)).toBe('2026-03-14');
    expect(weekStart(new Date('2026-03-14T00:00:00Z'))).toBe('2026-03-14');
    expect(weekStart(new Date('2026-03-13T23:00:00Z'))).toBe('2026-03-07');
    const charts = await dashboardCharts(db, { canView: () => true, language: 'en', now: NOW });
    expect(charts.members).toHaveLength(12);
    expect(charts.members?.[0].week).toBe('2025-12-27');
    expect(charts.members?.slice(-2)).toEqual([
      { week: '2026-03-07', count: 1 },
      { week: '2026-03-14', count: 2 },
    ]);
  });

  it('names programmes in Arabic for an Arabic request, and keeps each chart to its viewers', async () => {
    await addAdmin(t, { email: 'coach@test.test', roleName: 'Subscriptions only', permissions: ['view-Subscription'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard/charts',
      headers: t.auth(await t.login('coach@test.test'), 'ar'),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['programmes', 'subscriptions']);
    expect(data.programmes).toEqual([
      { name: 'نظام الكيتو', count: 2 },
      { name: 'يوغا', count: 2 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard/charts' })).statusCode).toBe(401);
  });
});
