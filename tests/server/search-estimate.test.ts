// A broad search (more matches than the configured threshold, filters the running summary cannot answer)
// answers its total, totals and chart estimated from a sample, flagged `estimated: true`; `exact: true`
// counts them; narrow and summary-answered searches stay exact.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../server/models/seed/random';
import { createTestApp, type TestApp } from './helpers';

const THRESHOLD = 1000;
const ROWS = 20_000;
const YEAR = 365 * 86_400_000;
const BROAD = { status: ['delivered'], total_from: 100 };
const STATUSES = ['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'paid'];

let t: TestApp;
let db: Kysely<any>;
let admin: string;

async function search(body: Record<string, unknown>, language: 'en' | 'ar' = 'en') {
  return t.post(
    'search',
    { model: 'orders', itemsPerPage: 30, sortBy: ['created_at'], sortDesc: [true], ...body },
    {
      token: admin,
      language,
    },
  );
}

async function answer(body: Record<string, unknown>) {
  const res = await search(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The broad filter counted straight from the table (rows created since `since`, an ISO time, if given). */
async function counted(since = '') {
  const row = await db
    .selectFrom('orders')
    .select([db.fn.countAll<number>().as('rows'), db.fn.sum<number>('total').as('sales')])
    .where('status', '=', 'delivered')
    .where('total', '>=', 100)
    .where('deleted_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), sales: Number(row.sales) };
}

const within = (value: number, expected: number, share: number) =>
  expect(Math.abs(value - expected), `${value} vs ${expected}`).toBeLessThanOrEqual(expected * share);

beforeAll(async () => {
  t = await createTestApp({ models: true, config: { searchEstimateAbove: THRESHOLD } });
  db = t.db as Kysely<any>;
  admin = await t.login();
  const random = new Random(17);
  const start = Date.now() - YEAR;
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const created = new Date(start + Math.floor((index * YEAR) / ROWS)).toISOString();
    return {
      order_number: `EST-${100_000 + index}`,
      user_id: 1,
      seller_id: 1,
      payment_method_id: 1,
      items_count: 1,
      total: random.amount(20, 900),
      status: STATUSES[random.int(0, STATUSES.length - 1)],
      delivery_date: created.slice(0, 10),
      created_at: created,
      updated_at: created,
      deleted_at: random.chance(0.03) ? created : null,
    };
  });
  for (let from = 0; from < rows.length; from += 500) {
    await db
      .insertInto('orders')
      .values(rows.slice(from, from + 500))
      .execute();
  }
  // PostgreSQL's autovacuum would analyse a table grown this much within a minute; the test does not wait.
  if (t.deps.dialect === 'postgres') await sql`analyze orders`.execute(db);
}, 120_000);
afterAll(() => t.close());

describe('a broad search', () => {
  it('is estimated from a sample, close to the counted figures, and says so', async () => {
    const exact = await counted();
    expect(exact.rows).toBeGreaterThan(10_000);
    const data = await answer({ filters: BROAD });
    expect(data.estimated).toBe(true);
    within(data.results.total, exact.rows, 0.05);
    within(data.totals['Total sales'], exact.sales, 0.05);
    within(data.totals['By status'].Delivered, exact.rows, 0.05);
    expect(data.totals['By status'].Paid).toBe(0);
    const charted = data.charts.counts.reduce((sum: number, count: number) => sum + count, 0);
    within(charted, (await counted(`${data.charts.months[0]}-01`)).rows, 0.05);
    // The page itself is read as always.
    expect(data.results.data).toHaveLength(30);
  });

  it('gives the same estimate every time, with every month close to its count', async () => {
    const first = await answer({ filters: BROAD });
    const again = await answer({ filters: BROAD, page: 2 });
    expect(again.results.total).toBe(first.results.total);
    expect(again.charts).toEqual(first.charts);
    const exact = await answer({ filters: BROAD, exact: true });
    first.charts.counts.forEach((count: number, month: number) => {
      // The sample is read in blocks of ids, and ids follow the dates here, so a month rests on a few blocks:
      // its estimate moves by up to a quarter or so with where the blocks fall, which shifts with today's date.
      if (exact.charts.counts[month] >= 1000) within(count, exact.charts.counts[month], 0.3);
    });
  });

  it('is counted when asked for exact figures', async () => {
    const exact = await counted();
    const data = await answer({ filters: BROAD, exact: true });
    expect(data.estimated).toBeUndefined();
    expect(data.results.total).toBe(exact.rows);
    expect(data.totals['Total sales']).toBeCloseTo(exact.sales, 2);
    expect(data.totals['By status'].Delivered).toBe(exact.rows);
    expect(data.charts.counts.reduce((sum: number, count: number) => sum + count, 0)).toBe(
      (await counted(`${data.charts.months[0]}-01`)).rows,
    );
    const estimated = await answer({ filters: BROAD });
    expect(data.results.data).toEqual(estimated.results.data);
  });

  it('stays exact when few rows match or the running summary answers it', async () => {
    const narrow = await answer({ filters: { status: ['pending'], total_from: 100 } });
    expect(narrow.estimated).toBeUndefined();
    const pending = await db
      .selectFrom('orders')
      .select(db.fn.countAll<number>().as('rows'))
      .where('status', '=', 'pending')
      .where('total', '>=', 100)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(narrow.results.total).toBe(Number(pending.rows));

    const all = await answer({ filters: { status: ['delivered'] } });
    expect(all.estimated).toBeUndefined();
    const delivered = await db
      .selectFrom('orders')
      .select(db.fn.countAll<number>().as('rows'))
      .where('status', '=', 'delivered')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(all.results.total).toBe(Number(delivered.rows));
  });

  it('refuses an exact that is not true or false, in the request language', async () => {
    const english = await search({ filters: BROAD, exact: 'yes' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ state: 0, message: 'exact must be true (count every matching row) or false.' });
    const arabic = await search({ filters: BROAD, exact: 1 }, 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({ state: 0, message: 'exact يجب أن تكون true (عدّ كل الصفوف المطابقة) أو false.' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('runs without JIT compiling, which made a sampled search of 15 ms take a second', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(db);
    expect(rows[0].jit).toBe('off');
  });
});
