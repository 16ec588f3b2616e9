// Saved views of a list (GET/POST views/{model}, POST/DELETE views/{model}/{id}): one admin's views and
// those shared with its role, who may change and delete them, one default per admin and list, every rule
// answered in English and Arabic, and the shares and views that go with a deleted role or admin.
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let super_: string;
let owner: string;
let colleague: string;
let other: string;
let manager: string;
let ids: Record<'owner' | 'colleague' | 'manager', number>;
let roles: Record<'team' | 'others' | 'managers', number>;

const VIEW = {
  name: 'Active women',
  filters: { status: ['active'], gender: ['female'], created_at_from: '2026-01-01' },
  sort: { by: 'created_at', desc: true },
  columns: ['name', 'email', 'status'],
  page_size: 60,
  shared_role_ids: [] as number[],
  is_default: false,
};

async function roleId(name: string): Promise<number> {
  const row = await t.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

beforeEach(async () => {
  t = await createTestApp();
  ids = {
    owner: await addAdmin(t, { email: 'owner@views.test', roleName: 'Team', permissions: ['view-User'] }),
    colleague: await addAdmin(t, { email: 'colleague@views.test', roleName: 'Team' }),
    manager: await addAdmin(t, {
      email: 'manager@views.test',
      roleName: 'User managers',
      permissions: ['view-User', 'manage-users'],
    }),
  };
  await addAdmin(t, { email: 'other@views.test', roleName: 'Others', permissions: ['view-User'] });
  await addAdmin(t, { email: 'orders@views.test', roleName: 'Orders only', permissions: ['view-Order'] });
  roles = { team: await roleId('Team'), others: await roleId('Others'), managers: await roleId('User managers') };
  super_ = await t.login();
  owner = await t.login('owner@views.test');
  colleague = await t.login('colleague@views.test');
  other = await t.login('other@views.test');
  manager = await t.login('manager@views.test');
});
afterEach(async () => {
  await t.close();
});

const call = (method: 'DELETE', url: string, token: string, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: t.auth(token, language) });

async function save(token: string, body: object = VIEW, language: 'en' | 'ar' = 'en'): Promise<LightMyRequestResponse> {
  return t.post('views/users', body, { token, language });
}

async function saved(token: string, body: object = VIEW): Promise<number> {
  const res = await save(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const listed = async (token: string) => {
  const res = await t.get('views/users', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
};

const ownerName = { id: 0, name: 'Test Admin' };

describe('saving and listing', () => {
  it('saves a view (201) and answers it as stored', async () => {
    const res = await save(owner, { ...VIEW, shared_role_ids: [roles.team, roles.team], name: '  Active women ' });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json()).toEqual({
      state: 1,
      message: 'The view was saved.',
      data: {
        id,
        name: 'Active women',
        filters: VIEW.filters,
        sort: { by: 'created_at', desc: true },
        columns: ['name', 'email', 'status'],
        page_size: 60,
        shared_role_ids: [roles.team],
        owner: { ...ownerName, id: ids.owner },
        mine: true,
        is_default: false,
      },
    });
    expect(await listed(owner)).toEqual([res.json().data]);
  });

  it('lists its own views and those shared with its role, never the others', async () => {
    const shared = await saved(owner, { ...VIEW, name: 'Shared', shared_role_ids: [roles.team] });
    const own = await saved(owner, { ...VIEW, name: 'Mine only', sort: { by: null, desc: false } });
    const others = await saved(other, { ...VIEW, name: 'Theirs', shared_role_ids: [roles.others] });

    expect((await listed(owner)).map((view) => [view.id, view.mine])).toEqual([
      [shared, true],
      [own, true],
    ]);
    const colleagueViews = await listed(colleague);
    expect(colleagueViews).toEqual([
      {
        id: shared,
        name: 'Shared',
        filters: VIEW.filters,
        sort: { by: 'created_at', desc: true },
        columns: VIEW.columns,
        page_size: 60,
        shared_role_ids: [roles.team],
        owner: { ...ownerName, id: ids.owner },
        mine: false,
        is_default: false,
      },
    ]);
    expect((await listed(other)).map((view) => view.id)).toEqual([others]);
    // Super Admin sees only its own: a view is shared with roles, not with everyone who could manage it.
    expect(await listed(super_)).toEqual([]);
  });

  it('keeps views per list: a view of users is not one of orders', async () => {
    await saved(owner);
    const res = await t.get('views/orders', { token: super_ });
    expect(res.json()).toEqual({ state: 1, data: [] });
  });
});

describe('changing and deleting', () => {
  it('lets the owner change a view, only the fields sent', async () => {
    const id = await saved(owner, { ...VIEW, shared_role_ids: [roles.team] });
    const res = await t.post(`views/users/${id}`, { name: 'Renamed', page_size: 100 }, { token: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      message: 'The view was updated.',
      data: {
        id,
        name: 'Renamed',
        filters: VIEW.filters,
        sort: VIEW.sort,
        columns: VIEW.columns,
        page_size: 100,
        shared_role_ids: [roles.team],
        owner: { ...ownerName, id: ids.owner },
        mine: true,
        is_default: false,
      },
    });
    const unshared = await t.post(`views/users/${id}`, { shared_role_ids: [] }, { token: owner });
    expect(unshared.json().data.shared_role_ids).toEqual([]);
    expect(await listed(colleague)).toEqual([]);
  });

  it('refuses changes and deletion to an admin it is shared with, and to others (403)', async () => {
    const id = await saved(owner, { ...VIEW, shared_role_ids: [roles.team] });
    for (const token of [colleague, other]) {
      const change = await t.post(`views/users/${id}`, { name: 'Mine now' }, { token });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toEqual({
        state: 0,
        message: 'Only the owner of this view, or an admin who manages this list, can change or delete it.',
      });
      expect((await call('DELETE', `views/users/${id}`, token)).statusCode).toBe(403);
    }
    const arabic = await call('DELETE', `views/users/${id}`, colleague, 'ar');
    expect(arabic.json().message).toBe('لا يغيّر هذا العرض أو يحذفه إلا صاحبه أو مشرف يدير هذه القائمة.');
    expect((await listed(owner))[0]).toMatchObject({ id, name: 'Active women' });
  });

  it('lets a holder of manage-users change and delete any view of users', async () => {
    const id = await saved(owner);
    const change = await t.post(`views/users/${id}`, { name: 'Tidied' }, { token: manager });
    expect(change.statusCode).toBe(200);
    expect(change.json().data).toMatchObject({ name: 'Tidied', mine: false, owner: { id: ids.owner } });
    const removed = await call('DELETE', `views/users/${id}`, manager);
    expect(removed.json()).toEqual({ state: 1, message: 'The view was deleted.', data: { id } });
    expect(await listed(owner)).toEqual([]);
  });

  it('lets the owner delete its view; a deleted or unknown view is 404', async () => {
    const id = await saved(owner);
    expect((await call('DELETE', `views/users/${id}`, owner)).statusCode).toBe(200);
    const again = await call('DELETE', `views/users/${id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ state: 0, message: 'This view was not found.' });
    const arabic = await t.post(`views/users/${id}`, { name: 'x' }, { token: owner, language: 'ar' });
    expect(arabic.json()).toEqual({ state: 0, message: 'لم يتم العثور على هذا العرض.' });
    // A view of users is not found under another list.
    const kept = await saved(owner);
    expect((await call('DELETE', `views/orders/${kept}`, super_)).statusCode).toBe(404);
    // An id past the database's integers names nothing either.
    expect((await t.post('views/users/9999999999', { name: 'x' }, { token: owner })).statusCode).toBe(404);
  });

  it('records every change in the activity log', async () => {
    const id = await saved(owner, { ...VIEW, shared_role_ids: [roles.team] });
    await t.post(`views/users/${id}`, { name: 'Renamed', shared_role_ids: [] }, { token: owner });
    await call('DELETE', `views/users/${id}`, owner);
    const entries = await (t.db as Kysely<any>)
      .selectFrom('activity_log')
      .select(['admin_id', 'action', 'model', 'row_ids', 'changes'])
      .where('model', '=', 'saved-views')
      .orderBy('id')
      .execute();
    expect(entries.map(({ changes: _changes, ...entry }) => entry)).toEqual([
      { admin_id: ids.owner, action: 'create', model: 'saved-views', row_ids: String(id) },
      { admin_id: ids.owner, action: 'update', model: 'saved-views', row_ids: String(id) },
      { admin_id: ids.owner, action: 'delete', model: 'saved-views', row_ids: String(id) },
    ]);
    expect(JSON.parse(String(entries[0].changes))).toMatchObject({
      model: { before: null, after: 'users' },
      name: { before: null, after: 'Active women' },
      page_size: { before: null, after: 60 },
      shared_role_ids: { before: [], after: [roles.team] },
    });
    expect(JSON.parse(String(entries[1].changes))).toEqual({
      name: { before: 'Active women', after: 'Renamed' },
      shared_role_ids: { before: [roles.team], after: [] },
    });
  });
});

describe('the default view', () => {
  it('keeps one default per admin and list: a new default unsets the old one', async () => {
    const first = await saved(owner, { ...VIEW, name: 'First', is_default: true });
    expect((await listed(owner)).map((view) => view.is_default)).toEqual([true]);
    const second = await saved(owner, { ...VIEW, name: 'Second', is_default: true });
    expect((await listed(owner)).map((view) => [view.id, view.is_default])).toEqual([
      [first, false],
      [second, true],
    ]);
    await t.post(`views/users/${first}`, { is_default: true }, { token: owner });
    expect((await listed(owner)).map((view) => [view.id, view.is_default])).toEqual([
      [first, true],
      [second, false],
    ]);
    await t.post(`views/users/${first}`, { is_default: false }, { token: owner });
    expect((await listed(owner)).map((view) => view.is_default)).toEqual([false, false]);
    const rows = await t.db.selectFrom('saved_view_defaults').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('lets a shared view be a colleague’s default without touching the owner’s', async () => {
    const id = await saved(owner, { ...VIEW, shared_role_ids: [roles.team] });
    const res = await t.post(`views/users/${id}`, { is_default: true }, { token: colleague });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, mine: false, is_default: true });
    expect((await listed(colleague))[0]).toMatchObject({ id, is_default: true });
    expect((await listed(owner))[0]).toMatchObject({ id, is_default: false });
    // A view not shared with the admin cannot be its default.
    const refused = await t.post(`views/users/${id}`, { is_default: true }, { token: other });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This view is neither yours nor shared with your role, so it cannot be your default.',
    );
  });
});

describe('rules (422) in English and Arabic', () => {
  const cases: Array<[string, object, string, string, string]> = [
    [
      'an empty name',
      { name: '   ' },
      'name',
      'The name must have 1 to 80 characters.',
      'يجب أن يتكون الاسم من 1 إلى 80 حرفًا.',
    ],
    [
      'a name of 81 characters',
      { name: 'x'.repeat(81) },
      'name',
      'The name must have 1 to 80 characters.',
      'يجب أن يتكون الاسم من 1 إلى 80 حرفًا.',
    ],
    [
      'a name with a control character',
      { name: 'Two\u0000lines' },
      'name',
      'The name may not contain line breaks, tabs or other control characters.',
      'لا يجوز أن يحتوي الاسم على فواصل أسطر أو مسافات جدولة أو أحرف تحكم أخرى.',
    ],
    [
      'an unknown column',
      { columns: ['name', 'password_hash'] },
      'columns',
      'The list has no column "password_hash".',
      'لا يوجد في القائمة عمود "password_hash".',
    ],
    ['no column', { columns: [] }, 'columns', 'Choose at least one column.', 'اختر عمودًا واحدًا على الأقل.'],
    [
      'a column twice',
      { columns: ['name', 'name'] },
      'columns',
      'The column "name" is chosen twice.',
      'العمود "name" مختار مرتين.',
    ],
    [
      'a column that cannot be sorted',
      { sort: { by: 'image', desc: false } },
      'sort.by',
      'The list cannot be sorted by "image".',
      'لا يمكن ترتيب القائمة حسب "image".',
    ],
    [
      'a page size the list does not offer',
      { page_size: 50 },
      'page_size',
      'The page size must be 30, 60, 90, 100 or 150.',
      'يجب أن يكون حجم الصفحة 30 أو 60 أو 90 أو 100 أو 150.',
    ],
    [
      'an unknown filter',
      { filters: { salary: 5 } },
      'filters',
      'Unknown filter "salary".',
      'عامل التصفية "salary" غير معروف.',
    ],
    [
      'a filter value the list does not accept',
      { filters: { status: ['sleeping'] } },
      'filters',
      'Invalid value for the Status filter.',
      'قيمة غير صالحة لعامل التصفية الحالة.',
    ],
  ];

  it.each(cases)('refuses %s', async (_case, change, field, english, arabic) => {
    const en = await save(owner, { ...VIEW, ...change });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({ state: 0, message: 'The given data was invalid.', errors: { [field]: [english] } });
    const ar = await save(owner, { ...VIEW, ...change }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json()).toEqual({ state: 0, message: 'البيانات المُدخلة غير صالحة.', errors: { [field]: [arabic] } });
    expect(await listed(owner)).toEqual([]);
  });

  it('refuses a role that does not exist, or was deleted', async () => {
    const res = await save(owner, { ...VIEW, shared_role_ids: [roles.team, 999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ shared_role_ids: ['The role 999999 does not exist.'] });
    const ar = await save(owner, { ...VIEW, shared_role_ids: [999999] }, 'ar');
    expect(ar.json().errors).toEqual({ shared_role_ids: ['الدور 999999 غير موجود.'] });
  });

  it('refuses a name the owner already gave a view of this list (any case), also on a change', async () => {
    const first = await saved(owner);
    const res = await save(owner, { ...VIEW, name: 'ACTIVE WOMEN' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['There is already a view of this list with this name.'] });
    const ar = await save(owner, VIEW, 'ar');
    expect(ar.json().errors).toEqual({ name: ['يوجد بالفعل عرض لهذه القائمة بهذا الاسم.'] });
    // Another admin may use the name, and the view keeps its own name on a change.
    expect((await save(other)).statusCode).toBe(201);
    expect((await t.post(`views/users/${first}`, { name: 'Active women' }, { token: owner })).statusCode).toBe(200);
    const second = await saved(owner, { ...VIEW, name: 'Second' });
    const clash = await t.post(`views/users/${second}`, { name: 'active women' }, { token: owner });
    expect(clash.statusCode).toBe(422);
  });

  it('answers two saves racing for one name with one view and one 422', async () => {
    const answers = await Promise.all([save(owner), save(owner)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((res) => res.statusCode === 422)!;
    expect(refused.json().errors).toEqual({ name: ['There is already a view of this list with this name.'] });
    expect(await listed(owner)).toHaveLength(1);
  });

  it('answers every failing field at once', async () => {
    const res = await save(owner, { ...VIEW, name: '', page_size: 7, columns: ['nope'] });
    expect(Object.keys(res.json().errors).sort()).toEqual(['columns', 'name', 'page_size']);
  });

  it('answers bad shapes with 400: a missing field, a wrong type, an unknown field', async () => {
    const { name: _name, ...withoutName } = VIEW;
    for (const body of [
      withoutName,
      { ...VIEW, page_size: '60' },
      { ...VIEW, sort: { by: 'name' } },
      { ...VIEW, filters: ['status'] },
      { ...VIEW, shared_role_ids: ['1'] },
      { ...VIEW, owner_id: 1 },
    ]) {
      const res = await save(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().state).toBe(0);
    }
    expect((await t.post('views/users/abc', { name: 'x' }, { token: owner })).statusCode).toBe(400);
  });
});

describe('models and permissions', () => {
  it('answers an unknown model with 404', async () => {
    const res = await t.get('views/nope', { token: owner });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: 0, message: 'Unknown model "nope".' });
    const ar = await t.post('views/nope', VIEW, { token: owner, language: 'ar' });
    expect(ar.json()).toEqual({ state: 0, message: 'النموذج "nope" غير معروف.' });
  });

  it('needs view-{Model}: 403 without it, 401 without a session', async () => {
    const orders = await t.login('orders@views.test');
    const id = await saved(owner);
    for (const res of [
      await t.get('views/users', { token: orders }),
      await save(orders),
      await t.post(`views/users/${id}`, { name: 'x' }, { token: orders }),
      await call('DELETE', `views/users/${id}`, orders),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ state: 0, message: "You don't have permission to do this." });
    }
    expect((await t.get('views/orders', { token: orders })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/views/users' })).statusCode).toBe(401);
  });
});

describe('deleting roles and admins', () => {
  it('removes a deleted role from the shares', async () => {
    const spare = (await t.post('role/create', { name: 'Spare', permissions: ['view-User'] }, { token: super_ })).json()
      .data.id as number;
    const id = await saved(owner, { ...VIEW, shared_role_ids: [roles.team, spare] });
    const deleted = await t.post('search', { model: 'roles', action: 'delete', id: spare }, { token: super_ });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await listed(owner))[0]).toMatchObject({ id, shared_role_ids: [roles.team] });
    const rows = await t.db.selectFrom('saved_view_roles').select('role_id').where('view_id', '=', id).execute();
    expect(rows.map((row) => row.role_id)).toEqual([roles.team]);
    // A trashed role cannot be shared with again.
    const again = await t.post(`views/users/${id}`, { shared_role_ids: [spare] }, { token: owner });
    expect(again.json().errors).toEqual({ shared_role_ids: [`The role ${spare} does not exist.`] });
  });

  it('drops the shares of a role removed from the database, and the views of a removed admin', async () => {
    const now = new Date().toISOString();
    const spare = (await t.post('role/create', { name: 'Spare', permissions: [] }, { token: super_ })).json().data
      .id as number;
    const id = await saved(owner, { ...VIEW, shared_role_ids: [spare], is_default: true });
    await t.db.deleteFrom('roles').where('id', '=', spare).execute();
    expect(await t.db.selectFrom('saved_view_roles').selectAll().execute()).toEqual([]);

    // An admin who never signed in, with a view stored for them and chosen as its default.
    const leaving = await addAdmin(t, { email: 'leaving@views.test', roleName: 'Team' });
    const row = await t.db
      .insertInto('saved_views')
      .values({
        admin_id: leaving,
        model: 'users',
        name: 'Leaving',
        filters: '{}',
        sort_by: null,
        sort_desc: 0,
        columns: '["name"]',
        page_size: 30,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('saved_view_defaults')
      .values({ admin_id: leaving, model: 'users', view_id: row.id })
      .execute();
    await t.db.deleteFrom('admins').where('id', '=', leaving).execute();
    const left = await t.db.selectFrom('saved_views').select('id').execute();
    expect(left.map((view) => view.id)).toEqual([id]);
    expect(await t.db.selectFrom('saved_view_defaults').select('view_id').execute()).toEqual([{ view_id: id }]);
  });
});
