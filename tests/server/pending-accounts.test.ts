// Sign-up approval: role-less accounts listed as pending (GET admins/pending), approved with a role under
// the role rules (POST admins/approve/{id}) or rejected and removed (POST admins/reject/{id}); both need
// edit-admins or manage-admins, answer 409 for an account not pending, and are recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let token: string;
const API = '/api/v1/admin';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, authToken = token) =>
  t.app.inject({ method: 'GET', url: `${API}/${url}`, headers: t.auth(authToken) });
const post = (url: string, payload: object = {}, authToken = token) =>
  t.app.inject({ method: 'POST', url: `${API}/${url}`, headers: t.auth(authToken), payload });
const roleId = async (name: string) =>
  (await t.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id as number;
const lastEntry = async () =>
  (await t.db
    .selectFrom('activity_log' as never)
    .selectAll()
    .orderBy('id' as never, 'desc')
    .executeTakeFirst()) as unknown as {
    admin_id: number;
    action: string;
    model: string;
    row_ids: string;
    changes: string;
  };

describe('pending accounts', () => {
  it('lists the accounts without a role, newest first', async () => {
    const first = await addAdmin(t, { email: 'waiting1@demo.test' });
    const second = await addAdmin(t, { email: 'waiting2@demo.test' });
    const res = await get('admins/pending');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(res.json().data.find((row: { id: number }) => row.id === first)).toEqual({
      id: first,
      first_name: 'Test',
      last_name: 'Admin',
      email: 'waiting1@demo.test',
      created_at: expect.any(String),
    });
  });

  it('approves an account with a role, once, and records it', async () => {
    await addAdmin(t, { email: 'holder@demo.test', roleName: 'Approved role', permissions: ['view-User'] });
    const role = await roleId('Approved role');
    const id = await addAdmin(t, { email: 'approve-me@demo.test' });
    const res = await post(`admins/approve/${id}`, { role_id: role });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 1,
      message: 'The account was approved.',
      data: { id, email: 'approve-me@demo.test', role_id: role, permissions: ['view-User'] },
    });
    expect(await lastEntry()).toMatchObject({
      admin_id: 1,
      action: 'approve',
      model: 'admins',
      row_ids: String(id),
      changes: JSON.stringify({ role_id: { before: null, after: role } }),
    });
    expect((await get('admins/pending')).json().data.map((row: { id: number }) => row.id)).not.toContain(id);
    const again = await post(`admins/approve/${id}`, { role_id: role });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      state: 0,
      message: 'This account is not waiting for approval (it has a role already, or was removed).',
    });
  });

  it('applies the role rules: no unknown role, no Super Admin or wider role from a narrower admin', async () => {
    const id = await addAdmin(t, { email: 'rules@demo.test' });
    const missing = await post(`admins/approve/${id}`, { role_id: 99999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ role_id: ['The selected role does not exist.'] });

    await addAdmin(t, {
      email: 'approver@demo.test',
      roleName: 'Approver',
      permissions: ['view-Admin', 'edit-admins'],
    });
    const approver = await t.login('approver@demo.test');
    const superRole = await post(`admins/approve/${id}`, { role_id: await roleId('Super Admin') }, approver);
    expect(superRole.statusCode).toBe(403);
    const wider = await post(`admins/approve/${id}`, { role_id: await roleId('Approved role') }, approver);
    expect(wider.statusCode).toBe(422);
    expect(wider.json().errors).toEqual({
      role_id: ['You cannot give a role that holds permissions you do not hold: view-User.'],
    });
    const allowed = await post(`admins/approve/${id}`, { role_id: await roleId('Approver') }, approver);
    expect(allowed.statusCode).toBe(200);
  });

  it('rejects an account: removed, its address free again, recorded', async () => {
    const id = await addAdmin(t, { email: 'reject-me@demo.test' });
    const res = await post(`admins/reject/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, message: 'The account was rejected and removed.', data: { id } });
    expect(await t.db.selectFrom('admins').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await lastEntry()).toMatchObject({
      action: 'reject',
      row_ids: String(id),
      changes: JSON.stringify({ email: { before: 'reject-me@demo.test', after: null } }),
    });
    expect((await post(`admins/reject/${id}`)).statusCode).toBe(404);
    expect((await post('admins/reject/1')).statusCode).toBe(409);
  });

  it('needs view-Admin to list and edit-admins or manage-admins to decide; bad bodies are 400s', async () => {
    const id = await addAdmin(t, { email: 'guarded@demo.test' });
    const support = await t.login(DEMO_SUPPORT.email);
    expect((await get('admins/pending', support)).statusCode).toBe(403);
    expect((await post(`admins/approve/${id}`, { role_id: 1 }, support)).statusCode).toBe(403);
    expect((await post(`admins/reject/${id}`, {}, support)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/admins/pending` })).statusCode).toBe(401);
    expect((await post(`admins/approve/${id}`, {})).json().errors).toEqual({
      role_id: ['The role_id field is required.'],
    });
    expect((await post(`admins/approve/${id}`, { role_id: 'x' })).statusCode).toBe(400);
    expect((await post('admins/approve/abc', { role_id: 1 })).statusCode).toBe(400);
  });
});
