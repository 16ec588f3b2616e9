// GET support-chat, GET support-chat/show/{threadId}, POST support-chat/sendMessage (spec 7.5): the
// support threads, one thread with its latest messages, and an admin's answer.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGE_CREATED, SUPPORT_CHANNEL, supportThreadChannel, THREAD_UPDATED } from '../../common/realtime/channels';
import { recordByAdmin, valueChange } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { THREAD_ANSWERERS, THREAD_READERS } from '../chat/access';
import { messageProperties, readMessageInput } from '../chat/message-input';
import { chatMessageSchema, messagePageSchema, readMessages, readMessagesAfter, storeMessage } from '../chat/messages';
import type { ThreadStatus } from '../chat/thread-statuses';
import { findThread, listThreads, supportThreadSchema } from '../chat/threads';
import { requireLiveRow } from '../db/live-rows';
import { HttpError } from '../http/errors';
import { strictObject } from '../http/schema';
import { answerOf, int, listOf, shape } from '../openapi/answers';
import { historyPage, historyQuery, type HistoryQuery } from './chat';

const listQuery = strictObject({
  status: { type: 'string', enum: ['open', 'pending', 'closed'] },
  search: { type: 'string', maxLength: 100 },
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  per_page: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
});

const threadParams = strictObject({ threadId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, ['threadId']);

const sendBody = strictObject(
  {
    thread_id: { type: ['integer', 'string'], pattern: '^[1-9][0-9]{0,9}$', minimum: 1, maximum: 2_147_483_647 },
    ...messageProperties,
  },
  ['thread_id'],
);

export async function supportChatRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { status?: ThreadStatus; search?: string; page?: string; per_page?: string } }>(
    '/support-chat',
    {
      schema: {
        tags: ['Support chat'],
        summary: 'A page of support threads',
        description:
          'Latest activity first; `total` counts the matching threads, `unread_total` the unread messages of ' +
          'every thread that is not closed.',
        querystring: listQuery,
        response: answerOf(
          shape({ data: listOf(supportThreadSchema), total: int, unread_total: int, page: int, per_page: int }),
        ),
      },
      preHandler: requirePermission(...THREAD_READERS),
    },
    async (request) => {
      const perPage = Number(request.query.per_page ?? 30);
      if (perPage > 100) throw new HttpError(400, 'chat.limit_too_large');
      const page = Number(request.query.page ?? 1);
      const list = await listThreads(request.server.deps.db as Kysely<any>, {
        status: request.query.status,
        search: request.query.search,
        page,
        perPage,
      });
      return { state: 1, data: { ...list, page, per_page: perPage } };
    },
  );

  app.get<{ Params: { threadId: string }; Querystring: HistoryQuery }>(
    '/support-chat/show/:threadId',
    {
      schema: {
        tags: ['Support chat'],
        summary: 'One support thread with a page of its messages',
        description:
          "Paged like a chat group's messages (`before`, `after`, `limit`). Opening the thread (without " +
          '`before`) reads it: its unread count drops to zero.',
        params: threadParams,
        querystring: historyQuery,
        response: answerOf(shape({ thread: supportThreadSchema, ...(messagePageSchema.properties as object) })),
      },
      preHandler: requirePermission(...THREAD_READERS),
    },
    async (request) => {
      const db = request.server.deps.db as Kysely<any>;
      const id = Number(request.params.threadId);
      const page = historyPage(request.query);
      let thread = await findThread(db, id);
      if (!thread) throw new HttpError(404, 'support.thread_not_found');
      const owner = { column: 'thread_id', id } as const;
      const history =
        page.after !== undefined
          ? await readMessagesAfter(db, owner, page.after, page.limit)
          : await readMessages(db, owner, page);
      // Opening a thread reads it: its unread count drops to zero for every admin.
      if (thread.unread_count > 0 && page.before === undefined) {
        await db.updateTable('chats').set({ unread_count: 0 }).where('id', '=', id).execute();
        thread = { ...thread, unread_count: 0 };
        await request.server.realtime.publish(SUPPORT_CHANNEL, THREAD_UPDATED, thread);
      }
      return { state: 1, data: { thread, ...history } };
    },
  );

  app.post<{ Body: { thread_id: number | string; message?: string; image?: string | null } }>(
    '/support-chat/sendMessage',
    {
      schema: {
        tags: ['Support chat'],
        summary: 'Answer a support thread',
        description:
          'The thread becomes `pending` (waiting for the user) with nothing unread; a closed thread answers 409.',
        body: sendBody,
        response: answerOf(chatMessageSchema, 201),
      },
      preHandler: requirePermission(...THREAD_ANSWERERS),
    },
    async (request, reply) => {
      const db = request.server.deps.db as Kysely<any>;
      const { thread_id, ...body } = request.body;
      const id = Number(thread_id);
      const content = await readMessageInput(request, body);
      const result = await db.transaction().execute(async (trx) => {
        const row = await requireLiveRow(trx, 'chats', id, 'support.thread_not_found', ['id', 'status']);
        if (row.status === 'closed') throw new HttpError(409, 'support.thread_closed');
        const message = await storeMessage(
          trx,
          { column: 'thread_id', id },
          { type: 'admin', id: request.admin!.id },
          content,
        );
        // An answer leaves the thread waiting for the user, with nothing unread.
        await trx
          .updateTable('chats')
          .set((eb) => ({
            status: 'pending',
            unread_count: 0,
            last_message: content.message,
            last_message_at: message.created_at,
            messages_count: eb('messages_count', '+', 1),
            updated_at: message.created_at,
          }))
          .where('id', '=', id)
          .execute();
        await recordByAdmin(trx, request, {
          action: 'send_message',
          model: 'chats',
          ids: [id],
          changes: valueChange('status', row.status, 'pending'),
        });
        return { message, thread: (await findThread(trx, id))! };
      });
      await request.server.realtime.publish(supportThreadChannel(id), MESSAGE_CREATED, result.message);
      await request.server.realtime.publish(SUPPORT_CHANNEL, THREAD_UPDATED, result.thread);
      return reply.code(201).send({ state: 1, data: result.message });
    },
  );
}
