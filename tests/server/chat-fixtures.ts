// Rows the chat and support tests start from: two users, a group made through the API, a support thread.
import type { Kysely } from 'kysely';
import type { TestApp } from './helpers';

export const API = '/api/v1/admin';

export async function insertUser(db: Kysely<any>, first: string, last: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      first_name: first,
      last_name: last,
      email: `${first}.${last}@example.test`.toLowerCase(),
      phone: '0100000000',
      gender: 'female',
      image: null,
      status: 'active',
      wallet_balance: 0,
      enabled: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertThread(
  db: Kysely<any>,
  values: { userId: number; subject: string; status?: string; unread?: number; at?: string },
): Promise<number> {
  const at = values.at ?? new Date().toISOString();
  const row = await db
    .insertInto('chats')
    .values({
      user_id: values.userId,
      subject: values.subject,
      last_message: 'Hello?',
      messages_count: 1,
      status: values.status ?? 'open',
      last_message_at: at,
      assigned_admin_id: null,
      unread_count: values.unread ?? 1,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await db
    .insertInto('chat_messages')
    .values({
      thread_id: id,
      group_id: null,
      sender_type: 'user',
      sender_id: values.userId,
      body: 'Hello?',
      created_at: at,
    })
    .execute();
  return id;
}

export function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  language: 'en' | 'ar' = 'en',
) {
  return t.app.inject({
    method,
    url: `${API}/${url}`,
    headers: t.auth(token, language),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
