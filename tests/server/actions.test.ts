// Row and bulk actions on POST search: delete, restore, enable, disable and custom actions — all or
// nothing, permission-checked, protected Super Admin rows, plural-aware messages in both languages.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let support: string;
const tokens: Record<string, string> = {};

async function act(body: Record<string, unknown>, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(options.token ?? admin, options.language ?? 'en'),
    payload: body,
  });
}

async function ids(table: string, where: (query: any) => any, limit: number): Promise<number[]> {
  const rows = await where(db.selectFrom(table).select('id')).orderBy('id').limit(limit).execute();
  return rows.map((row: { id: number }) => Number(row.id));
}

async function column(table: string, name: string, rowIds: number[]): Promise<unknown[]> {
  const rows = await db.selectFrom(table).select(['id', name]).where('id', 'in', rowIds).orderBy('id').execute();
  return rows.map((row: Record<string, unknown>) => row[name]);
}

const liveUsers = (query: any) => query.where('deleted_at', 'is', null).where('email', 'like', '%@mail.example.test');

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  const roles: Record<string, string[]> = {
    deleter: ['view-User', 'delete-users'],
    editor: ['view-User', 'edit-users'],
    accountant: ['view-PayoutAccount'],
    finance: ['view-PayoutRequest', 'edit-payoutrequests'],
  };
  for (const [name, permissions] of Object.entries(roles)) {
    await addAdmin(t, { email: `${name}@test.test`, roleName: `Test ${name}`, permissions });
    tokens[name] = await t.login(`${name}@test.test`);
  }
});
afterAll(() => t.close());

describe('delete and restore', () => {
  it('moves one row to the trash and back', async () => {
    const [id] = await ids('users', liveUsers, 1);
    const deleted = await act({ model: 'users', id, action: 'delete' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ state: 1, message: '1 item deleted', data: { affected: 1 } });
    expect((await column('users', 'deleted_at', [id]))[0]).toEqual(expect.any(String));
    const trash = await act({
      model: 'users',
      filters: { show_trash: true },
      itemsPerPage: 150,
      sortBy: ['ID'],
      sortDesc: [true],
    });
    expect(trash.json().data.results.data.map((row: { ID: number }) => row.ID)).toContain(id);

    const restored = await act({ model: 'users', id: [id], action: 'restore' });
    expect(restored.json()).toEqual({ state: 1, message: '1 item restored', data: { affected: 1 } });
    expect(await column('users', 'deleted_at', [id])).toEqual([null]);
  });

  it('deletes and restores in bulk, counting each id once', async () => {
    const chosen = await ids('users', liveUsers, 3);
    const res = await act({ model: 'users', id: [...chosen, chosen[0], String(chosen[1])], action: 'delete' });
    expect(res.json()).toEqual({ state: 1, message: '3 items deleted', data: { affected: 3 } });
    expect((await column('users', 'deleted_at', chosen)).every((value) => value !== null)).toBe(true);
    expect((await act({ model: 'users', id: chosen, action: 'restore' })).json().message).toBe('3 items restored');
  });

  it('keeps the first deletion time of a row deleted twice', async () => {
    const [id] = await ids('users', liveUsers, 1);
    await act({ model: 'users', id, action: 'delete' });
    const [first] = await column('users', 'deleted_at', [id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await act({ model: 'users', id, action: 'delete' });
    expect(await column('users', 'deleted_at', [id])).toEqual([first]);
    await act({ model: 'users', id, action: 'restore' });
  });

  it('words the Arabic message with the right plural form', async () => {
    const expected: Array<[number, string, string]> = [
      [1, 'تم حذف عنصر واحد', 'تمت استعادة عنصر واحد'],
      [2, 'تم حذف عنصرين', 'تمت استعادة عنصرين'],
      [3, 'تم حذف 3 عناصر', 'تمت استعادة 3 عناصر'],
      [11, 'تم حذف 11 عنصرًا', 'تمت استعادة 11 عنصرًا'],
      [100, 'تم حذف 100 عنصر', 'تمت استعادة 100 عنصر'],
    ];
    for (const [size, deleted, restored] of expected) {
      const chosen = await ids('users', liveUsers, size);
      expect((await act({ model: 'users', id: chosen, action: 'delete' }, { language: 'ar' })).json().message).toBe(
        deleted,
      );
      expect((await act({ model: 'users', id: chosen, action: 'restore' }, { language: 'ar' })).json().message).toBe(
        restored,
      );
    }
  });
});

describe('enable and disable', () => {
  it('sets enabled to 0 and 1, with or without data', async () => {
    const chosen = await ids('users', (query: any) => liveUsers(query).where('enabled', '=', 1), 2);
    expect((await act({ model: 'users', id: chosen, action: 'disable', data: { enabled: 0 } })).json()).toEqual({
      state: 1,
      message: '2 items disabled',
      data: { affected: 2 },
    });
    expect(await column('users', 'enabled', chosen)).toEqual([0, 0]);
    expect((await act({ model: 'users', id: chosen[0], action: 'enable', data: { enabled: 1 } })).json().message).toBe(
      '1 item enabled',
    );
    expect((await act({ model: 'users', id: chosen[1], action: 'enable' })).json().message).toBe('1 item enabled');
    expect(await column('users', 'enabled', chosen)).toEqual([1, 1]);
  });

  it('refuses data that contradicts the action', async () => {
    const [id] = await ids('users', liveUsers, 1);
    for (const data of [{ enabled: 1 }, { enabled: 'no' }, { enabled: 0, extra: 1 }, 'x']) {
      const res = await act({ model: 'users', id, action: 'disable', data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().message).toBe('data.enabled must be 1 (enable) or 0 (disable), matching the action.');
    }
  });

  it('refuses models without an enabled column', async () => {
    const [id] = await ids('orders', (query: any) => query, 1);
    const res = await act({ model: 'orders', id, action: 'enable' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: 0, message: 'Items of Orders cannot be enabled or disabled.' });
  });
});

describe('custom actions', () => {
  it('run the model handler on every selected row', async () => {
    const chosen = await ids('orders', (query: any) => query.where('status', 'in', ['paid', 'shipped']), 2);
    const res = await act({ model: 'orders', id: chosen, action: 'mark_delivered' });
    expect(res.json()).toEqual({ state: 1, message: 'Mark as delivered: 2 items updated', data: { affected: 2 } });
    expect(await column('orders', 'status', chosen)).toEqual(['delivered', 'delivered']);
    const arabic = await act(
      {
        model: 'orders',
        id: (await ids('orders', (query: any) => query.where('status', '=', 'paid'), 1))[0],
        action: 'mark_delivered',
      },
      { language: 'ar' },
    );
    expect(arabic.json().message).toBe('تعليم كمُسلَّم: تم تحديث عنصر واحد');
  });

  it('approve and pay payout requests', async () => {
    const [first] = await ids('payout_requests', (query: any) => query.where('status', '=', 'pending'), 1);
    expect(
      (await act({ model: 'payout-requests', id: first, action: 'approve' }, { token: tokens.finance })).statusCode,
    ).toBe(200);
    const [approved] = await db
      .selectFrom('payout_requests')
      .select(['status', 'processed_at'])
      .where('id', '=', first)
      .execute();
    expect(approved).toEqual({ status: 'approved', processed_at: expect.any(String) });
    expect((await act({ model: 'payout-requests', id: first, action: 'mark_paid' })).json().message).toBe(
      'Mark selected paid: 1 item updated',
    );
    expect(await column('payout_requests', 'status', [first])).toEqual(['paid']);
  });

  it('change nothing when one row is not in a starting state', async () => {
    const [pending] = await ids('payout_requests', (query: any) => query.where('status', '=', 'pending'), 1);
    const [paid] = await ids('payout_requests', (query: any) => query.where('status', '=', 'paid'), 1);
    const res = await act({ model: 'payout-requests', id: [pending, paid], action: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      state: 0,
      message: `Approve selected is not possible for #${paid}: the status must be Pending.`,
    });
    expect(await column('payout_requests', 'status', [pending])).toEqual(['pending']);
  });

  it('are refused without their permission', async () => {
    const [id] = await ids('complaints', (query: any) => query.where('status', '=', 'open'), 1);
    const res = await act({ model: 'complaints', id, action: 'resolve' }, { token: support });
    expect(res.statusCode).toBe(403);
    expect(await column('complaints', 'status', [id])).toEqual(['open']);
    expect((await act({ model: 'complaints', id, action: 'resolve' })).json().message).toBe('Resolve: 1 item updated');
  });
});

describe('all or nothing', () => {
  it('changes nothing when one id does not exist, and names it', async () => {
    const chosen = await ids('users', liveUsers, 2);
    const res = await act({ model: 'users', id: [...chosen, 999_999, 888_888], action: 'delete' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: 0, message: 'Not found in Users: #888888, #999999.' });
    expect(await column('users', 'deleted_at', chosen)).toEqual([null, null]);
  });

  it('refuses a whole bulk delete that includes a Super Admin row, naming it', async () => {
    const superAdmin = await db
      .selectFrom('admins')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const [staff] = await ids(
      'admins',
      (query: any) => query.where('email', 'like', '%@staff.example.test').where('deleted_at', 'is', null),
      1,
    );
    const res = await act({ model: 'admins', id: [staff, superAdmin.id], action: 'delete' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      state: 0,
      message: `Super Admin rows cannot be deleted: ${superAdmin.first_name} ${superAdmin.last_name} (#${superAdmin.id}).`,
    });
    expect(await column('admins', 'deleted_at', [staff, superAdmin.id])).toEqual([null, null]);
    expect((await act({ model: 'admins', id: staff, action: 'delete' })).json().message).toBe('1 item deleted');
  });

  it('never deletes the Super Admin role', async () => {
    const role = await db.selectFrom('roles').select('id').where('name', '=', 'Super Admin').executeTakeFirstOrThrow();
    const res = await act({ model: 'roles', id: role.id, action: 'delete' }, { language: 'ar' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`لا يمكن حذف صفوف المشرف العام (Super Admin): Super Admin (#${role.id}).`);
  });
});

describe('permissions (spec 6)', () => {
  it('delete needs delete-, manage-, edit- or view-PayoutAccount', async () => {
    const chosen = await ids('users', liveUsers, 4);
    expect((await act({ model: 'users', id: chosen[0], action: 'delete' }, { token: support })).statusCode).toBe(403);
    for (const [index, role] of ['deleter', 'editor', 'accountant'].entries()) {
      expect(
        (await act({ model: 'users', id: chosen[index + 1], action: 'delete' }, { token: tokens[role] })).statusCode,
        role,
      ).toBe(200);
    }
    expect(await column('users', 'deleted_at', [chosen[0]])).toEqual([null]);
  });

  it('restore needs delete- or manage-', async () => {
    const [id] = await ids('users', (query: any) => query.where('deleted_at', 'is not', null), 1);
    expect((await act({ model: 'users', id, action: 'restore' }, { token: tokens.editor })).statusCode).toBe(403);
    expect((await act({ model: 'users', id, action: 'restore' }, { token: tokens.deleter })).statusCode).toBe(200);
  });

  it('enable and disable need edit- or manage-', async () => {
    const [id] = await ids('users', liveUsers, 1);
    expect((await act({ model: 'users', id, action: 'disable' }, { token: tokens.deleter })).statusCode).toBe(403);
    expect((await act({ model: 'users', id, action: 'disable' }, { token: tokens.editor })).statusCode).toBe(200);
    expect((await act({ model: 'users', id, action: 'enable' }, { token: tokens.editor })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const cases: Array<[string, Record<string, unknown>, number, string]> = [
    ['an unknown action', { model: 'users', id: 1, action: 'explode' }, 400, 'Unknown action "explode".'],
    [
      'a custom action of another model',
      { model: 'users', id: 1, action: 'approve' },
      400,
      'Unknown action "approve".',
    ],
    ['SQL as an action', { model: 'users', id: 1, action: "delete'; --" }, 400, 'Unknown action.'],
    ['no id', { model: 'users', action: 'delete' }, 400, 'The id field is required.'],
    [
      'an id that is text',
      { model: 'users', id: 'abc', action: 'delete' },
      400,
      'id must be a positive whole number or a list of them.',
    ],
    [
      'a negative id',
      { model: 'users', id: -1, action: 'delete' },
      400,
      'id must be a positive whole number or a list of them.',
    ],
    [
      'a fractional id',
      { model: 'users', id: 1.5, action: 'delete' },
      400,
      'id must be a positive whole number or a list of them.',
    ],
    [
      'a list with a bad id',
      { model: 'users', id: [1, '1 or 1=1'], action: 'delete' },
      400,
      'id must be a positive whole number or a list of them.',
    ],
    ['an empty list', { model: 'users', id: [], action: 'delete' }, 400, 'Select at least one item.'],
    [
      'too many ids',
      { model: 'users', id: Array.from({ length: 1001 }, (_, index) => index + 1), action: 'delete' },
      400,
      'At most 1000 items can be changed at once.',
    ],
    ['an unknown model', { model: 'ghosts', id: 1, action: 'delete' }, 404, 'Unknown model "ghosts".'],
    [
      'data that is not an object',
      { model: 'users', id: 1, action: 'delete', data: 'x' },
      400,
      'The data field is invalid.',
    ],
  ];
  for (const [name, body, status, message] of cases) {
    it(`refuses ${name}`, async () => {
      const res = await act(body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ state: 0, message });
    });
  }
});
