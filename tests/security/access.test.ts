// Access control: rows of models the admin may not see or change are 403, missing rows 404, and a bulk
// request that mixes allowed rows with forbidden, protected or missing ones changes nothing at all.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from '../server/helpers';
import { expectRefused, get, post, tableSnapshot } from './support';

const FORBIDDEN = "You don't have permission to do this.";

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
});
afterAll(async () => {
  await t.close();
});

async function liveIds(table: string, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => Number(row.id));
}

async function maxId(table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max);
}

describe('support (may only view Users, Chats and Complaints)', () => {
  it.each(['admins', 'roles', 'orders', 'payout-requests', 'discounts', 'coupons'])(
    'cannot list, export or pick %s',
    async (model) => {
      expectRefused(await post(t, 'search', { model }, support), 403, FORBIDDEN);
      expectRefused(await post(t, 'search', { model, export_format: 'excel' }, support), 403, FORBIDDEN);
      expectRefused(await post(t, 'search-picker', { model, alldata: 1, value: [1] }, support), 403, FORBIDDEN);
      expectRefused(await get(t, `getSingle/${model}/1`, support), 403, FORBIDDEN);
      expectRefused(await post(t, `add-note/${model}/1`, { note: '<p>hi</p>' }, support), 403, FORBIDDEN);
    },
  );

  it('cannot search the options of a filter of another model', async () => {
    expectRefused(
      await post(t, 'field-search', { model: 'orders', field_name: 'user_id', query: 'a' }, support),
      403,
      FORBIDDEN,
    );
    expectRefused(await get(t, 'searchSingle/admins/role_id/a', support), 403, FORBIDDEN);
  });

  it('can view the three models it is given', async () => {
    for (const model of ['users', 'chats', 'complaints']) {
      expect((await post(t, 'search', { model }, support)).statusCode).toBe(200);
    }
  });

  it.each([
    ['delete', 'users'],
    ['restore', 'users'],
    ['disable', 'users'],
    ['enable', 'users'],
    ['resolve', 'complaints'],
  ])('cannot %s %s it may only view (nothing changes)', async (action, model) => {
    const ids = await liveIds(model.replace('-', '_'), 3);
    const before = await tableSnapshot(db, model, ids);
    expectRefused(await post(t, 'search', { model, id: ids, action }, support), 403, FORBIDDEN);
    expect(await tableSnapshot(db, model, ids)).toBe(before);
  });

  it.each([
    ['role/permissions', null],
    ['settings', null],
    ['role/create', { name: 'Escalated', permissions: ['manage-admins'] }],
    ['role/update/2', { permissions: ['view-User', 'manage-admins'] }],
    ['settings/app_name', { value: 'Owned' }],
    ['discounts/store', {}],
    ['discounts/update/1', {}],
    ['coupons/store', {}],
    ['coupons/update/1', {}],
    ['referral-discounts/store', {}],
    ['program_prices/store', {}],
  ])('cannot reach %s', async (path, body) => {
    const res = body === null ? await get(t, path, support) : await post(t, path, body, support);
    expectRefused(res, 403, FORBIDDEN);
  });

  it('does not see another admin’s private notes, only the shared ones', async () => {
    const [userId] = await liveIds('users', 1);
    const privateNote = await post(t, `add-note/users/${userId}`, { note: '<p>only mine</p>', is_private: 1 }, admin);
    const sharedNote = await post(t, `add-note/users/${userId}`, { note: '<p>for everyone</p>', is_private: 0 }, admin);
    expect([privateNote.statusCode, sharedNote.statusCode]).toEqual([200, 200]);
    const single = await get(t, `getSingle/users/${userId}`, support);
    const ids = single.json().data.notes.map((note: { id: number }) => note.id);
    expect(ids).toContain(sharedNote.json().data.id);
    expect(ids).not.toContain(privateNote.json().data.id);
  });
});

describe('an admin without Super Admin may not raise its own rights', () => {
  let roleManager: string;

  beforeAll(async () => {
    await addAdmin(t, {
      email: 'roles@demo.test',
      roleName: 'Role manager',
      permissions: ['view-Role', 'edit-roles', 'create-roles'],
    });
    roleManager = await t.login('roles@demo.test');
  });

  it('cannot create or widen a role with permissions it does not hold', async () => {
    const created = await post(t, 'role/create', { name: 'Escalated', permissions: ['manage-admins'] }, roleManager);
    expectRefused(created, 422, 'The given data was invalid.');
    expect(created.json().errors.permissions).toEqual(['You cannot grant a permission you do not hold: manage-admins']);
    const own = await db
      .selectFrom('roles')
      .select(['id', 'permissions'])
      .where('name', '=', 'Role manager')
      .executeTakeFirstOrThrow();
    const widened = await post(
      t,
      `role/update/${own.id}`,
      { permissions: ['view-Role', 'edit-roles', 'manage-roles'] },
      roleManager,
    );
    expectRefused(widened, 422, 'The given data was invalid.');
    expect(
      (await db.selectFrom('roles').select('permissions').where('id', '=', own.id).executeTakeFirstOrThrow())
        .permissions,
    ).toBe(own.permissions);
  });

  it('cannot take the Super Admin name or strip the Super Admin role', async () => {
    const renamed = await post(t, 'role/create', { name: 'super admin', permissions: [] }, roleManager);
    expect(renamed.json().errors.name).toEqual(['The name has already been taken.']);
    const superRole = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Super Admin')
      .executeTakeFirstOrThrow();
    const stripped = await post(t, `role/update/${superRole.id}`, { permissions: ['view-Role'] }, roleManager);
    // Only a Super Admin may change the Super Admin role at all.
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().message).toBe('Only a Super Admin can change a Super Admin or give the Super Admin role.');
  });
});

describe('bulk requests are refused whole', () => {
  it('404s when one id is missing, naming it, and changes none of the others', async () => {
    const ids = await liveIds('users', 3);
    const missing = (await maxId('users')) + 1000;
    const before = await tableSnapshot(db, 'users', ids);
    const res = await post(t, 'search', { model: 'users', id: [...ids, missing], action: 'delete' }, admin);
    expectRefused(res, 404, `Not found in Users: #${missing}.`);
    expect(await tableSnapshot(db, 'users', ids)).toBe(before);
  });

  it('404s for ids that belong to rows of another model', async () => {
    // Orders have more rows than users: these ids exist, but not as users.
    const userIds = await liveIds('users', 2);
    const orderOnly = (await maxId('users')) + 1;
    expect(await db.selectFrom('orders').select('id').where('id', '=', orderOnly).executeTakeFirst()).toBeDefined();
    const before = await tableSnapshot(db, 'users', userIds);
    const res = await post(t, 'search', { model: 'users', id: [...userIds, orderOnly], action: 'disable' }, admin);
    expectRefused(res, 404, `Not found in Users: #${orderOnly}.`);
    expect(await tableSnapshot(db, 'users', userIds)).toBe(before);
  });

  it('409s a delete that includes a Super Admin, deleting nobody', async () => {
    const others = await db
      .selectFrom('admins')
      .select('id')
      .where('id', '>', 2)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const ids = [...others.map((row) => Number(row.id)), 1];
    const before = await tableSnapshot(db, 'admins', ids);
    const res = await post(t, 'search', { model: 'admins', id: ids, action: 'delete' }, admin);
    expectRefused(res, 409, 'Super Admin rows cannot be deleted: Demo Admin (#1).');
    expect(await tableSnapshot(db, 'admins', ids)).toBe(before);
  });

  it('409s a disable that includes a Super Admin, even from an admin allowed to edit admins', async () => {
    await addAdmin(t, {
      email: 'admins-editor@demo.test',
      roleName: 'Admins editor',
      permissions: ['view-Admin', 'edit-admins'],
    });
    const editor = await t.login('admins-editor@demo.test');
    const others = await db
      .selectFrom('admins')
      .select('id')
      .where('id', '>', 2)
      .where('enabled', '=', 1)
      .orderBy('id')
      .limit(2)
      .execute();
    const ids = [1, ...others.map((row) => Number(row.id))];
    const before = await tableSnapshot(db, 'admins', ids);
    const res = await post(t, 'search', { model: 'admins', id: ids, action: 'disable' }, editor);
    expectRefused(res, 409, 'Super Admin rows cannot be disabled: Demo Admin (#1).');
    expect(await tableSnapshot(db, 'admins', ids)).toBe(before);
    expect((await get(t, 'dashboard', admin)).statusCode).toBe(200);
  });

  it('409s a custom action when one row is in the wrong state, changing none', async () => {
    const pending = await db
      .selectFrom('payout_requests')
      .select('id')
      .where('status', '=', 'pending')
      .where('deleted_at', 'is', null)
      .limit(2)
      .execute();
    const paid = await db
      .selectFrom('payout_requests')
      .select('id')
      .where('status', '!=', 'pending')
      .limit(1)
      .executeTakeFirstOrThrow();
    const ids = [...pending.map((row) => Number(row.id)), Number(paid.id)];
    const before = await tableSnapshot(db, 'payout_requests', ids);
    const res = await post(t, 'search', { model: 'payout-requests', id: ids, action: 'approve' }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^Approve selected is not possible for #${paid.id}: the status must be Pending\\.$`),
    );
    expect(await tableSnapshot(db, 'payout_requests', ids)).toBe(before);
  });

  it('403s an admin allowed on one model when it acts on another', async () => {
    await addAdmin(t, {
      email: 'users-editor@demo.test',
      roleName: 'Users editor',
      permissions: ['view-User', 'edit-users'],
    });
    const editor = await t.login('users-editor@demo.test');
    const ids = await liveIds('orders', 2);
    const before = await tableSnapshot(db, 'orders', ids);
    expectRefused(
      await post(t, 'search', { model: 'orders', id: ids, action: 'mark_delivered' }, editor),
      403,
      FORBIDDEN,
    );
    expect(await tableSnapshot(db, 'orders', ids)).toBe(before);
  });
});

describe('single rows', () => {
  it('404s an id that is not a row of the model', async () => {
    expectRefused(
      await get(t, `getSingle/users/${(await maxId('users')) + 1}`, admin),
      404,
      'This item was not found.',
    );
    expectRefused(
      await post(t, `add-note/users/${(await maxId('users')) + 1}`, { note: '<p>x</p>' }, admin),
      404,
      'This item was not found.',
    );
  });

  it('404s a form update of a missing row, and 422s a body id that names another row', async () => {
    expectRefused(await post(t, 'discounts/update/999999', {}, admin), 404, 'Discount not found.');
    const res = await post(t, 'coupons/update/1', { id: 2 }, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual(['The id does not match the item being updated.']);
  });

  it('refuses a note whose body names another row than the address', async () => {
    const [first, second] = await liveIds('users', 2);
    const res = await post(t, `add-note/users/${first}`, { id: second, model: 'users', note: '<p>x</p>' }, admin);
    expectRefused(res, 400, 'The model and id in the body must match the address.');
    const other = await post(t, `add-note/users/${first}`, { id: first, model: 'admins', note: '<p>x</p>' }, admin);
    expectRefused(other, 400, 'The model and id in the body must match the address.');
  });
});

describe('filter choices from another model', () => {
  it("offer the support admin no other admin's name through the chats assignee filter, only itself", async () => {
    const ask = (query: string, token: string) =>
      post(t, 'field-search', { model: 'chats', field_name: 'assigned_admin_id', query }, token);
    // The Super Admin sees admins by name; the support admin (no view-Admin) asking the same sees none.
    const byOwner = (await ask('Demo', admin)).json().data;
    expect(Object.keys(byOwner)).toEqual(expect.arrayContaining(['Demo Admin', 'Demo Support']));
    for (const query of ['Demo', 'a', 'e', '1']) {
      const answer = (await ask(query, support)).json().data as Record<string, number>;
      expect(Object.keys(answer).filter((label) => label !== 'Demo Support')).toEqual([]);
    }
    // Itself, for "assigned to me".
    expect((await ask('Support', support)).json().data).toEqual({ 'Demo Support': expect.any(Number) });
  });
});
