// getSingle names its record from the model's title columns, in the request's language.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  token = await t.login();
  db = t.db as Kysely<any>;
});
afterAll(async () => {
  await t.close();
});

const single = (path: string, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/getSingle/${path}`, headers: t.auth(token, language) });

describe('the title of getSingle', () => {
  it("is a user's first and last name, an order's number, a product's name in the language", async () => {
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await single(`users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe(`${user.first_name} ${user.last_name}`);

    const order = await db.selectFrom('orders').select(['id', 'order_number']).orderBy('id').executeTakeFirstOrThrow();
    expect((await single(`orders/${order.id}`)).json().data.title).toBe(order.order_number);

    const product = await db
      .selectFrom('products')
      .select(['id', 'name_en', 'name_ar'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await single(`products/${product.id}`)).json().data.title).toBe(product.name_en);
    expect((await single(`products/${product.id}`, 'ar')).json().data.title).toBe(product.name_ar);
  });
});
