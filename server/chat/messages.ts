// Reading and storing chat messages, and the one shape every answer and live event gives a message.
import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../common/chat/types';
import { nowIso } from '../db/time';
import { bool, dateText, int, listOf, nullable, shape, str } from '../openapi/answers';
import { MESSAGES_TABLE } from './messages-table';

export type { ChatMessage };

/** A message as every answer and live event gives it (`ChatMessage`). */
export const chatMessageSchema = shape({
  id: int,
  group_id: nullable(int),
  thread_id: nullable(int),
  sender: shape({ type: { enum: ['admin', 'user'] }, id: int, name: str, image: nullable(str) }),
  message: str,
  image: nullable(str),
  hidden: bool,
  hidden_reason: nullable(str),
  hidden_at: nullable(dateText),
  hidden_by: nullable(shape({ id: int, name: str })),
  created_at: dateText,
});

/** A page of history (`MessagePage`), newest last. */
export const messagePageSchema = shape({ messages: listOf(chatMessageSchema), has_more: bool });

export type MessageOwner = { column: 'group_id' | 'thread_id'; id: number };

type MessageRow = Record<string, unknown>;

/** Names and pictures of the senders of `rows`, one query per sender kind. */
async function senders(db: Kysely<any>, rows: readonly MessageRow[]): Promise<Map<string, ChatMessage['sender']>> {
  const found = new Map<string, ChatMessage['sender']>();
  for (const [type, table] of [
    ['admin', 'admins'],
    ['user', 'users'],
  ] as const) {
    const ids = [...new Set(rows.filter((row) => row.sender_type === type).map((row) => Number(row.sender_id)))];
    if (ids.length === 0) continue;
    const people = await db
      .selectFrom(table)
      .select(['id', 'first_name', 'last_name', 'image'])
      .where('id', 'in', ids)
      .execute();
    for (const person of people) {
      const id = Number(person.id);
      const name = `${person.first_name} ${person.last_name}`.trim();
      found.set(`${type}:${id}`, { type, id, name, image: (person.image as string | null) ?? null });
    }
  }
  return found;
}

/** The names of the admins who hid some of `rows`. */
async function moderators(db: Kysely<any>, rows: readonly MessageRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.filter((row) => row.hidden_by !== null).map((row) => Number(row.hidden_by)))];
  if (ids.length === 0) return new Map();
  const admins = await db
    .selectFrom('admins')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(admins.map((admin) => [Number(admin.id), `${admin.first_name} ${admin.last_name}`.trim()]));
}

export async function presentMessages(db: Kysely<any>, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const people = await senders(db, rows);
  const hiders = await moderators(db, rows);
  return rows.map((row) => {
    const type = row.sender_type === 'admin' ? 'admin' : 'user';
    const id = Number(row.sender_id);
    return {
      id: Number(row.id),
      group_id: row.group_id === null ? null : Number(row.group_id),
      thread_id: row.thread_id === null ? null : Number(row.thread_id),
      sender: people.get(`${type}:${id}`) ?? { type, id, name: '', image: null },
      message: String(row.body),
      image: (row.image as string | null) ?? null,
      hidden: row.hidden_at !== null,
      hidden_reason: (row.hidden_reason as string | null) ?? null,
      hidden_at: (row.hidden_at as string | null) ?? null,
      hidden_by:
        row.hidden_by === null || row.hidden_by === undefined
          ? null
          : { id: Number(row.hidden_by), name: hiders.get(Number(row.hidden_by)) ?? '' },
      created_at: String(row.created_at),
    };
  });
}

export const MESSAGE_COLUMNS = [
  'id',
  'group_id',
  'thread_id',
  'sender_type',
  'sender_id',
  'body',
  'image',
  'hidden_at',
  'hidden_reason',
  'hidden_by',
  'created_at',
] as const;

/**
 * One page of history, newest last: the `limit` messages before the message id `before` (or the latest),
 * and whether older ones exist.
 */
export async function readMessages(
  db: Kysely<any>,
  owner: MessageOwner,
  page: { before?: number; limit: number },
): Promise<{ messages: ChatMessage[]; has_more: boolean }> {
  let query = db
    .selectFrom(MESSAGES_TABLE)
    .select(MESSAGE_COLUMNS)
    .where(owner.column, '=', owner.id)
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query.execute();
  const has_more = rows.length > page.limit;
  return { messages: await presentMessages(db, rows.slice(0, page.limit).reverse()), has_more };
}

/** Messages after the id `after`, oldest first (what a client that reconnects has missed), at most `limit`. */
export async function readMessagesAfter(
  db: Kysely<any>,
  owner: MessageOwner,
  after: number,
  limit: number,
): Promise<{ messages: ChatMessage[]; has_more: boolean }> {
  const rows = await db
    .selectFrom(MESSAGES_TABLE)
    .select(MESSAGE_COLUMNS)
    .where(owner.column, '=', owner.id)
    .where('id', '>', after)
    .orderBy('id', 'asc')
    .limit(limit + 1)
    .execute();
  return { messages: await presentMessages(db, rows.slice(0, limit)), has_more: rows.length > limit };
}

export async function storeMessage(
  trx: Kysely<any>,
  owner: MessageOwner,
  sender: { type: 'admin' | 'user'; id: number },
  content: { message: string; image: string | null },
): Promise<ChatMessage> {
  const row = await trx
    .insertInto(MESSAGES_TABLE)
    .values({
      group_id: owner.column === 'group_id' ? owner.id : null,
      thread_id: owner.column === 'thread_id' ? owner.id : null,
      sender_type: sender.type,
      sender_id: sender.id,
      body: content.message,
      image: content.image,
      hidden_at: null,
      hidden_reason: null,
      hidden_by: null,
      created_at: nowIso(),
    })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  return (await presentMessages(trx, [row]))[0];
}
