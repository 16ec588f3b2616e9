// getSingle and add-note: one row with its notes, newest first; notes are sanitised, never empty, and
// private notes are seen only by their author and super admins.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let support: string;
let viewer: string;
let userId: number;

async function addNote(path: string, body: unknown, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/add-note/${path}`,
    headers: t.auth(options.token ?? admin, options.language ?? 'en'),
    payload: body as Record<string, unknown>,
  });
}

async function getSingle(path: string, token = admin) {
  return t.app.inject({ method: 'GET', url: `/api/v1/admin/getSingle/${path}`, headers: t.auth(token) });
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await addAdmin(t, { email: 'viewer@test.test', roleName: 'User viewer', permissions: ['view-User'] });
  viewer = await t.login('viewer@test.test');
  userId = Number(
    (await db.selectFrom('users').select('id').where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow())
      .id,
  );
});
afterAll(() => t.close());

describe('add-note', () => {
  it('saves a note and answers it with its author', async () => {
    const res = await addNote(`users/${userId}`, {
      id: userId,
      model: 'users',
      note: '<p>Called the user about <strong>renewal</strong></p>',
      is_private: 0,
    });
    expect(res.statusCode).toBe(200);
    const admins = await db
      .selectFrom('admins')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      state: 1,
      message: 'Note saved',
      data: {
        id: expect.any(Number),
        note: '<p>Called the user about <strong>renewal</strong></p>',
        is_private: 0,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        author: { id: admins.id, name: `${admins.first_name} ${admins.last_name}` },
      },
    });
  });

  it('strips scripts, handlers, javascript: links and SVG before storing', async () => {
    const dirty =
      '<p onmouseover="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">link</a><svg><script>1</script></svg><img src="x" onerror="alert(1)">';
    const res = await addNote(`users/${userId}`, { note: dirty });
    expect(res.json().data.note).toBe('<p>Hi</p><a rel="noopener noreferrer">link</a>');
    const stored = await db
      .selectFrom('notes')
      .select('note')
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.note).toBe('<p>Hi</p><a rel="noopener noreferrer">link</a>');
  });

  it('drops NUL characters', async () => {
    expect((await addNote(`users/${userId}`, { note: 'nul\u0000byte' })).json().data.note).toBe('nulbyte');
  });

  it('accepts a note that is only a safe image', async () => {
    const res = await addNote(`users/${userId}`, {
      note: '<p><img src="https://images.example.test/receipt.png"></p>',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses empty notes in both languages', async () => {
    for (const note of [
      '',
      '   ',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<script>alert(1)</script>',
      '<img src="javascript:alert(1)">',
      undefined,
    ]) {
      const res = await addNote(`users/${userId}`, { note });
      expect(res.statusCode, String(note)).toBe(422);
      expect(res.json()).toEqual({
        state: 0,
        message: 'Note cannot be empty',
        errors: { note: ['Note cannot be empty'] },
      });
    }
    const arabic = await addNote(`users/${userId}`, { note: ' ' }, { language: 'ar' });
    expect(arabic.json()).toEqual({
      state: 0,
      message: 'لا يمكن أن تكون الملاحظة فارغة',
      errors: { note: ['لا يمكن أن تكون الملاحظة فارغة'] },
    });
  });

  const refusals: Array<[string, string, unknown, number, string]> = [
    [
      'a note that is too long',
      'users/1',
      { note: 'x'.repeat(20_001) },
      422,
      'The note may not be longer than 20000 characters.',
    ],
    ['a note that is not text', 'users/1', { note: ['x'] }, 400, 'The note field is invalid.'],
    [
      'a body id that is not the address',
      'users/1',
      { id: 2, note: 'x' },
      400,
      'The model and id in the body must match the address.',
    ],
    [
      'a body model that is not the address',
      'users/1',
      { model: 'orders', note: 'x' },
      400,
      'The model and id in the body must match the address.',
    ],
    [
      'an is_private that is not a flag',
      'users/1',
      { note: 'x', is_private: 'yes' },
      400,
      'The is_private field is invalid.',
    ],
    ['an unknown field', 'users/1', { note: 'x', author_id: 1 }, 400, 'The author_id field is not allowed.'],
    ['a model without notes', 'roles/1', { note: 'x' }, 400, 'Notes are not available for Roles.'],
    ['an item that does not exist', 'users/999999', { note: 'x' }, 404, 'This item was not found.'],
    ['an unknown model', 'ghosts/1', { note: 'x' }, 404, 'Unknown model "ghosts".'],
    ['an id that is not a number', 'users/1%20or%201=1', { note: 'x' }, 400, 'The id field is invalid.'],
  ];
  for (const [name, path, body, status, message] of refusals) {
    it(`refuses ${name}`, async () => {
      const res = await addNote(path, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ state: 0, message });
    });
  }

  it('accepts the body model by its subject name', async () => {
    expect(
      (await addNote(`users/${userId}`, { model: 'User', id: String(userId), note: 'ok', is_private: false }))
        .statusCode,
    ).toBe(200);
  });

  it('needs view-{Model}', async () => {
    const [order] = await db.selectFrom('orders').select('id').limit(1).execute();
    expect((await addNote(`orders/${order.id}`, { note: 'x' }, { token: support })).statusCode).toBe(403);
  });
});

describe('getSingle', () => {
  it('answers the item, its list row, the headers and its notes newest first', async () => {
    const res = await getSingle(`users/${userId}`);
    expect(res.statusCode).toBe(200);
    const { item, row, headers, notes } = res.json().data;
    expect(item).toMatchObject({ ID: userId, id: userId, email: expect.any(String), is_trashed: 0 });
    expect(row).toMatchObject({ ID: userId, name: { route: 'users-details', id: userId, label: expect.any(String) } });
    expect(headers[0]).toEqual({ text: 'Name', value: 'name', type: 'link', sortable: true });
    const times = notes.map((note: { created_at: string }) => note.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(notes.length).toBeGreaterThanOrEqual(4);
  });

  it('never sends hidden columns', async () => {
    const [staff] = await db.selectFrom('admins').select('id').orderBy('id').limit(1).execute();
    const { item } = (await getSingle(`admins/${staff.id}`)).json().data;
    expect(item.email).toBe('admin@demo.test');
    expect(item).not.toHaveProperty('password_hash');
  });

  it('finds trashed rows too, marked as trashed', async () => {
    const [trashed] = await db.selectFrom('users').select('id').where('deleted_at', 'is not', null).limit(1).execute();
    expect((await getSingle(`users/${trashed.id}`)).json().data.item.is_trashed).toBe(1);
  });

  it('refuses unknown items, bad ids and missing permissions', async () => {
    expect((await getSingle('users/999999')).json()).toEqual({ state: 0, message: 'This item was not found.' });
    expect((await getSingle('users/0')).statusCode).toBe(400);
    expect((await getSingle('nope/1')).statusCode).toBe(404);
    expect((await getSingle(`orders/1`, support)).statusCode).toBe(403);
  });
});

describe('private notes', () => {
  let target: number;
  beforeAll(async () => {
    target = Number(
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('deleted_at', 'is', null)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await addNote(`users/${target}`, { note: 'public from admin', is_private: 0 });
    await addNote(`users/${target}`, { note: 'private from admin', is_private: 1 });
    await addNote(`users/${target}`, { note: 'private from support', is_private: true }, { token: support });
    await addNote(`users/${target}`, { note: 'public from support', is_private: '0' }, { token: support });
  });

  const visible = async (token: string) =>
    (await getSingle(`users/${target}`, token))
      .json()
      .data.notes.map((note: { note: string }) => note.note)
      .sort();

  it('are seen by their author', async () => {
    expect(await visible(support)).toEqual(['private from support', 'public from admin', 'public from support']);
  });

  it('are all seen by a super admin', async () => {
    expect(await visible(admin)).toEqual([
      'private from admin',
      'private from support',
      'public from admin',
      'public from support',
    ]);
  });

  it('are hidden from everyone else', async () => {
    expect(await visible(viewer)).toEqual(['public from admin', 'public from support']);
  });
});
