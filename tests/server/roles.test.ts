// GET role/permissions, POST role/create, POST role/update/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, permissionsFor } from '../../server/auth/permissions';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let superToken: string;
let supportToken: string;
const PERMISSIONS = '/api/v1/admin/role/permissions';
const CREATE = '/api/v1/admin/role/create';
const update = (id: number | string) => `/api/v1/admin/role/update/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token = superToken, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'POST', url, headers: t.auth(token, language), payload: payload as object });

describe('GET role/permissions', () => {
  it('lists every permission, also grouped by subject', async () => {
    const res = await t.app.inject({ method: 'GET', url: PERMISSIONS, headers: t.auth(superToken) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.permissions).toEqual(allPermissions());
    expect(data.groups[0]).toEqual({
      subject: 'Product',
      permissions: ['view-Product', 'create-products', 'edit-products', 'delete-products', 'manage-products'],
    });
    expect(data.groups.find((group: { subject: string }) => group.subject === 'Category').permissions).toEqual(
      permissionsFor('Category'),
    );
    expect(data.groups.flatMap((group: { permissions: string[] }) => group.permissions)).toEqual(data.permissions);
  });

  it('answers 401 and 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: PERMISSIONS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PERMISSIONS, headers: t.auth(supportToken) })).statusCode).toBe(
      403,
    );
  });
});

describe('POST role/create', () => {
  it('creates a role with known permissions (duplicates dropped) and answers 201', async () => {
    const res = await post(CREATE, { name: ' Content editor ', permissions: ['view-Page', 'edit-pages', 'view-Page'] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Role created successfully.');
    expect(body.data).toMatchObject({ name: 'Content editor', permissions: ['view-Page', 'edit-pages'] });
    expect(body.data.id).toBeGreaterThan(2);
  });

  it('refuses a taken name (any case), the Super Admin name and unknown permissions', async () => {
    const taken = await post(CREATE, { name: 'support', permissions: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { name: ['The name has already been taken.'] },
    });
    const superAdmin = await post(CREATE, { name: 'Super Admin', permissions: [] });
    expect(superAdmin.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const unknown = await post(CREATE, { name: 'Odd', permissions: ['view-Nothing', 'fly-planes'] }, superToken, 'ar');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      permissions: ['صلاحية غير معروفة: view-Nothing', 'صلاحية غير معروفة: fly-planes'],
    });
    const blank = await post(CREATE, { name: '  ', permissions: [] });
    expect(blank.json().errors).toEqual({ name: ['The name field must not be empty.'] });
  });

  it('answers 400 for wrong types, unknown and missing fields', async () => {
    const wrong = await post(CREATE, { name: 3, permissions: 'view-Page' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      name: ['The name field must be text.'],
      permissions: ['The permissions field must be a list.'],
    });
    const items = await post(CREATE, { name: 'X', permissions: [1] });
    expect(items.json().errors).toEqual({ 'permissions.0': ['The permissions.0 field must be text.'] });
    const unknown = await post(CREATE, { name: 'X', permissions: [], guard: 'web' });
    expect(unknown.json().errors).toEqual({ guard: ['The guard field is not allowed.'] });
    const missing = await post(CREATE, {});
    expect(missing.json().errors).toEqual({
      name: ['The name field is required.'],
      permissions: ['The permissions field is required.'],
    });
  });

  it('lets a role manager grant only permissions they hold', async () => {
    await addAdmin(t, {
      email: 'roles@demo.test',
      roleName: 'Role manager',
      permissions: ['create-roles', 'view-Page'],
    });
    const token = await t.login('roles@demo.test');
    expect((await post(CREATE, { name: 'Pages only', permissions: ['view-Page'] }, token)).statusCode).toBe(201);
    const escalation = await post(CREATE, { name: 'Everything', permissions: ['manage-admins'] }, token);
    expect(escalation.statusCode).toBe(422);
    expect(escalation.json().errors).toEqual({
      permissions: ['You cannot grant a permission you do not hold: manage-admins'],
    });
  });

  it('answers 401 and 403', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: CREATE, payload: { name: 'X', permissions: [] } })).statusCode,
    ).toBe(401);
    const forbidden = await post(CREATE, { name: 'X', permissions: [] }, supportToken);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('POST role/update/{id}', () => {
  it('renames a role and replaces its permissions', async () => {
    const created = (await post(CREATE, { name: 'Temp', permissions: ['view-Faq'] })).json().data;
    const res = await post(update(created.id), { name: 'FAQ editor', permissions: ['view-Faq', 'edit-faqs'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Role updated successfully.');
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'FAQ editor',
      permissions: ['view-Faq', 'edit-faqs'],
    });
    const keepName = await post(update(created.id), { permissions: [] });
    expect(keepName.json().data).toMatchObject({ name: 'FAQ editor', permissions: [] });
    const sameName = await post(update(created.id), { name: 'FAQ editor' });
    expect(sameName.statusCode).toBe(200);
  });

  it('never renames or strips Super Admin', async () => {
    const rename = await post(update(1), { name: 'Boss' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ name: ['The Super Admin role cannot be renamed or lose permissions.'] });
    const strip = await post(update(1), { permissions: ['view-User'] });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors).toEqual({
      permissions: ['The Super Admin role cannot be renamed or lose permissions.'],
    });
    const full = await post(update(1), { name: 'Super Admin', permissions: allPermissions() });
    expect(full.statusCode).toBe(200);
    expect(full.json().data.permissions).toEqual(allPermissions());
    const other = await post(update(2), { name: 'Super Admin' });
    expect(other.json().errors).toEqual({ name: ['The name has already been taken.'] });
  });

  it('answers 404 for a missing role and 400 for a bad id', async () => {
    const missing = await post(update(999), { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'Role not found.' });
    for (const id of ['abc', '0', '-1', '1.5']) {
      const bad = await post(update(id), { name: 'X' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ id: ['The id field format is invalid.'] });
    }
  });

  it('answers 401 and 403', async () => {
    expect((await t.app.inject({ method: 'POST', url: update(2), payload: { name: 'X' } })).statusCode).toBe(401);
    expect((await post(update(2), { name: 'X' }, supportToken)).statusCode).toBe(403);
  });
});
