// The running summary of a large list (orders): the searches it answers give exactly what counting the
// table gives, before and after every kind of write, and searches it cannot answer still go to the table.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryPlans } from '../../server/models/define/summary';
import type { Model } from '../../server/models/define/types';
import { findModel } from '../../server/models/registry';
import { aggregate } from '../../server/search/aggregate';
import { parseFilters, type ParsedFilters } from '../../server/search/filters';
import { summaryFilterExpression } from '../../server/search/summary-filters';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
const orders = findModel('orders')!;
const withoutSummary: Model = { ...orders, summaries: undefined };
const [byStatus, byDeliveryDay] = summaryPlans(orders);
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Filter sets the summary answers, as the list sends them. */
const COVERED: Record<string, unknown>[] = [
  {},
  { status: ['paid', 'shipped'] },
  { status: 'delivered', created_at_from: day(-90) },
  { created_at_from: day(-200), created_at_to: day(-170) },
  { delivery_date_from: day(-300), delivery_date_to: day(0) },
  { status: ['cancelled'], delivery_date_from: day(-60), created_at_to: day(-10) },
  { show_trash: true },
  { show_trash: true, status: ['refunded'] },
];

const parse = (filters: Record<string, unknown>): ParsedFilters => parseFilters('en', orders, filters);

/** Each summary that holds the filters gives exactly what the table gives; at least one holds them. */
async function expectSameAsTable(filters: Record<string, unknown>): Promise<void> {
  const parsed = parse(filters);
  const fromTable = await aggregate(db, withoutSummary, parsed, 'en');
  const holding = [byStatus, byDeliveryDay].filter((plan) => summaryFilterExpression(orders, plan, parsed) !== null);
  expect(holding.length, JSON.stringify(filters)).toBeGreaterThan(0);
  for (const plan of holding) {
    const onlyThisSummary: Model = {
      ...orders,
      summaries: [plan.dimensions.slice(1).map((dimension) => dimension.column)],
    };
    expect(await aggregate(db, onlyThisSummary, parsed, 'en'), `${plan.table} ${JSON.stringify(filters)}`).toEqual(
      fromTable,
    );
  }
}

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(() => t.close());

describe('the orders summary', () => {
  it('answers the searches it covers exactly as counting the table does', async () => {
    const all = await aggregate(db, orders, parse({}), 'en');
    expect(all.total).toBeGreaterThan(300);
    for (const filters of COVERED) await expectSameAsTable(filters);
  });

  it('stays exact after bulk actions, edits, new rows and removed rows', async () => {
    const ids = (
      await db
        .selectFrom('orders')
        .select('id')
        .where('deleted_at', 'is', null)
        .where('status', 'in', ['paid', 'shipped'])
        .orderBy('id')
        .limit(12)
        .execute()
    ).map((row: any) => Number(row.id));
    await search({ model: 'orders', action: 'delete', id: ids.slice(0, 4) });
    await search({ model: 'orders', action: 'restore', id: ids.slice(0, 2) });
    await search({ model: 'orders', action: 'mark_delivered', id: ids.slice(4, 8) });
    await db
      .updateTable('orders')
      .set({ total: 1234.56, delivery_date: day(-1), created_at: new Date(Date.now() - 40 * DAY).toISOString() })
      .where('id', '=', ids[8])
      .execute();
    const now = new Date().toISOString();
    await db
      .insertInto('orders')
      .values({
        order_number: 'ORD-SUMMARY-1',
        user_id: 1,
        seller_id: 1,
        payment_method_id: 1,
        items_count: 2,
        total: 99.99,
        status: 'pending',
        delivery_date: day(3),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    await db.deleteFrom('orders').where('id', '=', ids[9]).execute();
    for (const filters of COVERED) await expectSameAsTable(filters);
  });

  it('reads delivery-date ranges from the summary by delivery day only, everything else from the smaller one', () => {
    expect(byStatus.table).toBe('orders_by_status');
    expect(byDeliveryDay.table).toBe('orders_by_status_delivery_date');
    expect(
      summaryFilterExpression(orders, byStatus, parse({ status: ['paid'], created_at_from: day(-30) })),
    ).not.toBeNull();
    expect(summaryFilterExpression(orders, byStatus, parse({ delivery_date_from: day(-30) }))).toBeNull();
    expect(summaryFilterExpression(orders, byDeliveryDay, parse({ delivery_date_from: day(-30) }))).not.toBeNull();
  });

  it('leaves to the table the filters it does not hold: text, other columns, times inside a day', () => {
    for (const filters of [
      { order_number: 'ORD-1' },
      { user_id: [1] },
      { total_from: 100 },
      { created_at_from: `${day(-5)}T10:30` },
    ]) {
      for (const plan of [byStatus, byDeliveryDay])
        expect(summaryFilterExpression(orders, plan, parse(filters)), JSON.stringify(filters)).toBeNull();
    }
  });

  it('gives the list the same total, totals and chart whichever way they are read', async () => {
    const res = await search({ model: 'orders', filters: { status: ['delivered'] }, itemsPerPage: 30, page: 1 });
    const parsed = parse({ status: ['delivered'] });
    const fromTable = await aggregate(db, withoutSummary, parsed, 'en');
    expect(res.data.results.total).toBe(fromTable.total);
    expect(res.data.totals).toEqual(fromTable.totals);
    expect(res.data.charts).toEqual(fromTable.charts);
  });
});
