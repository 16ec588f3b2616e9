// The details pages' data: an admin's role, permissions and last sign-in in getSingle, and
// GET activity/{model}/{id} — one record's history from the activity log, newest first, before → after.
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
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}/${url}`, headers: t.auth(token), payload });

describe("an admin's details", () => {
  it('carries the role, the permissions it grants and the last sign-in', async () => {
    const id = await addAdmin(t, {
      email: 'detailed@demo.test',
      roleName: 'Details role',
      permissions: ['view-User', 'edit-users'],
    });
    const before = await get(`getSingle/admins/${id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.item).toMatchObject({
      ID: id,
      role: { id: expect.any(Number), name: 'Details role' },
      permissions: ['edit-users', 'view-User'],
      last_sign_in_at: null,
    });
    expect(before.json().data.title).toBe('Test Admin');
    await t.login('detailed@demo.test');
    const after = (await get(`getSingle/admins/${id}`)).json().data.item;
    expect(after.last_sign_in_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET activity/{model}/{id}', () => {
  it("answers one row's entries newest first, with who and the fields before → after", async () => {
    const id = await addAdmin(t, { email: 'history@demo.test', roleName: 'Details role' });
    await post(`admins/${id}`, { last_name: 'Changed' });
    await post('search', { model: 'admins', id: [id], action: 'disable', data: { enabled: 0 } });
    // Another row whose id contains this one's digits is not part of its history.
    const other = await addAdmin(t, { email: `history${id}@demo.test`, roleName: 'Details role' });
    await post(`admins/${other}`, { last_name: 'Other' });

    const res = await get(`activity/admins/${id}`);
    expect(res.statusCode).toBe(200);
    const { state, data } = res.json();
    expect(state).toBe(1);
    expect(data.map((entry: { action: string }) => entry.action)).toEqual(['disable', 'update']);
    expect(data[1]).toEqual({
      id: expect.any(Number),
      action: 'update',
      admin: { id: 1, label: expect.any(String) },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      changes: { last_name: { before: 'Admin', after: 'Changed' } },
      labels: { last_name: 'last name' },
    });
    // The fields' titles follow the request language.
    const arabic = await t.app.inject({
      method: 'GET',
      url: `${API}/activity/admins/${id}`,
      headers: { ...t.auth(token), 'accept-language': 'ar' },
    });
    expect(arabic.json().data[1].labels).toEqual({ last_name: 'اسم العائلة' });
  });

  it('answers settings by key and an empty list for a row without history', async () => {
    await post('settings', { values: { app_name: 'History name' } });
    const settings = (await get('activity/settings/app_name')).json().data;
    expect(settings).toHaveLength(1);
    expect(settings[0].changes).toEqual({ app_name: { before: 'Fitness Admin', after: 'History name' } });
    expect((await get('activity/users/999999')).json()).toEqual({ state: 1, data: [] });
  });

  it('needs view-ActivityLog and a sane model and id', async () => {
    const support = await t.login(DEMO_SUPPORT.email);
    expect((await get('activity/admins/1', support)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/activity/admins/1` })).statusCode).toBe(401);
    expect((await get('activity/Admins%20x/1')).statusCode).toBe(400);
    expect((await get('activity/admins/1%25')).statusCode).toBe(400);
  });
});
