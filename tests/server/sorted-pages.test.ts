// Sorted pages of a large list with a status filter (read in order from the sort column's index on
// SQLite): the same rows, in the same order, as sorting every match.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(() => t.close());

async function pageIds(sortBy: string, sortDesc: boolean, page: number, filters: Record<string, unknown>): Promise<number[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(admin),
    payload: { model: 'orders', filters, sortBy: [sortBy], sortDesc: [sortDesc], itemsPerPage: 30, page },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results.data.map((row: { ID: number }) => row.ID);
}

describe('sorted pages of orders', () => {
  it('match sorting every matching row, for each indexed sort column, both directions, with status filters', async () => {
    const statuses = ['paid', 'cancelled'];
    const rows = await db.selectFrom('orders').select(['id', 'created_at', 'total', 'items_count', 'order_number', 'delivery_date']).where('deleted_at', 'is', null).where('status', 'in', statuses).execute();
    for (const column of ['created_at', 'total', 'items_count', 'order_number', 'delivery_date']) {
      for (const desc of [true, false]) {
        const sorted = [...rows].sort((a: any, b: any) => {
          const x = typeof a[column] === 'string' ? a[column] : Number(a[column]);
          const y = typeof b[column] === 'string' ? b[column] : Number(b[column]);
          const byColumn = x < y ? -1 : x > y ? 1 : 0;
          return (desc ? -1 : 1) * (byColumn || Number(a.id) - Number(b.id));
        });
        const expected = sorted.slice(30, 60).map((row: any) => Number(row.id));
        expect(await pageIds(column, desc, 2, { status: statuses }), `${column} ${desc ? 'desc' : 'asc'}`).toEqual(expected);
      }
    }
  });
});
