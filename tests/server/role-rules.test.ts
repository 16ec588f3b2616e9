// The role rules beyond the form: a role in use cannot be deleted, the Super Admin role is a Super Admin's
// alone, and nobody removes their own ability to manage roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let superToken: string;
let managerToken: string;
const SEARCH = '/api/v1/admin/search';

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  await addAdmin(t, {
    email: 'roles@demo.test',
    password: 'Roles#1234',
    roleName: 'Role Manager',
    permissions: ['view-Role', 'edit-roles', 'delete-roles', 'view-User'],
  });
  managerToken = await t.login('roles@demo.test', 'Roles#1234');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token = superToken, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'POST', url, headers: t.auth(token, language), payload });
const roleId = async (name: string) =>
  (await t.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const newRole = async (name: string) =>
  (await post('/api/v1/admin/role/create', { name, permissions: ['view-User'] })).json().data.id as number;

describe('deleting a role', () => {
  it('refuses a role that admins hold, naming how many, with the right plural in both languages', async () => {
    const id = await newRole('Held');
    const deleteIt = (language: 'en' | 'ar') =>
      post(SEARCH, { model: 'roles', id, action: 'delete' }, superToken, language);

    await addAdmin(t, { email: 'held1@demo.test', roleName: 'Held' });
    const one = await deleteIt('en');
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      state: 0,
      message: 'The role “Held” cannot be deleted: it is held by 1 admin. Give them another role first.',
    });
    expect((await deleteIt('ar')).json().message).toBe(
      'لا يمكن حذف الدور «Held»: ما زال يحمله مشرف واحد. امنحهم دورًا آخر أولًا.',
    );
    await addAdmin(t, { email: 'held2@demo.test', roleName: 'Held' });
    expect((await deleteIt('ar')).json().message).toBe(
      'لا يمكن حذف الدور «Held»: ما زال يحمله مشرفان. امنحهم دورًا آخر أولًا.',
    );
    await addAdmin(t, { email: 'held3@demo.test', roleName: 'Held' });
    expect((await deleteIt('en')).json().message).toBe(
      'The role “Held” cannot be deleted: it is held by 3 admins. Give them another role first.',
    );
    // Nothing was half-applied: the role is still live.
    const row = await t.db.selectFrom('roles').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it('deletes a role nobody holds (deleted admins do not count)', async () => {
    const id = await newRole('Unheld');
    const adminId = await addAdmin(t, { email: 'gone@demo.test', roleName: 'Unheld' });
    await t.db.updateTable('admins').set({ deleted_at: new Date().toISOString() }).where('id', '=', adminId).execute();
    const res = await post(SEARCH, { model: 'roles', id, action: 'delete' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the Super Admin role and one’s own role', () => {
  it('only a Super Admin edits the Super Admin role', async () => {
    const res = await post(
      `/api/v1/admin/role/update/${await roleId('Super Admin')}`,
      { permissions: [] },
      managerToken,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      state: 0,
      message: 'Only a Super Admin can change a Super Admin or give the Super Admin role.',
    });
  });

  it('an admin cannot remove their own ability to manage roles, nor raise their own role', async () => {
    const own = `/api/v1/admin/role/update/${await roleId('Role Manager')}`;
    const drop = await post(own, { permissions: ['view-Role', 'view-User'] }, managerToken);
    expect(drop.statusCode).toBe(422);
    expect(drop.json().errors).toEqual({ permissions: ['You cannot remove your own ability to manage roles.'] });
    const raise = await post(own, { permissions: ['view-Role', 'edit-roles', 'manage-admins'] }, managerToken);
    expect(raise.statusCode).toBe(422);
    expect(raise.json().errors.permissions).toEqual(['You cannot grant a permission you do not hold: manage-admins']);
    // Dropping something else is fine.
    const fine = await post(own, { permissions: ['view-Role', 'edit-roles'] }, managerToken);
    expect(fine.statusCode).toBe(200);
  });
});
