// Chat groups (spec 7.5): POST chatgroup/store and chatgroup/update/{id}, POST chat/{groupId}/send and
// GET chat/{groupId}/messages — the stored rows, the history cursor, the rules and the permissions.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertUser } from './chat-fixtures';
import { IMAGES, multipart } from './multipart';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let token: string;
let supportToken: string;
let userIds: number[];
let coachId: number;
let coachToken: string;
let readerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  userIds = [await insertUser(db, 'Mona', 'Adel'), await insertUser(db, 'Karim', 'Fawzy')];
  coachId = await addAdmin(t, { email: 'coach@demo.test', roleName: 'Coach', permissions: ['view-ChatGroup'] });
  coachToken = await t.login('coach@demo.test');
  await addAdmin(t, { email: 'reader@demo.test', roleName: 'Reader', permissions: ['view-ChatGroup'] });
  readerToken = await t.login('reader@demo.test');
});

afterAll(async () => {
  await t?.close();
});

const group = (overrides: Record<string, unknown> = {}) => ({
  name_en: 'Morning runners',
  name_ar: 'عدّاؤو الصباح',
  member_ids: userIds,
  admin_ids: [coachId],
  ...overrides,
});

describe('POST chatgroup/store and chatgroup/update/{id}', () => {
  it('stores a group with its members and admins and answers it as getSingle would', async () => {
    const res = await call(t, token, 'POST', 'chatgroup/store', group());
    expect(res.statusCode).toBe(201);
    const { created_at, updated_at, ...data } = res.json().data;
    expect(data).toEqual({
      ID: data.ID,
      id: data.ID,
      name_en: 'Morning runners',
      name_ar: 'عدّاؤو الصباح',
      image: null,
      program_id: null,
      read_only: 0,
      messages_count: 0,
      last_message_at: null,
      enabled: 1,
      deleted_at: null,
      member_ids: userIds,
      admin_ids: [coachId],
    });
    expect(created_at).toBe(updated_at);
  });

  it('updates only what is sent, and refuses another id in the body', async () => {
    const id = (await call(t, token, 'POST', 'chatgroup/store', group())).json().data.ID;
    const res = await call(t, token, 'POST', `chatgroup/update/${id}`, { id, read_only: 1, member_ids: [userIds[0]] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name_en: 'Morning runners',
      read_only: 1,
      member_ids: [userIds[0]],
      admin_ids: [coachId],
    });
    const other = await call(t, token, 'POST', `chatgroup/update/${id}`, { id: id + 1, read_only: 0 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ id: ['The id does not match the item being updated.'] });
    const missing = await call(t, token, 'POST', 'chatgroup/update/999999', { read_only: 0 });
    expect(missing.statusCode).toBe(404);
  });

  it('names every broken rule at once, in the request language', async () => {
    const res = await call(
      t,
      token,
      'POST',
      'chatgroup/store',
      group({ name_en: ' ', name_ar: '', member_ids: [999998], program_id: 999997 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: {
        name_en: ['The English name is required'],
        name_ar: ['The Arabic name is required'],
        program_id: ['The chosen programme does not exist'],
        member_ids: ['These users do not exist: 999998'],
      },
    });
    const ar = await call(t, token, 'POST', 'chatgroup/store', group({ admin_ids: [999996] }), 'ar');
    expect(ar.json().errors).toEqual({ admin_ids: ['هؤلاء المشرفون غير موجودين: 999996'] });
    const unknown = await call(t, token, 'POST', 'chatgroup/store', group({ colour: 'red' }));
    expect(unknown.statusCode).toBe(400);
    expect(await db.selectFrom('chat_groups').select('id').where('name_en', '=', ' ').execute()).toEqual([]);
  });

  it('needs create- or edit-chatgroups: the support admin and a reader are refused', async () => {
    expect((await call(t, supportToken, 'POST', 'chatgroup/store', group())).statusCode).toBe(403);
    expect((await call(t, readerToken, 'POST', 'chatgroup/store', group())).statusCode).toBe(403);
    expect((await call(t, readerToken, 'POST', 'chatgroup/update/1', { read_only: 1 })).statusCode).toBe(403);
  });
});

describe('POST chat/{groupId}/send and GET chat/{groupId}/messages', () => {
  let groupId: number;

  beforeAll(async () => {
    groupId = (await call(t, token, 'POST', 'chatgroup/store', group())).json().data.ID;
  });

  it('answers the stored message, plain text as typed, and counts it on the group', async () => {
    const res = await call(t, token, 'POST', `chat/${groupId}/send`, {
      message: '  Hi <b>all</b>\u0007\nsee https://example.test  ',
    });
    expect(res.statusCode).toBe(201);
    const { id, created_at, ...message } = res.json().data;
    expect(message).toEqual({
      group_id: groupId,
      thread_id: null,
      sender: { type: 'admin', id: 1, name: 'Demo Admin', image: null },
      message: 'Hi <b>all</b>\nsee https://example.test',
      image: null,
      hidden: false,
      hidden_reason: null,
      hidden_at: null,
      hidden_by: null,
    });
    const stored = await db
      .selectFrom('chat_groups')
      .select(['messages_count', 'last_message_at'])
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ messages_count: 1, last_message_at: created_at });
    const history = await call(t, token, 'GET', `chat/${groupId}/messages`);
    expect(history.json()).toEqual({ state: 1, data: { messages: [res.json().data], has_more: false } });
  });

  it('takes an uploaded picture, and refuses an empty message, a foreign picture and an over-long text', async () => {
    const form = await multipart({}, [{ name: 'file', filename: 'p.png', type: 'image/png', bytes: IMAGES.png }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/file-uploaded/store',
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    const url = upload.json().data.url as string;
    const picture = await call(t, token, 'POST', `chat/${groupId}/send`, { message: '', image: url });
    expect(picture.statusCode).toBe(201);
    expect(picture.json().data).toMatchObject({ message: '', image: new URL(url, 'http://x').pathname });
    const empty = await call(t, token, 'POST', `chat/${groupId}/send`, { message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['Write a message or attach a picture.'] });
    const foreign = await call(
      t,
      token,
      'POST',
      `chat/${groupId}/send`,
      { message: 'x', image: 'https://evil.test/a.png' },
      'ar',
    );
    expect(foreign.json().errors).toEqual({ image: ['يجب أن تكون الصورة ملفًا مرفوعًا عبر طلب الرفع.'] });
    // A well-formed name that nobody uploaded, and a file another admin uploaded.
    const never = await call(t, token, 'POST', `chat/${groupId}/send`, {
      message: 'x',
      image: '/uploads/abcdefabcdefabcdefabcdefabcdefab.png',
    });
    expect(never.statusCode).toBe(422);
    expect(never.json().errors).toEqual({
      image: ['The picture was not found among the files you uploaded. Upload it first.'],
    });
    const db = t.db as unknown as Kysely<any>;
    const supportId = (
      await db.selectFrom('admins').select('id').where('email', '=', DEMO_SUPPORT.email).executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('uploads')
      .values({
        admin_id: supportId,
        original_name: 'theirs.png',
        stored_name: 'bcdefabcdefabcdefabcdefabcdefabc.png',
        mime: 'image/png',
        size: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
    const theirs = await call(t, token, 'POST', `chat/${groupId}/send`, {
      message: 'x',
      image: '/uploads/bcdefabcdefabcdefabcdefabcdefabc.png',
    });
    expect(theirs.statusCode).toBe(422);
    const long = await call(t, token, 'POST', `chat/${groupId}/send`, { message: 'ب'.repeat(1001) });
    expect(long.json().errors).toEqual({ message: ['A message may not be longer than 1000 characters.'] });
    const extra = await call(t, token, 'POST', `chat/${groupId}/send`, { message: 'x', html: '<b>' });
    expect(extra.statusCode).toBe(400);
  });

  it('pages history backwards by the id cursor, newest last', async () => {
    const fresh = (await call(t, token, 'POST', 'chatgroup/store', group())).json().data.ID;
    const ids: number[] = [];
    for (let n = 1; n <= 7; n += 1)
      ids.push((await call(t, token, 'POST', `chat/${fresh}/send`, { message: `m${n}` })).json().data.id);
    const texts = (res: { json(): any }) => res.json().data.messages.map((m: { message: string }) => m.message);
    const latest = await call(t, token, 'GET', `chat/${fresh}/messages?limit=3`);
    expect(texts(latest)).toEqual(['m5', 'm6', 'm7']);
    expect(latest.json().data.has_more).toBe(true);
    const older = await call(t, token, 'GET', `chat/${fresh}/messages?limit=3&before=${ids[4]}`);
    expect(texts(older)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await call(t, token, 'GET', `chat/${fresh}/messages?limit=3&before=${ids[1]}`);
    expect(texts(oldest)).toEqual(['m1']);
    expect(oldest.json().data.has_more).toBe(false);
    const missed = await call(t, token, 'GET', `chat/${fresh}/messages?after=${ids[4]}`);
    expect(texts(missed)).toEqual(['m6', 'm7']);
  });

  it('refuses a limit over 100, a bad cursor and an unknown group', async () => {
    const over = await call(t, token, 'GET', `chat/${groupId}/messages?limit=101`);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('At most 100 items can be read at once.');
    expect((await call(t, token, 'GET', `chat/${groupId}/messages?before=abc`)).statusCode).toBe(400);
    expect((await call(t, token, 'GET', `chat/${groupId}/messages?before=3&after=1`)).statusCode).toBe(400);
    const missing = await call(t, token, 'GET', 'chat/999999/messages');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This chat group was not found.');
  });

  it('lets a group admin write without edit-chatgroups; a reader may read but not write; support may do neither', async () => {
    const coach = await call(t, coachToken, 'POST', `chat/${groupId}/send`, { message: 'From the coach' });
    expect(coach.statusCode).toBe(201);
    expect(coach.json().data.sender).toEqual({ type: 'admin', id: coachId, name: 'Test Admin', image: null });
    expect((await call(t, readerToken, 'GET', `chat/${groupId}/messages`)).statusCode).toBe(200);
    const reader = await call(t, readerToken, 'POST', `chat/${groupId}/send`, { message: 'x' });
    expect(reader.statusCode).toBe(403);
    expect(reader.json().message).toBe(
      'Only the admins of this group, or those who may edit chat groups, can write in it.',
    );
    expect((await call(t, supportToken, 'GET', `chat/${groupId}/messages`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/admin/chat/${groupId}/messages` })).statusCode).toBe(401);
  });

  it('refuses writing in a disabled group', async () => {
    const id = (await call(t, token, 'POST', 'chatgroup/store', group({ enabled: 0 }))).json().data.ID;
    const res = await call(t, token, 'POST', `chat/${id}/send`, { message: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This chat group is disabled; enable it before writing in it.');
  });
});
