// POST admins and POST admins/{id}: JSON and multipart, the field rules and who may change whom.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';
import { IMAGES, multipart } from './multipart';

let t: TestApp;
let superToken: string;
let supportToken: string;
let managerToken: string;
let managerId: number;
let viewerRoleId: number;
const CREATE = '/api/v1/admin/admins';
const update = (id: number | string) => `/api/v1/admin/admins/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email);
  managerId = await addAdmin(t, {
    email: 'manager@demo.test',
    password: 'Manager#123',
    roleName: 'Admin Manager',
    permissions: ['view-Admin', 'create-admins', 'edit-admins', 'view-User'],
  });
  managerToken = await t.login('manager@demo.test', 'Manager#123');
  viewerRoleId = (
    await t.db
      .insertInto('roles')
      .values({ name: 'Member Viewer', permissions: '["view-User"]', created_at: '', updated_at: '', deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token = superToken, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'POST', url, headers: t.auth(token, language), payload });
const superAdminRoleId = async () =>
  (await t.db.selectFrom('roles').select('id').where('name', '=', 'Super Admin').executeTakeFirstOrThrow()).id;

describe('POST admins', () => {
  it('creates an admin from JSON and answers with it as the profile shows one', async () => {
    const res = await post(CREATE, {
      first_name: ' Hala ',
      last_name: 'Nour',
      email: 'Hala@Demo.test',
      password: 'Secret#123',
      role_id: viewerRoleId,
      enabled: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      state: 1,
      message: 'Admin created successfully.',
      data: {
        id: body.data.id,
        first_name: 'Hala',
        last_name: 'Nour',
        email: 'hala@demo.test',
        image: null,
        role: 'Member Viewer',
        permissions: ['view-User'],
        role_id: viewerRoleId,
        enabled: true,
      },
    });
    // The new admin signs in with the password given.
    expect(await t.login('hala@demo.test', 'Secret#123')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('creates an admin from multipart with an image decided by its content', async () => {
    const form = await multipart(
      {
        first_name: 'Omar',
        last_name: 'Said',
        email: 'omar@demo.test',
        password: 'Secret#123',
        role_id: String(viewerRoleId),
        enabled: '0',
      },
      [{ name: 'image', filename: 'face.txt', type: 'text/plain', bytes: IMAGES.png }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...t.auth(superToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'omar@demo.test', role: 'Member Viewer', enabled: false });
    expect(res.json().data.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });

  it('names every failing field at once, in the request language', async () => {
    const res = await post(CREATE, { first_name: ' ', email: 'not-an-email', role_id: 99999 }, superToken, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'البيانات المُدخلة غير صالحة.',
      errors: {
        first_name: ['يجب ألا يكون حقل الاسم الأول فارغًا.'],
        last_name: ['يجب ألا يكون حقل اسم العائلة فارغًا.'],
        email: ['يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.'],
        password: ['كلمة المرور مطلوبة للمشرف الجديد.'],
        role_id: ['الدور المختار غير موجود.'],
      },
    });
  });

  it('refuses a taken email and a short password', async () => {
    const res = await post(CREATE, { first_name: 'A', last_name: 'B', email: DEMO_SUPPORT.email, password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['The password must have at least 8 characters.'],
    });
  });

  it('answers 400 for unknown fields and wrong types, in JSON and multipart', async () => {
    const json = await post(CREATE, { first_name: 'A', is_root: true });
    expect(json.statusCode).toBe(400);
    const wrongType = await post(CREATE, { first_name: 'A', role_id: 'two' });
    expect(wrongType.statusCode).toBe(400);
    const form = await multipart({ first_name: 'A', role_id: 'two', is_root: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: CREATE,
      headers: { ...t.auth(superToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ is_root: ['The is_root field is not allowed.'] });
  });

  it('lets only a Super Admin give the Super Admin role, and nobody a role above their own', async () => {
    const giveSuper = await post(
      CREATE,
      {
        first_name: 'A',
        last_name: 'B',
        email: 'up@demo.test',
        password: 'Secret#123',
        role_id: await superAdminRoleId(),
      },
      managerToken,
    );
    expect(giveSuper.statusCode).toBe(403);
    expect(giveSuper.json()).toEqual({
      state: 0,
      message: 'Only a Super Admin can change a Super Admin or give the Super Admin role.',
    });
    const supportRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Support')
      .executeTakeFirstOrThrow();
    const above = await post(
      CREATE,
      { first_name: 'A', last_name: 'B', email: 'up@demo.test', password: 'Secret#123', role_id: supportRole.id },
      managerToken,
    );
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toEqual({
      role_id: [
        'You cannot give a role that holds permissions you do not hold: view-Chat, edit-chats, view-Complaint.',
      ],
    });
  });

  it('answers 401 without a session and 403 without create-admins or manage-admins', async () => {
    expect((await t.app.inject({ method: 'POST', url: CREATE, payload: {} })).statusCode).toBe(401);
    const res = await post(CREATE, { first_name: 'A' }, supportToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: 0, message: "You don't have permission to do this." });
  });
});

describe('POST admins/{id}', () => {
  it('changes only the fields sent; an empty password keeps the current one', async () => {
    const id = await addAdmin(t, { email: 'edit@demo.test', password: 'Keep#1234', roleName: 'Member Viewer' });
    const res = await post(update(id), { last_name: 'Changed', password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 1,
      message: 'Admin updated successfully.',
      data: { id, first_name: 'Test', last_name: 'Changed', email: 'edit@demo.test', role: 'Member Viewer' },
    });
    expect(await t.login('edit@demo.test', 'Keep#1234')).toBeTruthy();
  });

  it('a reset password or disabling ends the admin’s sessions', async () => {
    const id = await addAdmin(t, { email: 'reset@demo.test', password: 'Before#123', roleName: 'Member Viewer' });
    const session = await t.login('reset@demo.test', 'Before#123');
    expect((await post(update(id), { password: 'After#1234' })).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/admins/my-profile',
      headers: t.auth(session),
    });
    expect(profile.statusCode).toBe(401);
    const again = await t.login('reset@demo.test', 'After#1234');
    expect((await post(update(id), { enabled: 0 })).json().data.enabled).toBe(false);
    const afterDisable = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/admins/my-profile',
      headers: t.auth(again),
    });
    expect(afterDisable.statusCode).toBe(401);
  });

  it('a role change applies on the admin’s next request, without signing in again', async () => {
    const id = await addAdmin(t, { email: 'next@demo.test', password: 'Next#1234', roleName: 'Member Viewer' });
    const session = await t.login('next@demo.test', 'Next#1234');
    const supportRole = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Support')
      .executeTakeFirstOrThrow();
    expect((await post(update(id), { role_id: supportRole.id })).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/admins/my-profile',
      headers: t.auth(session),
    });
    expect(profile.json().data.permissions).toEqual(['edit-chats', 'view-Chat', 'view-Complaint', 'view-User']);
  });

  it('nobody changes their own role or disables themselves', async () => {
    const res = await post(update(managerId), { role_id: viewerRoleId, enabled: false }, managerToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      role_id: ['You cannot change your own role.'],
      enabled: ['You cannot disable your own account.'],
    });
  });

  it('only a Super Admin changes a Super Admin', async () => {
    const res = await post(update(1), { first_name: 'Taken' }, managerToken);
    expect(res.statusCode).toBe(403);
    expect((await post(update(1), { first_name: 'Still super' })).statusCode).toBe(200);
  });

  it('answers 404 for a missing admin and 403 without edit-admins or manage-admins', async () => {
    const missing = await post(update(99999), { first_name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'Admin not found.' });
    expect((await post(update(managerId), { first_name: 'X' }, supportToken)).statusCode).toBe(403);
  });
});
