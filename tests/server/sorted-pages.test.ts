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

async function pageIds(
  sortBy: string,
  sortDesc: boolean,
  page: number,
  filters: Record<string, unknown>,
): Promise<number[]> {
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
  it('match sorting every matching row, for each indexed sort column, both directions, with filters inside and outside the index', async () => {
    const statuses = ['paid', 'cancelled'];
    const cases: Array<{ filters: Record<string, unknown>; where: (query: any) => any }> = [
      { filters: { status: statuses }, where: (query) => query.where('status', 'in', statuses) },
      // The total is not in the sort indexes (but its own): these pages sort the matches.
      {
        filters: { status: statuses, total_from: 100, total_to: 2000 },
        where: (query) => query.where('status', 'in', statuses).where('total', '>=', 100).where('total', '<=', 2000),
      },
    ];
    for (const { filters, where } of cases) {
      const rows = await where(
        db
          .selectFrom('orders')
          .select(['id', 'created_at', 'total', 'items_count', 'order_number', 'delivery_date'])
          .where('deleted_at', 'is', null),
      ).execute();
      expect(rows.length).toBeGreaterThan(60);
      for (const column of ['created_at', 'total', 'items_count', 'order_number', 'delivery_date']) {
        for (const desc of [true, false]) {
          const sorted = [...rows].sort((a: any, b: any) => {
            // PostgreSQL sends numeric columns as strings.
            const numeric = column === 'total' || column === 'items_count';
            const x = numeric ? Number(a[column]) : a[column];
            const y = numeric ? Number(b[column]) : b[column];
            const byColumn = x < y ? -1 : x > y ? 1 : 0;
            return (desc ? -1 : 1) * (byColumn || Number(a.id) - Number(b.id));
          });
          const expected = sorted.slice(30, 60).map((row: any) => Number(row.id));
          expect(
            await pageIds(column, desc, 2, filters),
            `${JSON.stringify(filters)} ${column} ${desc ? 'desc' : 'asc'}`,
          ).toEqual(expected);
        }
      }
    }
  });
});
