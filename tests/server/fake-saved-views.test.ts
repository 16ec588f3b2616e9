// The demo backend answers the saved views of the lists with the server's own routes: a view saved by the
// support admin and shared with its role is listed, made its default, changed and deleted; the super admin
// (another role) does not see it and may still delete it (it holds manage-users).
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeBackend } from '../../fake/backend';
import { createNodeFakeBackend } from '../../fake/node';

let fake: FakeBackend;
let admin: string;
let support: string;
let supportRole: number;

async function fakeToken(email: string): Promise<string> {
  const res = await fake.handle('POST', '/api/v1/admin/login', { email, password: 'Demo#2026' });
  return (res.body as { data: { token: string } }).data.token;
}

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown, language = 'en') =>
  fake.handle(method, `/api/v1/admin/${path}`, body, { authorization: `Bearer ${token}`, 'accept-language': language });

beforeAll(async () => {
  fake = await createNodeFakeBackend();
  admin = await fakeToken('admin@demo.test');
  support = await fakeToken('support@demo.test');
  const role = await fake.db.selectFrom('roles').select('id').where('name', '=', 'Support').executeTakeFirstOrThrow();
  supportRole = Number(role.id);
}, 120_000);

describe('saved views in the demo', () => {
  it('saves, lists, changes and deletes a view as the server does', async () => {
    const saved = await call('POST', 'views/users', support, {
      name: 'Banned',
      filters: { status: ['banned'] },
      sort: { by: 'name', desc: false },
      columns: ['name', 'status'],
      page_size: 30,
      shared_role_ids: [supportRole],
      is_default: true,
    });
    expect(saved.status).toBe(201);
    const view = (saved.body as { data: { id: number } }).data;
    expect(view).toMatchObject({ name: 'Banned', mine: true, is_default: true, shared_role_ids: [supportRole] });

    expect(await call('GET', 'views/users', support)).toMatchObject({ status: 200, body: { data: [view] } });
    expect(await call('GET', 'views/users', admin)).toMatchObject({ status: 200, body: { data: [] } });

    const changed = await call('POST', `views/users/${view.id}`, support, { page_size: 90 });
    expect(changed).toMatchObject({ status: 200, body: { data: { id: view.id, page_size: 90 } } });
    const refused = await call('POST', 'views/users', support, { ...view, id: undefined }, 'ar');
    expect(refused.status).toBe(400);

    expect(await call('DELETE', `views/users/${view.id}`, admin)).toMatchObject({
      status: 200,
      body: { state: 1, message: 'The view was deleted.', data: { id: view.id } },
    });
    expect(await call('GET', 'views/users', support)).toMatchObject({ status: 200, body: { data: [] } });
  });
});
