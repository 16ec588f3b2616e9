// The demo backend's chat and support calls against the reference server on the same seed: message
// history with its cursor, sending, hiding with a reason, the support threads, one thread, an answer,
// and the refusals (rules, limits, permissions) answer the same.
import { describe, expect, it } from 'vitest';
import { bothBackends, type Call } from './bothBackends';

const backends = bothBackends();

/** The same call to both; the answers must match, and have this status. */
async function same(call: Call, status: number, as: 'admin' | 'support' = 'admin', language: 'en' | 'ar' = 'en') {
  return (await backends.same(call, status, as, language)).body as { data: any; message?: string; errors?: unknown };
}

describe('the demo backend answers chat and support as the server does', () => {
  it('pages a group history backwards and forwards, sends and hides', async () => {
    // Both seeds are the same: the busiest group has the same id on both.
    const busiest = await backends
      .referenceDb()
      .selectFrom('chat_groups')
      .select('id')
      .where('enabled', '=', 1)
      .orderBy('messages_count', 'desc')
      .executeTakeFirstOrThrow();
    const groupId = Number(busiest.id);
    const latest = await same({ method: 'GET', path: `chat/${groupId}/messages?limit=5` }, 200);
    expect(latest.data.messages).toHaveLength(5);
    const first = latest.data.messages[0].id;
    await same({ method: 'GET', path: `chat/${groupId}/messages?limit=5&before=${first}` }, 200);
    await same({ method: 'GET', path: `chat/${groupId}/messages?limit=3&after=${first}` }, 200);
    await same({ method: 'GET', path: `chat/${groupId}/messages?limit=101` }, 400);
    await same({ method: 'GET', path: `chat/${groupId}/messages?limit=5&colour=red` }, 400);
    await same({ method: 'GET', path: 'chat/999999/messages' }, 404, 'admin', 'ar');
    const sent = await same({ method: 'POST', path: `chat/${groupId}/send`, body: { message: 'Well done all' } }, 201);
    expect(sent.data).toMatchObject({ message: 'Well done all', hidden: false });
    await same({ method: 'POST', path: `chat/${groupId}/send`, body: { message: '  ' } }, 422);
    await same({ method: 'POST', path: `chat/${groupId}/send`, body: { message: 'Hi' } }, 403, 'support');
    await same({ method: 'POST', path: `chat/message/${sent.data.id}/hide`, body: { reason: '' } }, 422);
    const hidden = await same(
      { method: 'POST', path: `chat/message/${sent.data.id}/hide`, body: { reason: 'Off topic' } },
      200,
    );
    expect(hidden.data).toMatchObject({ hidden: true, hidden_reason: 'Off topic', hidden_by: { id: 1 } });
    await same({ method: 'POST', path: `chat/message/${sent.data.id}/hide`, body: { reason: 'Again' } }, 409);
  });

  it('lists, opens and answers support threads, and refuses a closed one', async () => {
    const open = await same({ method: 'GET', path: 'support-chat?status=open&per_page=5' }, 200, 'support');
    await same({ method: 'GET', path: 'support-chat?search=payment' }, 200, 'support', 'ar');
    const threadId = open.data.data[0].id;
    const shown = await same({ method: 'GET', path: `support-chat/show/${threadId}?limit=10` }, 200, 'support');
    expect(shown.data.thread.unread_count).toBe(0);
    const answer = await same(
      { method: 'POST', path: 'support-chat/sendMessage', body: { thread_id: threadId, message: 'We are on it' } },
      201,
      'support',
    );
    expect(answer.data).toMatchObject({ thread_id: threadId, message: 'We are on it' });
    await same(
      { method: 'POST', path: 'search', body: { model: 'chats', action: 'close', id: [threadId] } },
      200,
      'support',
    );
    await same(
      { method: 'POST', path: 'support-chat/sendMessage', body: { thread_id: threadId, message: 'Hi' } },
      409,
      'support',
    );
    await same({ method: 'GET', path: 'support-chat/show/999999' }, 404, 'support');
  });
});
