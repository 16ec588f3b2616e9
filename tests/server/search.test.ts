// POST search: the list page of any model — description, filters, ranges, trash, sorting, paging,
// totals, chart, permissions and every kind of bad input.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, insertProduct, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let support: string;

async function search(body: unknown, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(options.token ?? admin, options.language ?? 'en'),
    payload: body as Record<string, unknown>,
  });
}

async function names(filters: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string[]> {
  const res = await search({ model: 'products', filters, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results.data.map((row: { name: string }) => row.name);
}

async function count(table: string, where: (query: any) => any = (query) => query): Promise<number> {
  const row = await where(db.selectFrom(table).select((eb: any) => eb.fn.countAll().as('count'))).executeTakeFirst();
  return Number(row.count);
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await insertProduct(db, {
    name_en: 'Zebra Shaker Alpha',
    name_ar: 'خلاط زيبرا ألفا',
    price: 10,
    status: 'active',
    created_at: '2026-03-05T23:59:59.000Z',
  });
  await insertProduct(db, {
    name_en: 'Zebra Shaker Beta',
    name_ar: 'خلاط زيبرا بيتا',
    price: 50,
    status: 'out_of_stock',
    created_at: '2026-03-06T00:00:00.000Z',
  });
  await insertProduct(db, {
    name_en: 'zebra SHAKER gamma',
    name_ar: 'خلاط جاما',
    price: 50.01,
    status: 'draft',
    created_at: '2026-03-04T12:00:00.000Z',
    enabled: 0,
  });
  await insertProduct(db, {
    name_en: 'Zebra Shaker Delta',
    name_ar: 'خلاط دلتا',
    price: 20,
    status: 'active',
    deleted_at: '2026-03-07T00:00:00.000Z',
  });
  await insertProduct(db, {
    name_en: 'Zebra 100%_off',
    name_ar: 'زيبرا خصم',
    price: 5,
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
  });
});
afterAll(() => t.close());

describe('the answer', () => {
  it('describes the list: fields, range fields, headers, options, chart and totals', async () => {
    const res = await search({ model: 'orders' });
    expect(res.statusCode).toBe(200);
    const { data, state } = res.json();
    expect(state).toBe(1);
    expect(Object.keys(data).sort()).toEqual(['charts', 'fields', 'headers', 'options', 'results', 'totals']);
    expect(data.fields.fields).toContainEqual({
      name: 'status',
      label: 'Status',
      type: 'select',
      multiple: true,
      searchable: false,
      options: {
        Pending: 'pending',
        Paid: 'paid',
        Shipped: 'shipped',
        Delivered: 'delivered',
        Cancelled: 'cancelled',
        Refunded: 'refunded',
      },
    });
    expect(data.fields.fields).toContainEqual({
      name: 'user_id',
      label: 'Buyer',
      type: 'select',
      options: {},
      multiple: true,
      searchable: true,
      remote: true,
    });
    expect(data.fields.fields).toContainEqual({
      name: 'order_number',
      label: 'Order number',
      type: 'varchar',
      multiple: false,
      searchable: true,
    });
    expect(data.fields.rangeFields).toEqual([
      { name: 'total', label: 'Total', type: 'bigint' },
      { name: 'delivery_date', label: 'Delivery date', type: 'date' },
      { name: 'created_at', label: 'Created at', type: 'timestamp' },
    ]);
    expect(data.headers).toContainEqual({ text: 'Buyer', value: 'user', type: 'link', sortable: false });
    expect(data.headers).toContainEqual({ text: 'Total', value: 'total', type: 'amount', sortable: true });
    expect(data.options).toEqual({
      notable: true,
      deletable: true,
      chartable: true,
      bulkActions: [{ name: 'mark_delivered', label: 'Mark as delivered' }],
      currency: 'EGP',
      amountTotals: ['Total sales'],
    });
    expect(data.results.data).toHaveLength(30);
    const row = data.results.data[0];
    expect(Object.keys(row)).toEqual([
      'ID',
      ...data.headers.map((header: { value: string }) => header.value),
      'is_trashed',
    ]);
    expect(row.user).toEqual({ route: 'users-details', id: expect.any(Number), label: expect.any(String) });
    expect(row.status).toEqual({
      label: expect.any(String),
      color: expect.any(String),
      tone: expect.any(String),
      value: expect.any(String),
    });
    expect(row.total).toMatch(/^\d+\.\d{2}$/);
    expect(row.is_trashed).toBe(0);
  });

  it('carries `enabled` on rows of models that have it', async () => {
    const row = (await search({ model: 'users' })).json().data.results.data[0];
    expect([0, 1]).toContain(row.enabled);
    expect(row.name).toEqual({ route: 'users-details', id: row.ID, label: expect.any(String) });
  });

  it('speaks the request language', async () => {
    const res = await search({ model: 'products', filters: { name: 'زيبرا ألفا' } }, { language: 'ar' });
    const { data } = res.json();
    expect(data.fields.fields.find((field: { name: string }) => field.name === 'status')).toMatchObject({
      label: 'الحالة',
      options: { نشط: 'active', 'نفد المخزون': 'out_of_stock', مسودة: 'draft', منتهي: 'expired' },
    });
    expect(data.headers[0]).toEqual({ text: 'الاسم', value: 'name', type: 'text', sortable: true });
    expect(data.results.data.map((row: { name: string }) => row.name)).toEqual(['خلاط زيبرا ألفا']);
    expect(data.results.data[0].status).toEqual({ label: 'نشط', color: 'success', tone: 'green', value: 'active' });
    expect(data.totals['حسب الحالة']).toEqual({ نشط: 1, 'نفد المخزون': 0, مسودة: 0, منتهي: 0 });
  });

  it('sanitises HTML cells and keeps only safe images', async () => {
    await insertProduct(db, {
      name_en: 'Xylo unsafe',
      description:
        '<p>fine</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">go</a>',
      image: 'http://images.example.test/a.png',
    });
    const [row] = (await search({ model: 'products', filters: { name: 'xylo unsafe' } })).json().data.results.data;
    expect(row.description).toBe('<p>fine</p><a rel="noopener noreferrer">go</a>');
    expect(row.image).toBeNull();
  });

  it('accepts the model by its subject name too', async () => {
    expect(
      (await search({ model: 'Product', filters: { name: 'zebra shaker alpha' } })).json().data.results.total,
    ).toBe(1);
  });
});

describe('filters', () => {
  it('match text anywhere, ignoring case, on live rows only', async () => {
    expect((await names({ name: 'ZEBRA shaker' })).sort()).toEqual([
      'Zebra Shaker Alpha',
      'Zebra Shaker Beta',
      'zebra SHAKER gamma',
    ]);
    expect(await names({ name: 'خلاط زيبرا بيتا' })).toEqual(['Zebra Shaker Beta']);
  });

  it('treat LIKE wildcards in the text as plain characters', async () => {
    expect(await names({ name: '100%_' })).toEqual(['Zebra 100%_off']);
    expect(await names({ name: '%' })).toEqual(['Zebra 100%_off']);
    expect(await names({ name: 'zebra_shaker' })).toEqual([]);
  });

  it('select one value or any of a list', async () => {
    expect((await names({ name: 'zebra', status: 'active' })).sort()).toEqual(['Zebra 100%_off', 'Zebra Shaker Alpha']);
    expect((await names({ name: 'zebra', status: ['draft', 'out_of_stock'] })).sort()).toEqual([
      'Zebra Shaker Beta',
      'zebra SHAKER gamma',
    ]);
    expect(await names({ name: 'zebra', enabled: 0 })).toEqual(['zebra SHAKER gamma']);
    expect(await names({ name: 'zebra', enabled: '0' })).toEqual(['zebra SHAKER gamma']);
  });

  it('ignore empty values', async () => {
    expect(await names({ name: 'zebra shaker alpha', status: [], price_from: '', created_at_to: null })).toEqual([
      'Zebra Shaker Alpha',
    ]);
  });

  it('take number ranges inclusive of both ends', async () => {
    expect((await names({ name: 'zebra', price_from: 10, price_to: 50 })).sort()).toEqual([
      'Zebra Shaker Alpha',
      'Zebra Shaker Beta',
    ]);
    expect(await names({ name: 'zebra', price_from: '50.01' })).toEqual(['zebra SHAKER gamma']);
  });

  it('take date ranges including the whole `_to` day', async () => {
    expect(await names({ name: 'zebra', created_at_from: '2026-03-05', created_at_to: '2026-03-05' })).toEqual([
      'Zebra Shaker Alpha',
    ]);
    expect((await names({ name: 'zebra', created_at_from: '2026-03-04', created_at_to: '2026-03-06' })).length).toBe(3);
    expect(await names({ name: 'zebra', created_at_to: '2026-01-01' })).toEqual(['Zebra 100%_off']);
    expect(
      await names({ name: 'zebra', created_at_from: '2026-03-05T23:59', created_at_to: '2026-03-06T00:00' }),
    ).toHaveLength(2);
  });

  it('show only trashed rows with show_trash', async () => {
    const res = await search({ model: 'products', filters: { name: 'zebra', show_trash: true } });
    const rows = res.json().data.results.data;
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['Zebra Shaker Delta']);
    expect(rows[0].is_trashed).toBe(1);
    expect(await names({ name: 'zebra', show_trash: 'false' })).not.toContain('Zebra Shaker Delta');
    const trashed = await count('products', (query) => query.where('deleted_at', 'is not', null));
    expect((await search({ model: 'products', filters: { show_trash: 1 } })).json().data.results.total).toBe(trashed);
  });
});

describe('sorting and paging', () => {
  it('sorts by declared sortable headers, both ways', async () => {
    const ascending = await names({ name: 'zebra' }, { sortBy: ['price'], sortDesc: [false] });
    expect(ascending).toEqual(['Zebra 100%_off', 'Zebra Shaker Alpha', 'Zebra Shaker Beta', 'zebra SHAKER gamma']);
    expect(await names({ name: 'zebra' }, { sortBy: 'price', sortDesc: true })).toEqual([...ascending].reverse());
    expect(await names({ name: 'zebra shaker' }, { sortBy: ['created_at'] })).toEqual([
      'zebra SHAKER gamma',
      'Zebra Shaker Alpha',
      'Zebra Shaker Beta',
    ]);
  });

  it('sorts a localised column in the request language', async () => {
    const res = await search({ model: 'products', filters: { name: 'خلاط' }, sortBy: ['name'] }, { language: 'ar' });
    const sorted = res.json().data.results.data.map((row: { name: string }) => row.name);
    expect(sorted).toEqual([...sorted].sort());
  });

  it('pages without overlap, in every allowed size', async () => {
    const all = (await search({ model: 'users', itemsPerPage: 60, sortBy: ['ID'] }))
      .json()
      .data.results.data.map((row: { ID: number }) => row.ID);
    const first = (await search({ model: 'users', page: 1, sortBy: ['ID'] }))
      .json()
      .data.results.data.map((row: { ID: number }) => row.ID);
    const second = (await search({ model: 'users', page: '2', itemsPerPage: '30', sortBy: ['ID'] }))
      .json()
      .data.results.data.map((row: { ID: number }) => row.ID);
    expect(first).toHaveLength(30);
    expect([...first, ...second]).toEqual(all);
    for (const size of [30, 60, 90, 100, 150]) {
      expect(
        (await search({ model: 'users', itemsPerPage: size })).json().data.results.data,
        String(size),
      ).toHaveLength(size);
    }
  });

  it('answers an empty page past the end, with the total intact', async () => {
    const total = await count('users', (query) => query.where('deleted_at', 'is', null));
    const res = await search({ model: 'users', page: 1000, itemsPerPage: 150 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual({ data: [], total });
  });
});

describe('totals and chart', () => {
  it('counts exactly and sums over the same filters', async () => {
    const { data } = (await search({ model: 'orders', filters: { status: ['paid', 'delivered'] } })).json();
    const live = (query: any) => query.where('deleted_at', 'is', null).where('status', 'in', ['paid', 'delivered']);
    expect(data.results.total).toBe(await count('orders', live));
    const sum: any = await live(
      db.selectFrom('orders').select((eb: any) => eb.fn.sum('total').as('sum')),
    ).executeTakeFirst();
    expect(data.totals['Total sales']).toBeCloseTo(Number(sum.sum), 2);
    const delivered = await count('orders', (query) =>
      query.where('deleted_at', 'is', null).where('status', '=', 'delivered'),
    );
    expect(data.totals['By status']).toMatchObject({ Delivered: delivered, Pending: 0, Cancelled: 0 });
  });

  it('charts the last 12 months over the same filters', async () => {
    const { charts, results } = (await search({ model: 'orders' })).json().data;
    expect(charts.months).toHaveLength(12);
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(charts.months[11]).toBe(thisMonth);
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString();
    const inWindow = await count('orders', (query) =>
      query.where('deleted_at', 'is', null).where('created_at', '>=', start),
    );
    expect(charts.counts.reduce((sum: number, value: number) => sum + value, 0)).toBe(inWindow);
    expect(results.total).toBeGreaterThanOrEqual(inWindow);
  });

  it('sends empty charts for lists that are not chartable', async () => {
    const { charts, options } = (await search({ model: 'categories' })).json().data;
    expect(options.chartable).toBe(false);
    expect(charts).toEqual({ months: [], counts: [] });
  });

  it('names the unit of an offer value and the totals that add up amounts', async () => {
    const discounts = (await search({ model: 'discounts' })).json().data;
    expect(discounts.headers).toContainEqual({
      text: 'Value',
      value: 'value',
      type: 'number',
      sortable: true,
      unitFrom: 'discount_type',
    });
    const referral = (await search({ model: 'referral-discounts' }, { language: 'ar' })).json().data;
    expect(referral.headers.find((header: { value: string }) => header.value === 'referrer_reward_value')).toEqual(
      expect.objectContaining({ type: 'number', unitFrom: 'referrer_reward_type' }),
    );
    expect(referral.options.amountTotals).toEqual([]);
    const payouts = (await search({ model: 'payout-requests' }, { language: 'ar' })).json().data;
    expect(payouts.options.amountTotals).toEqual(['إجمالي المطلوب']);
    // A sum of uses is a count, not an amount.
    expect((await search({ model: 'coupons' })).json().data.options.amountTotals).toEqual([]);
  });
});

describe('permissions', () => {
  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/search', payload: { model: 'users' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().state).toBe(0);
  });

  it('needs view-{Model}', async () => {
    expect((await search({ model: 'users' }, { token: support })).statusCode).toBe(200);
    const res = await search({ model: 'orders' }, { token: support });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: 0, message: "You don't have permission to do this." });
  });

  it('offers only the bulk actions the admin may run', async () => {
    expect((await search({ model: 'complaints' }, { token: support })).json().data.options.bulkActions).toEqual([]);
    expect((await search({ model: 'complaints' })).json().data.options.bulkActions).toEqual([
      { name: 'resolve', label: 'Resolve' },
    ]);
    expect((await search({ model: 'complaints' }, { language: 'ar' })).json().data.options.bulkActions).toEqual([
      { name: 'resolve', label: 'حل الشكوى' },
    ]);
  });
});

describe('bad input', () => {
  const cases: Array<[string, unknown, number, string]> = [
    ['an unknown model', { model: 'nope' }, 404, 'Unknown model "nope".'],
    ['SQL as the model', { model: 'users; drop table users' }, 404, 'Unknown model.'],
    ['no model', {}, 400, 'The model field is required.'],
    ['a model that is not text', { model: ['users'] }, 404, 'Unknown model.'],
    ['an unknown body field', { model: 'users', where: '1=1' }, 400, 'The where field is not allowed.'],
    ['an unknown filter', { model: 'users', filters: { colour: 'red' } }, 400, 'Unknown filter "colour".'],
    ['SQL as a filter name', { model: 'users', filters: { "name' OR 1=1 --": 'x' } }, 400, 'Unknown filter.'],
    [
      'a range on a field without one',
      { model: 'users', filters: { email_from: 'a' } },
      400,
      'Unknown filter "email_from".',
    ],
    [
      'filters that are a list',
      { model: 'users', filters: ['status'] },
      400,
      'Filters must be an object of field names and values.',
    ],
    [
      'an option that does not exist',
      { model: 'users', filters: { status: 'deleted' } },
      400,
      'Invalid value for the Status filter.',
    ],
    [
      'an object as a value',
      { model: 'users', filters: { status: { $ne: 1 } } },
      400,
      'Invalid value for the Status filter.',
    ],
    [
      'a remote id that is not a number',
      { model: 'orders', filters: { user_id: ['1 or 1=1'] } },
      400,
      'Invalid value for the Buyer filter.',
    ],
    [
      'text in a number range',
      { model: 'products', filters: { price_from: 'abc' } },
      400,
      'Invalid value for the Price filter.',
    ],
    [
      'a date that is not one',
      { model: 'products', filters: { created_at_to: "2026-01-01' --" } },
      400,
      'Invalid value for the Created at filter.',
    ],
    [
      'a show_trash that is not a flag',
      { model: 'users', filters: { show_trash: 'maybe' } },
      400,
      'Invalid value for the show_trash filter.',
    ],
    [
      'a page size outside the list',
      { model: 'users', itemsPerPage: 25 },
      400,
      'Items per page must be one of 30, 60, 90, 100, 150 or 1000.',
    ],
    [
      'a page size that is text',
      { model: 'users', itemsPerPage: 'all' },
      400,
      'Items per page must be one of 30, 60, 90, 100, 150 or 1000.',
    ],
    ['page 0', { model: 'users', page: 0 }, 400, 'The page must be a whole number of at least 1.'],
    ['a fractional page', { model: 'users', page: 1.5 }, 400, 'The page must be a whole number of at least 1.'],
    [
      'a sort on an undeclared column',
      { model: 'users', sortBy: ['password'] },
      400,
      'This list cannot be sorted by "password".',
    ],
    [
      'a sort on a column that is not sortable',
      { model: 'products', sortBy: ['description'] },
      400,
      'This list cannot be sorted by "description".',
    ],
    [
      'SQL as a sort',
      { model: 'users', sortBy: ['id; drop table users'] },
      400,
      'This list cannot be sorted by that column.',
    ],
    [
      'a sort direction that is text',
      { model: 'users', sortBy: ['email'], sortDesc: ['yes'] },
      400,
      'sortBy must be a column name or a list of them, and sortDesc true/false or a list of them.',
    ],
    [
      'an unknown export format',
      { model: 'users', export_format: 'csv' },
      400,
      'The export format must be "excel" or "pdf".',
    ],
  ];
  for (const [name, body, status, message] of cases) {
    it(`refuses ${name}`, async () => {
      const res = await search(body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ state: 0, message });
    });
  }

  it('refuses in Arabic too', async () => {
    const res = await search({ model: 'users', filters: { colour: 'red' } }, { language: 'ar' });
    expect(res.json()).toEqual({ state: 0, message: 'عامل التصفية "colour" غير معروف.' });
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search',
      headers: { ...t.auth(admin), 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(0);
  });

  it('never answers with SQL text or a server error for hostile names', async () => {
    const hostile = [
      "' OR '1'='1",
      '"; DROP TABLE users; --',
      'name) union select password_hash from admins --',
      '../../etc/passwd',
      '\u0000',
    ];
    for (const value of hostile) {
      for (const body of [
        { model: value },
        { model: 'users', filters: { [value]: 1 } },
        { model: 'users', sortBy: [value] },
        { model: 'users', filters: { name: value } },
      ]) {
        const res = await search(body);
        expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
        expect(res.body).not.toMatch(/sqlite|syntax|select |password_hash/i);
      }
    }
  });
});
