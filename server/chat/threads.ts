// Support threads as the support screen reads them: the user, the assignee, the latest message, the
// status and the unread count, one shape for the list, the show answer and the `thread.updated` event.
import { sql, type Kysely } from 'kysely';
import type { SupportThread } from '../../common/chat/types';
import { dateText, int, nullable, shape, str } from '../openapi/answers';
import type { ThreadStatus } from './thread-statuses';

export type { SupportThread };

/** A thread as `present` gives it (`SupportThread`). */
export const supportThreadSchema = shape({
  id: int,
  subject: str,
  status: { enum: ['open', 'pending', 'closed'] },
  user: shape({ id: int, name: str, image: nullable(str) }),
  assignee: nullable(shape({ id: int, name: str })),
  last_message: str,
  last_message_at: dateText,
  messages_count: int,
  unread_count: int,
  created_at: dateText,
});

function threadQuery(db: Kysely<any>) {
  return db
    .selectFrom('chats')
    .leftJoin('users', 'users.id', 'chats.user_id')
    .leftJoin('admins', 'admins.id', 'chats.assigned_admin_id')
    .where('chats.deleted_at', 'is', null);
}

const THREAD_COLUMNS = [
  'chats.id',
  'chats.subject',
  'chats.status',
  'chats.user_id',
  'users.first_name as user_first_name',
  'users.last_name as user_last_name',
  'users.image as user_image',
  'chats.assigned_admin_id',
  'admins.first_name as admin_first_name',
  'admins.last_name as admin_last_name',
  'chats.last_message',
  'chats.last_message_at',
  'chats.messages_count',
  'chats.unread_count',
  'chats.created_at',
] as const;

function present(row: Record<string, unknown>): SupportThread {
  const name = (first: unknown, last: unknown) => `${first ?? ''} ${last ?? ''}`.trim();
  return {
    id: Number(row.id),
    subject: String(row.subject),
    status: row.status as ThreadStatus,
    user: {
      id: Number(row.user_id),
      name: name(row.user_first_name, row.user_last_name),
      image: (row.user_image as string | null) ?? null,
    },
    assignee:
      row.assigned_admin_id === null
        ? null
        : { id: Number(row.assigned_admin_id), name: name(row.admin_first_name, row.admin_last_name) },
    last_message: String(row.last_message),
    last_message_at: String(row.last_message_at),
    messages_count: Number(row.messages_count),
    unread_count: Number(row.unread_count),
    created_at: String(row.created_at),
  };
}

export async function findThread(db: Kysely<any>, id: number): Promise<SupportThread | null> {
  const row = await threadQuery(db).select(THREAD_COLUMNS).where('chats.id', '=', id).executeTakeFirst();
  return row ? present(row) : null;
}

export interface ThreadFilter {
  status?: ThreadStatus;
  search?: string;
  page: number;
  perPage: number;
}

/** A page of threads, latest activity first, with the total and the unread messages of every open thread. */
export async function listThreads(
  db: Kysely<any>,
  filter: ThreadFilter,
): Promise<{ data: SupportThread[]; total: number; unread_total: number }> {
  let query = threadQuery(db);
  if (filter.status) query = query.where('chats.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like('chats.subject'),
        like('chats.last_message'),
        like('users.first_name'),
        like('users.last_name'),
        like('users.email'),
      ]),
    );
  }
  const [rows, count, unread] = await Promise.all([
    query
      .select(THREAD_COLUMNS)
      .orderBy('chats.last_message_at', 'desc')
      .orderBy('chats.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('chats')
      .select((eb) => eb.fn.sum('unread_count').as('unread'))
      .where('deleted_at', 'is', null)
      .where('status', '!=', 'closed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(present),
    total: Number(count.total),
    unread_total: Number(unread.unread ?? 0),
  };
}
