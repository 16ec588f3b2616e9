// "Contains" filters on a column with a substring index (orders' order number): the same rows as reading
// the table, in any letter case, and still so after rows are added, renumbered and removed.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findModel } from '../../server/models/registry';
import { filterExpression, parseFilters } from '../../server/search/filters';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
const orders = findModel('orders')!;
const sqlite = !process.env.TEST_DATABASE_URL;

/** Ids matching `text`, through the index (when the database keeps one in a table) and through the table. */
async function bothWays(text: string): Promise<{ indexed: number[]; scanned: number[]; usedIndex: boolean }> {
  const viaIndex = parseFilters('en', orders, { order_number: text, show_trash: false }, { textIndexTable: sqlite });
  const viaTable = parseFilters('en', orders, { order_number: text });
  const ids = async (filters: typeof viaIndex) =>
    (
      await db
        .selectFrom('orders')
        .select('id')
        .where(filterExpression(filters) as any)
        .orderBy('id')
        .execute()
    ).map((row: any) => Number(row.id));
  const condition = viaIndex.conditions[0];
  return {
    indexed: await ids(viaIndex),
    scanned: await ids(viaTable),
    usedIndex: condition.kind === 'contains' && condition.textIndex !== undefined,
  };
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(() => t.close());

describe('order number search', () => {
  it('finds through the index exactly what reading the table finds, in any letter case', async () => {
    const [{ order_number: sample }] = await db
      .selectFrom('orders')
      .select('order_number')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(1)
      .execute();
    for (const text of [sample, sample.toLowerCase(), sample.slice(2, 7), 'ORD-1', 'no such order']) {
      const { indexed, scanned, usedIndex } = await bothWays(text);
      expect(usedIndex, text).toBe(sqlite);
      expect(indexed, text).toEqual(scanned);
    }
    expect((await bothWays(sample)).indexed.length).toBe(1);
  });

  it('reads the table for texts the index cannot answer: under three characters or with wildcards', async () => {
    for (const text of ['OR', '1%', 'D_1']) {
      const { indexed, scanned, usedIndex } = await bothWays(text);
      expect(usedIndex, text).toBe(false);
      expect(indexed, text).toEqual(scanned);
    }
  });

  it('follows new, renumbered and removed orders', async () => {
    const now = new Date().toISOString();
    const row = await db
      .insertInto('orders')
      .values({
        order_number: 'ORD-ZQX-77',
        user_id: 1,
        seller_id: 1,
        payment_method_id: 1,
        items_count: 1,
        total: 10,
        status: 'paid',
        delivery_date: now.slice(0, 10),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    expect((await bothWays('zqx-77')).indexed).toEqual([id]);
    await db.updateTable('orders').set({ order_number: 'ORD-WVY-88' }).where('id', '=', id).execute();
    expect((await bothWays('zqx')).indexed).toEqual([]);
    expect((await bothWays('wvy-8')).indexed).toEqual([id]);
    await db.deleteFrom('orders').where('id', '=', id).execute();
    expect((await bothWays('wvy')).indexed).toEqual([]);
  });

  it('answers the list search with the matching order', async () => {
    const [{ order_number: sample }] = await db
      .selectFrom('orders')
      .select('order_number')
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search',
      headers: t.auth(admin),
      payload: { model: 'orders', filters: { order_number: sample.toLowerCase() } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.results.total).toBe(1);
    expect(res.json().data.results.data[0].order_number).toBe(sample);
  });
});
