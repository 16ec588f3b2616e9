// The demo backend answers the sign-up approval calls with the server's own routes: the pending list,
// approve with a role (recorded in the activity log and shown in the account's history), reject (the
// account removed), 409 for an account not pending, 422 for a missing role, 403 without the permission.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeBackend } from '../../fake/backend';
import { createNodeFakeBackend } from '../../fake/node';

let fake: FakeBackend;
let admin: string;
let support: string;

async function fakeToken(email: string): Promise<string> {
  const res = await fake.handle('POST', '/api/v1/admin/login', { email, password: 'Demo#2026' });
  return (res.body as { data: { token: string } }).data.token;
}

const call = (method: 'GET' | 'POST', path: string, body?: unknown, token = admin) =>
  fake.handle(method, `/api/v1/admin/${path}`, body, { authorization: `Bearer ${token}`, 'accept-language': 'en' });

async function waiting(email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await fake.db
    .insertInto('admins')
    .values({
      first_name: 'Waiting',
      last_name: 'Person',
      email,
      password_hash: 'x',
      image: null,
      role_id: null,
      enabled: 1,
      awaiting_role: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00.000Z'));
  fake = await createNodeFakeBackend();
  admin = await fakeToken('admin@demo.test');
  support = await fakeToken('support@demo.test');
}, 120_000);
afterAll(() => {
  vi.useRealTimers();
});

describe('pending accounts in the demo backend', () => {
  it('lists, approves with a role (recorded) and rejects', async () => {
    const first = await waiting('first-wait@demo.test');
    const second = await waiting('second-wait@demo.test');
    const listed = await call('GET', 'admins/pending');
    expect(listed.status).toBe(200);
    expect((listed.body as { data: Array<{ id: number; email: string }> }).data.map((row) => row.email)).toEqual(
      expect.arrayContaining(['first-wait@demo.test', 'second-wait@demo.test']),
    );
    const role = await fake.db.selectFrom('roles').select('id').where('name', '=', 'Support').executeTakeFirstOrThrow();

    expect(await call('POST', `admins/approve/${first}`, { role_id: 999999 })).toMatchObject({
      status: 422,
      body: { state: 0, errors: { role_id: [expect.any(String)] } },
    });
    const approved = await call('POST', `admins/approve/${first}`, { role_id: role.id });
    expect(approved).toMatchObject({
      status: 200,
      body: { state: 1, message: 'The account was approved.', data: { id: first, role_id: role.id } },
    });
    expect(await call('POST', `admins/approve/${first}`, { role_id: role.id })).toMatchObject({ status: 409 });
    const history = await call('GET', `activity/admins/${first}`);
    expect(history.status).toBe(200);
    expect((history.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ action: 'approve', changes: { role_id: { before: null, after: role.id } } }),
    ]);

    expect(await call('POST', `admins/reject/${second}`)).toMatchObject({
      status: 200,
      body: { state: 1, data: { id: second } },
    });
    const left = (await call('GET', 'admins/pending')).body as { data: Array<{ id: number }> };
    expect(left.data.map((row) => row.id)).not.toContain(first);
    expect(left.data.map((row) => row.id)).not.toContain(second);
  });

  it('refuses an admin who may not manage admins', async () => {
    const id = await waiting('third-wait@demo.test');
    expect((await call('POST', `admins/reject/${id}`, undefined, support)).status).toBe(403);
    expect((await call('GET', 'admins/pending', undefined, support)).status).toBe(403);
    expect(await fake.db.selectFrom('admins').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
  });
});
