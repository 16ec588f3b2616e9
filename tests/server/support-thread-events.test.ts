// Assign to me, close and reopen (the chats model's actions on POST search) send each changed thread as
// `thread.updated` on private-support after the commit; a refused action sends nothing.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, insertThread, insertUser } from './chat-fixtures';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let supportToken: string;
let threadIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as Kysely<any>;
  supportToken = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  const userId = await insertUser(db, 'Salma', 'Hegazy');
  threadIds = [
    await insertThread(db, { userId, subject: 'First', status: 'open' }),
    await insertThread(db, { userId, subject: 'Second', status: 'pending' }),
  ];
});

afterAll(async () => {
  await t?.close();
});

async function events(action: string, ids: number[]) {
  const publish = vi.spyOn(t.app.realtime, 'publish');
  try {
    const res = await call(t, supportToken, 'POST', 'search', { model: 'chats', action, id: ids });
    return { res, sent: publish.mock.calls.map(([channel, event, data]) => ({ channel, event, data })) };
  } finally {
    publish.mockRestore();
  }
}

describe('thread.updated after the support actions', () => {
  it('sends each assigned thread with its new assignee', async () => {
    const { res, sent } = await events('assign_to_me', threadIds);
    expect(res.statusCode).toBe(200);
    expect(sent.map(({ channel, event }) => [channel, event])).toEqual([
      ['private-support', 'thread.updated'],
      ['private-support', 'thread.updated'],
    ]);
    expect(sent.map(({ data }) => (data as { id: number }).id)).toEqual(threadIds);
    for (const { data } of sent) expect(data).toMatchObject({ assignee: { name: 'Demo Support' } });
    const listed = (await call(t, supportToken, 'GET', 'support-chat')).json().data.data;
    expect(listed.find((thread: { id: number }) => thread.id === threadIds[0])).toEqual(sent[0].data);
  });

  it('sends the closed and the reopened thread with its status', async () => {
    const closed = await events('close', [threadIds[0]]);
    expect(closed.res.statusCode).toBe(200);
    expect(closed.sent).toEqual([
      {
        channel: 'private-support',
        event: 'thread.updated',
        data: expect.objectContaining({ id: threadIds[0], status: 'closed' }),
      },
    ]);
    const reopened = await events('reopen', [threadIds[0]]);
    expect(reopened.sent).toEqual([
      {
        channel: 'private-support',
        event: 'thread.updated',
        data: expect.objectContaining({ id: threadIds[0], status: 'open' }),
      },
    ]);
  });

  it('sends nothing when the action is refused', async () => {
    const { res, sent } = await events('reopen', [threadIds[1]]);
    expect(res.statusCode).toBe(409);
    expect(sent).toEqual([]);
  });
});
