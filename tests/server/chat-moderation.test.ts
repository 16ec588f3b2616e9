// POST chat/message/{messageId}/hide: who may hide a group's or a thread's message, the reason rule, what
// is stored and logged, the answer and the `message.updated` event, and that history shows it hidden.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, insertThread, insertUser } from './chat-fixtures';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let token: string;
let supportToken: string;
let readerToken: string;
let groupId: number;
let threadId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  await addAdmin(t, { email: 'reader@demo.test', roleName: 'Reader', permissions: ['view-ChatGroup', 'view-Chat'] });
  readerToken = await t.login('reader@demo.test');
  const userId = await insertUser(db, 'Mona', 'Adel');
  groupId = (await call(t, token, 'POST', 'chatgroup/store', { name_en: 'Runners', name_ar: 'عداؤون' })).json().data.ID;
  threadId = await insertThread(db, { userId, subject: 'Payment' });
});

afterAll(async () => {
  await t?.close();
});

async function groupMessage(text: string): Promise<number> {
  return (await call(t, token, 'POST', `chat/${groupId}/send`, { message: text })).json().data.id;
}

describe('POST chat/message/{messageId}/hide', () => {
  it('hides a group message with its reason, who and when, logs it and sends message.updated', async () => {
    const id = await groupMessage('Buy cheap pills at spam.test');
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const res = await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: '  Advertising  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('The message was hidden.');
    expect(body.data).toMatchObject({
      id,
      group_id: groupId,
      message: 'Buy cheap pills at spam.test',
      hidden: true,
      hidden_reason: 'Advertising',
      hidden_by: { id: 1, name: 'Demo Admin' },
    });
    expect(Date.parse(body.data.hidden_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(publish).toHaveBeenCalledWith(`private-chat-group.${groupId}`, 'message.updated', body.data);
    publish.mockRestore();
    const history = await call(t, token, 'GET', `chat/${groupId}/messages`);
    expect(history.json().data.messages.find((message: { id: number }) => message.id === id)).toEqual(body.data);
    const log = await db
      .selectFrom('activity_log')
      .select(['admin_id', 'action', 'model', 'row_ids', 'changes'])
      .where('action', '=', 'hide_message')
      .execute();
    expect(log).toEqual([
      {
        admin_id: 1,
        action: 'hide_message',
        model: 'chatgroup',
        row_ids: String(groupId),
        changes: JSON.stringify({
          message_id: { before: null, after: id },
          hidden_reason: { before: null, after: 'Advertising' },
        }),
      },
    ]);
  });

  it('needs a reason of at most 500 characters, in the request language', async () => {
    const id = await groupMessage('Kept');
    const empty = await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: ['Give the reason for hiding this message.'] });
    const arabic = await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: '' }, 'ar');
    expect(arabic.json().errors).toEqual({ reason: ['اذكر سبب إخفاء هذه الرسالة.'] });
    const long = await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ reason: ['The reason may not be longer than 500 characters.'] });
    const missing = await call(t, token, 'POST', `chat/message/${id}/hide`, {});
    expect(missing.statusCode).toBe(400);
    const extra = await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: 'Spam', hidden_by: 9 });
    expect(extra.statusCode).toBe(400);
    const row = await db
      .selectFrom('chat_messages')
      .select(['hidden_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
  });

  it('refuses a message hidden already, and an unknown one', async () => {
    const id = await groupMessage('Twice');
    expect((await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: 'Spam' })).statusCode).toBe(200);
    const again = await call(t, token, 'POST', `chat/message/${id}/hide`, { reason: 'Spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This message is already hidden.');
    const unknown = await call(t, token, 'POST', 'chat/message/999999/hide', { reason: 'Spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This message was not found.');
  });

  it('lets support answerers hide thread messages but not group ones; readers hide nothing', async () => {
    const inGroup = await groupMessage('Group line');
    const refused = await call(t, supportToken, 'POST', `chat/message/${inGroup}/hide`, { reason: 'Spam' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only those who may write in this conversation can hide its messages.');
    const inThread = Number(
      (await db.selectFrom('chat_messages').select('id').where('thread_id', '=', threadId).executeTakeFirstOrThrow())
        .id,
    );
    expect((await call(t, readerToken, 'POST', `chat/message/${inThread}/hide`, { reason: 'Rude' })).statusCode).toBe(
      403,
    );
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const hidden = await call(t, supportToken, 'POST', `chat/message/${inThread}/hide`, { reason: 'Rude' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({
      thread_id: threadId,
      hidden: true,
      hidden_by: { name: 'Demo Support' },
    });
    expect(publish).toHaveBeenCalledWith(`private-support-thread.${threadId}`, 'message.updated', hidden.json().data);
    publish.mockRestore();
    const shown = await call(t, supportToken, 'GET', `support-chat/show/${threadId}`);
    expect(shown.json().data.messages[0]).toMatchObject({ id: inThread, hidden: true, hidden_reason: 'Rude' });
  });
});
