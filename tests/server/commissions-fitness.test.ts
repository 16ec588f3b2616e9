// The fitness side's commissions (spec 2.2 Commission): the rules (a declared form with its own
// permissions) and the earned commissions (a list with paying-out actions), beside the marketplace's.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let viewer: string;

function call(url: string, token: string, payload: Record<string, unknown>, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${url}`,
    headers: { ...t.auth(token), 'accept-language': language },
    payload,
  });
}

const idsWith = async (status: string, count: number) =>
  (
    await db
      .selectFrom('earned_commissions')
      .select('id')
      .where('status', '=', status)
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((row) => Number(row.id));

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  admin = await t.login();
  await addAdmin(t, {
    email: 'commission-viewer@test.test',
    roleName: 'Commission viewer',
    permissions: ['view-Commission', 'view-CommissionRule', 'view-EarnedCommission'],
  });
  viewer = await t.login('commission-viewer@test.test');
});
afterAll(() => t.close());

describe('commission rules', () => {
  it('lists the seeded rules with who earns them, what they apply to and the rate', async () => {
    const res = await call('search', admin, { model: 'commission-rules', sortBy: ['id'], sortDesc: [false] });
    expect(res.statusCode).toBe(200);
    const { headers, results } = res.json().data;
    expect(headers.map((header: { value: string }) => header.value)).toEqual([
      'name',
      'earner',
      'applies_to',
      'rate',
      'enabled',
      'created_at',
    ]);
    expect(results.total).toBe(4);
    expect(results.data[0]).toMatchObject({ name: 'Coach share of workout programmes', rate: 20 });
  });

  it('stores a rule through POST commission-rules/store, refusing a rate over 100 with a field message', async () => {
    const body = { name_en: 'Summer coach bonus', name_ar: 'مكافأة الصيف', earner: 'coach', applies_to: 'all' };
    const refused = await call('commission-rules/store', admin, { ...body, rate: 120 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['rate']);
    const refusedArabic = await call('commission-rules/store', admin, { ...body, earner: 'seller', rate: 10 }, 'ar');
    expect(refusedArabic.json().errors).toEqual({ earner: ['اختر أحد الخيارات'] });
    expect(await db.selectFrom('commission_rules').select('id').where('name_en', '=', body.name_en).execute()).toEqual(
      [],
    );
    const stored = await call('commission-rules/store', admin, { ...body, rate: 12.5 });
    expect(stored.statusCode).toBe(201);
    const row = await db
      .selectFrom('commission_rules')
      .select(['earner', 'applies_to', 'rate'])
      .where('name_en', '=', body.name_en)
      .executeTakeFirstOrThrow();
    expect({ ...row, rate: Number(row.rate) }).toEqual({ earner: 'coach', applies_to: 'all', rate: 12.5 });
  });

  it('needs create- or manage-commissionrules to store a rule', async () => {
    const res = await call('commission-rules/store', viewer, {
      name_en: 'Viewer rule',
      name_ar: 'قاعدة',
      earner: 'coach',
      applies_to: 'all',
      rate: 5,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('earned commissions', () => {
  it('lists who earned what under which rule, with the total earned', async () => {
    const res = await call('search', viewer, { model: 'earned-commissions', itemsPerPage: 30 });
    expect(res.statusCode).toBe(200);
    const { results, totals } = res.json().data;
    expect(results.total).toBe(600);
    const row = results.data[0];
    expect(row).toMatchObject({
      user: { route: 'users-details', id: expect.any(Number), label: expect.any(String) },
      rule: expect.any(String),
      subscription: { route: 'subscriptions-details', id: expect.any(Number) },
      earner: { value: expect.stringMatching(/^(coach|referrer)$/) },
    });
    expect(Math.round(Number(row.base_amount) * Number(row.rate)) / 100).toBeCloseTo(Number(row.amount), 2);
    expect(Object.keys(totals)).toContain('Total earned');
  });

  it('pays out only available commissions, all or nothing, with edit-earnedcommissions', async () => {
    const [available] = await idsWith('available', 1);
    const [pending] = await idsWith('pending', 1);
    const refused = await call('search', admin, {
      model: 'earned-commissions',
      id: [available, pending],
      action: 'mark_paid_out',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Mark as paid out is not possible for #${pending}: the status must be Available.`,
    );
    const forbidden = await call('search', viewer, {
      model: 'earned-commissions',
      id: available,
      action: 'mark_paid_out',
    });
    expect(forbidden.statusCode).toBe(403);
    const done = await call('search', admin, { model: 'earned-commissions', id: available, action: 'mark_paid_out' });
    expect(done.json().message).toBe('Mark as paid out: 1 item updated');
    const rows = await db
      .selectFrom('earned_commissions')
      .select('status')
      .where('id', 'in', [available, pending])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['paid_out', 'pending']);
  });

  it('is not shown to an admin without view-EarnedCommission', async () => {
    await addAdmin(t, {
      email: 'marketplace@test.test',
      roleName: 'Marketplace finance',
      permissions: ['view-Commission'],
    });
    const token = await t.login('marketplace@test.test');
    expect((await call('search', token, { model: 'earned-commissions' })).statusCode).toBe(403);
    expect((await call('search', token, { model: 'commission-rules' })).statusCode).toBe(403);
    expect((await call('search', token, { model: 'commissions' })).statusCode).toBe(200);
  });
});
