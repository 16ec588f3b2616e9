// Support threads (spec 7.5): GET support-chat, GET support-chat/show/{threadId}, POST
// support-chat/sendMessage, and the thread actions (close, reopen, assign to me) — with the support
// demo admin, who answers threads (view-Chat, edit-chats) but cannot edit chat groups.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertThread, insertUser } from './chat-fixtures';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let token: string;
let supportToken: string;
let viewerToken: string;
let userId: number;
const threads: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await addAdmin(t, { email: 'viewer@demo.test', roleName: 'Viewer', permissions: ['view-Chat'] });
  viewerToken = await t.login('viewer@demo.test');
  userId = await insertUser(db, 'Hoda', 'Samir');
  const other = await insertUser(db, 'Omar', 'Nabil');
  threads.payment = await insertThread(db, {
    userId,
    subject: 'Payment issue',
    unread: 2,
    at: '2026-01-03T10:00:00.000Z',
  });
  threads.plan = await insertThread(db, {
    userId: other,
    subject: 'مساعدة في الخطة الغذائية',
    status: 'pending',
    unread: 0,
    at: '2026-01-02T10:00:00.000Z',
  });
  threads.closed = await insertThread(db, {
    userId: other,
    subject: 'Account access',
    status: 'closed',
    unread: 0,
    at: '2026-01-01T10:00:00.000Z',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET support-chat', () => {
  it('lists threads, latest activity first, with the user, assignee, status and unread counts', async () => {
    const res = await call(t, supportToken, 'GET', 'support-chat');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      data: [
        {
          id: threads.payment,
          subject: 'Payment issue',
          status: 'open',
          user: { id: userId, name: 'Hoda Samir', image: null },
          assignee: null,
          last_message: 'Hello?',
          last_message_at: '2026-01-03T10:00:00.000Z',
          messages_count: 1,
          unread_count: 2,
          created_at: '2026-01-03T10:00:00.000Z',
        },
        expect.objectContaining({ id: threads.plan, status: 'pending' }),
        expect.objectContaining({ id: threads.closed, status: 'closed' }),
      ],
      total: 3,
      unread_total: 2,
      page: 1,
      per_page: 30,
    });
  });

  it('filters by status and searches subjects, messages and users', async () => {
    const ids = async (query: string) =>
      (await call(t, supportToken, 'GET', `support-chat?${query}`))
        .json()
        .data.data.map((row: { id: number }) => row.id);
    expect(await ids('status=pending')).toEqual([threads.plan]);
    expect(await ids(`search=${encodeURIComponent('الخطة')}`)).toEqual([threads.plan]);
    expect(await ids('search=omar')).toEqual([threads.plan, threads.closed]);
    expect(await ids('search=100%25')).toEqual([]);
    expect((await call(t, supportToken, 'GET', 'support-chat?status=waiting')).statusCode).toBe(400);
    expect((await call(t, supportToken, 'GET', 'support-chat?per_page=101')).statusCode).toBe(400);
  });

  it('needs view-Chat', async () => {
    await addAdmin(t, { email: 'nobody@demo.test', roleName: 'Nobody', permissions: ['view-User'] });
    const nobody = await t.login('nobody@demo.test');
    expect((await call(t, nobody, 'GET', 'support-chat')).statusCode).toBe(403);
  });
});

describe('GET support-chat/show/{threadId}', () => {
  it('answers the thread and its messages, and reads it (unread back to zero)', async () => {
    const res = await call(t, viewerToken, 'GET', `support-chat/show/${threads.payment}`);
    expect(res.statusCode).toBe(200);
    const { thread, messages, has_more } = res.json().data;
    expect(thread).toMatchObject({ id: threads.payment, unread_count: 0 });
    expect(has_more).toBe(false);
    expect(messages).toEqual([
      {
        id: messages[0].id,
        group_id: null,
        thread_id: threads.payment,
        sender: { type: 'user', id: userId, name: 'Hoda Samir', image: null },
        message: 'Hello?',
        image: null,
        hidden: false,
        hidden_reason: null,
        hidden_at: null,
        hidden_by: null,
        created_at: '2026-01-03T10:00:00.000Z',
      },
    ]);
    const row = await db
      .selectFrom('chats')
      .select('unread_count')
      .where('id', '=', threads.payment)
      .executeTakeFirstOrThrow();
    expect(row.unread_count).toBe(0);
  });

  it('answers 404 for an unknown thread, in Arabic too', async () => {
    const res = await call(t, supportToken, 'GET', 'support-chat/show/999999', undefined, 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('محادثة الدعم هذه غير موجودة.');
  });
});

describe('POST support-chat/sendMessage', () => {
  it('stores the answer, answers it, and leaves the thread pending with nothing unread', async () => {
    const res = await call(t, supportToken, 'POST', 'support-chat/sendMessage', {
      thread_id: threads.payment,
      message: 'We refunded it.',
    });
    expect(res.statusCode).toBe(201);
    const { id, created_at, ...message } = res.json().data;
    expect(message).toEqual({
      group_id: null,
      thread_id: threads.payment,
      sender: { type: 'admin', id: 2, name: 'Demo Support', image: null },
      message: 'We refunded it.',
      image: null,
      hidden: false,
      hidden_reason: null,
      hidden_at: null,
      hidden_by: null,
    });
    const thread = (await call(t, supportToken, 'GET', `support-chat/show/${threads.payment}`)).json().data;
    expect(thread.thread).toMatchObject({
      status: 'pending',
      last_message: 'We refunded it.',
      last_message_at: created_at,
      messages_count: 2,
      unread_count: 0,
    });
    expect(thread.messages.map((m: { id: number }) => m.id).at(-1)).toBe(id);
  });

  it('takes the thread id as text as forms send it, and refuses a closed thread, an unknown one and an empty text', async () => {
    expect(
      (await call(t, token, 'POST', 'support-chat/sendMessage', { thread_id: String(threads.plan), message: 'ok' }))
        .statusCode,
    ).toBe(201);
    const closed = await call(t, supportToken, 'POST', 'support-chat/sendMessage', {
      thread_id: threads.closed,
      message: 'Hi',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This thread is closed; reopen it before answering.');
    expect(
      (await call(t, supportToken, 'POST', 'support-chat/sendMessage', { thread_id: 999999, message: 'Hi' }))
        .statusCode,
    ).toBe(404);
    const empty = await call(t, supportToken, 'POST', 'support-chat/sendMessage', {
      thread_id: threads.plan,
      message: '',
    });
    expect(empty.statusCode).toBe(422);
    expect((await call(t, supportToken, 'POST', 'support-chat/sendMessage', { message: 'Hi' })).statusCode).toBe(400);
  });

  it('needs edit-chats: a viewer reads but cannot answer', async () => {
    const res = await call(t, viewerToken, 'POST', 'support-chat/sendMessage', {
      thread_id: threads.plan,
      message: 'Hi',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('thread actions: assign to me, close, reopen', () => {
  it('assigns the thread to the acting admin, closes and reopens it', async () => {
    const act = (action: string) =>
      call(t, supportToken, 'POST', 'search', { model: 'chats', action, id: [threads.closed] });
    expect((await act('reopen')).statusCode).toBe(200);
    expect((await act('assign_to_me')).statusCode).toBe(200);
    const thread = (await call(t, supportToken, 'GET', `support-chat/show/${threads.closed}`)).json().data.thread;
    expect(thread).toMatchObject({ status: 'open', assignee: { id: 2, name: 'Demo Support' } });
    expect((await act('close')).statusCode).toBe(200);
    expect((await act('close')).statusCode).toBe(409);
  });
});
