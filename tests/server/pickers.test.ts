// Option search for filters (searchSingle, field-search: label → value) and the search picker
// (id → label, or id → object).
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let support: string;

const get = (path: string, token = admin, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/${path}`, headers: t.auth(token, language) });
const post = (path: string, body: unknown, token = admin, language: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${path}`,
    headers: t.auth(token, language),
    payload: body as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  const now = new Date().toISOString();
  for (const name of ['Narwhal one', 'Narwhal two', 'narwhal TWO']) {
    await db
      .insertInto('products')
      .values({
        name_en: name,
        name_ar: 'حوت',
        seller_id: 1,
        category_id: 1,
        price: 1,
        stock: 1,
        rating: 4,
        image: null,
        description: '',
        status: 'active',
        enabled: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  }
});
afterAll(() => t.close());

describe('field search', () => {
  it('finds rows of a remote field by their title, from one character', async () => {
    const res = await get('searchSingle/orders/user_id/ahm');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, number>;
    const labels = Object.keys(data);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThanOrEqual(50);
    for (const label of labels) expect(label.toLowerCase()).toContain('ahm');
    for (const id of Object.values(data)) expect(id).toEqual(expect.any(Number));
    expect(Object.keys((await get('searchSingle/orders/user_id/a')).json().data).length).toBe(50);
  });

  it('tells apart rows with the same title', async () => {
    const data = (await get('searchSingle/orders/user_id/a')).json().data as Record<string, number>;
    expect(new Set(Object.values(data)).size).toBe(Object.keys(data).length);
  });

  it('finds static options by label, in the request language', async () => {
    expect((await get('searchSingle/products/status/act')).json().data).toEqual({ Active: 'active' });
    expect((await get(`searchSingle/products/status/${encodeURIComponent('نفد')}`, admin, 'ar')).json().data).toEqual({
      'نفد المخزون': 'out_of_stock',
    });
  });

  it('finds distinct values of a text field', async () => {
    expect((await get('searchSingle/products/name/narwhal')).json().data).toEqual({
      'Narwhal one': 'Narwhal one',
      'Narwhal two': 'Narwhal two',
      'narwhal TWO': 'narwhal TWO',
    });
  });

  it('answers an empty map for an empty query', async () => {
    expect((await get('searchSingle/orders/user_id')).json()).toEqual({ state: 1, data: {} });
    expect((await post('field-search', { model: 'orders', field_name: 'user_id', query: '  ' })).json()).toEqual({
      state: 1,
      data: {},
    });
  });

  it('answers the same through POST field-search', async () => {
    const viaPost = (await post('field-search', { model: 'orders', field_name: 'user_id', query: 'ahm' })).json();
    expect(viaPost).toEqual((await get('searchSingle/orders/user_id/ahm')).json());
  });

  it('refuses fields that are not declared for search', async () => {
    expect((await get('searchSingle/products/price/1')).json()).toEqual({
      state: 0,
      message: 'The price field cannot be searched.',
    });
    expect((await get('searchSingle/users/password_hash/a')).statusCode).toBe(400);
    const sql = await post('field-search', { model: 'users', field_name: "name' or 1=1 --", query: 'a' });
    expect(sql.json()).toEqual({ state: 0, message: 'The ? field cannot be searched.' });
    expect((await get('searchSingle/nope/name/a')).statusCode).toBe(404);
    expect(
      (await post('field-search', { model: 'users', field_name: 'name', query: 'a'.repeat(101) })).statusCode,
    ).toBe(400);
    expect((await post('field-search', { model: 'users', field_name: 'name', query: 'a', extra: 1 })).statusCode).toBe(
      400,
    );
  });

  it('needs view-{Model}', async () => {
    expect((await get('searchSingle/orders/user_id/a', support)).statusCode).toBe(403);
    expect((await get('searchSingle/users/status/a', support)).statusCode).toBe(200);
  });
});

describe('search picker', () => {
  it('answers up to 50 matching live rows as id → label', async () => {
    const res = await post('search-picker', { model: 'users', direct: true, query: 'ahmed', alldata: 0 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, string>;
    expect(Object.keys(data).length).toBeGreaterThan(0);
    expect(Object.keys(data).length).toBeLessThanOrEqual(50);
    for (const label of Object.values(data)) expect(label.toLowerCase()).toContain('ahmed');
    const trashed = await db.selectFrom('users').select('id').where('deleted_at', 'is not', null).execute();
    for (const row of trashed) expect(data).not.toHaveProperty(String(row.id));
  });

  it('always includes the selected values', async () => {
    const [other] = await db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('first_name', 'not like', '%hmed%')
      .limit(1)
      .execute();
    const data = (
      await post('search-picker', {
        model: 'users',
        direct: true,
        query: 'ahmed',
        alldata: 0,
        value: [other.id, String(other.id)],
      })
    ).json().data;
    expect(data[other.id]).toContain(other.first_name);
    const single = (
      await post('search-picker', { model: 'users', direct: true, query: 'ahmed', alldata: 0, value: other.id })
    ).json().data;
    expect(single).toHaveProperty(String(other.id));
  });

  it('answers the first rows for an empty query', async () => {
    expect(
      Object.keys((await post('search-picker', { model: 'users', direct: true, query: '', alldata: 0 })).json().data),
    ).toHaveLength(50);
  });

  it('answers whole objects without hidden columns with alldata 1', async () => {
    const data = (await post('search-picker', { model: 'admins', direct: true, query: 'demo', alldata: 1 })).json()
      .data as Record<string, Record<string, unknown>>;
    const demo = Object.values(data).find((item) => item.email === 'admin@demo.test');
    expect(demo).toMatchObject({ id: expect.any(Number), first_name: expect.any(String), label: expect.any(String) });
    expect(demo).not.toHaveProperty('password_hash');
  });

  it('uses the request language for localised titles', async () => {
    const data = (
      await post('search-picker', { model: 'categories', direct: true, query: 'supp', alldata: 0 }, admin, 'ar')
    ).json().data;
    expect(Object.values(data)).toEqual(['مكملات غذائية']);
  });

  it('refuses bad input and missing permissions', async () => {
    const cases: Array<[unknown, number]> = [
      [{ model: 'users', direct: true, query: 'a', alldata: 'x' }, 400],
      [{ model: 'users', direct: true, query: 'a', alldata: 0, value: 'abc' }, 400],
      [{ model: 'users', direct: true, query: { $gt: '' }, alldata: 0 }, 400],
      [{ model: 'users', direct: true, query: 'a\u0000', alldata: 0 }, 400],
      [{ model: 'users', direct: true, query: 'a', alldata: 0, sql: 'drop' }, 400],
      [{ model: 'nobody', direct: true, query: 'a', alldata: 0 }, 404],
      [{ direct: true, query: 'a', alldata: 0 }, 400],
    ];
    for (const [body, status] of cases)
      expect((await post('search-picker', body)).statusCode, JSON.stringify(body)).toBe(status);
    expect(
      (await post('search-picker', { model: 'orders', direct: true, query: 'a', alldata: 0 }, support)).statusCode,
    ).toBe(403);
  });
});
