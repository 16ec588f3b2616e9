// POST search: the headers carry the placement a model declares for narrow screens (priority, card), and
// nothing for the columns that declare none.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  admin = await t.login();
});

afterAll(async () => {
  await t.close();
});

async function headersOf(model: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(admin, 'en'),
    payload: { model, page: 1, itemsPerPage: 30 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.headers;
}

it('serves a declared priority on its header only', async () => {
  const headers = await headersOf('users');
  expect(headers.find((header: { value: string }) => header.value === 'gender')).toEqual({
    text: 'Gender',
    value: 'gender',
    type: 'status',
    sortable: true,
    priority: 3,
  });
  expect(headers.find((header: { value: string }) => header.value === 'email')).toEqual({
    text: 'Email',
    value: 'email',
    type: 'text',
    sortable: true,
  });
});

it('leaves every header of a model that declares nothing as it was', async () => {
  const headers = await headersOf('cities');
  for (const header of headers) expect(Object.keys(header).sort()).toEqual(['sortable', 'text', 'type', 'value']);
});
