// POST chat/{groupId}/send and GET chat/{groupId}/messages (spec 7.5): a chat group's conversation.
// History pages backwards (`before` a message id, `limit` ≤ 100, newest last) or forwards from `after`
// (what a client that reconnects has missed).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  chatGroupChannel,
  MESSAGE_CREATED,
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
} from '../../common/realtime/channels';
import { recordByAdmin } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { GROUP_READERS, mayWriteInGroup } from '../chat/access';
import { messageProperties, readMessageInput } from '../chat/message-input';
import { chatMessageSchema, messagePageSchema, readMessages, readMessagesAfter, storeMessage } from '../chat/messages';
import { requireLiveRow } from '../db/live-rows';
import { HttpError } from '../http/errors';
import { strictObject } from '../http/schema';
import { answerOf } from '../openapi/answers';

const ID_PATTERN = '^[1-9][0-9]{0,9}$';
const groupParams = strictObject({ groupId: { type: 'string', pattern: ID_PATTERN } }, ['groupId']);
export const historyQuery = strictObject({
  before: { type: 'string', pattern: ID_PATTERN },
  after: { type: 'string', pattern: '^[0-9]{1,10}$' },
  limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
});

export interface HistoryQuery {
  before?: string;
  after?: string;
  limit?: string;
}

/** `limit` within 1..100 (a larger one is a 400), `before` and `after` not both. */
export function historyPage(query: HistoryQuery): { before?: number; after?: number; limit: number } {
  const limit = query.limit === undefined ? MESSAGE_PAGE_DEFAULT : Number(query.limit);
  if (limit > MESSAGE_PAGE_MAX) throw new HttpError(400, 'chat.limit_too_large', undefined);
  if (query.before !== undefined && query.after !== undefined) throw new HttpError(400, 'chat.before_and_after');
  return {
    limit,
    ...(query.before !== undefined ? { before: Number(query.before) } : {}),
    ...(query.after !== undefined ? { after: Number(query.after) } : {}),
  };
}

async function liveGroup(db: Kysely<any>, groupId: number): Promise<Record<string, unknown>> {
  return requireLiveRow(db, 'chat_groups', groupId, 'chat.group_not_found', ['id', 'enabled']);
}

function dbOf(request: FastifyRequest): Kysely<any> {
  return request.server.deps.db as Kysely<any>;
}

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { groupId: string }; Querystring: HistoryQuery }>(
    '/chat/:groupId/messages',
    {
      schema: {
        tags: ['Chat'],
        summary: "A page of a chat group's messages",
        description:
          'Newest last: the `limit` (≤ 100, default ' +
          `${MESSAGE_PAGE_DEFAULT}) messages before the id \`before\` (or the latest), or those after the id ` +
          '`after` (what a client that reconnects has missed); not both.',
        params: groupParams,
        querystring: historyQuery,
        response: answerOf(messagePageSchema),
      },
      preHandler: requirePermission(...GROUP_READERS),
    },
    async (request) => {
      const page = historyPage(request.query);
      const owner = { column: 'group_id', id: Number(request.params.groupId) } as const;
      await liveGroup(dbOf(request), owner.id);
      const data =
        page.after !== undefined
          ? await readMessagesAfter(dbOf(request), owner, page.after, page.limit)
          : await readMessages(dbOf(request), owner, page);
      return { state: 1, data };
    },
  );

  app.post<{ Params: { groupId: string }; Body: { message?: string; image?: string | null } }>(
    '/chat/:groupId/send',
    {
      schema: {
        tags: ['Chat'],
        summary: 'Send a message to a chat group',
        description:
          "Only the group's admins write in it (403 otherwise); a disabled group answers 409. The message also " +
          "goes out live as `message.created` on the group's channel.",
        params: groupParams,
        body: strictObject(messageProperties),
        response: answerOf(chatMessageSchema, 201),
      },
      preHandler: requirePermission(...GROUP_READERS),
    },
    async (request, reply) => {
      const db = dbOf(request);
      const groupId = Number(request.params.groupId);
      const group = await liveGroup(db, groupId);
      if (!(await mayWriteInGroup(db, request.admin!, groupId))) throw new HttpError(403, 'chat.not_group_admin');
      if (Number(group.enabled) !== 1) throw new HttpError(409, 'chat.group_disabled');
      const content = await readMessageInput(request, request.body ?? {});
      const message = await db.transaction().execute(async (trx) => {
        const stored = await storeMessage(
          trx,
          { column: 'group_id', id: groupId },
          { type: 'admin', id: request.admin!.id },
          content,
        );
        await trx
          .updateTable('chat_groups')
          .set((eb) => ({ messages_count: eb('messages_count', '+', 1), last_message_at: stored.created_at }))
          .where('id', '=', groupId)
          .execute();
        await recordByAdmin(trx, request, { action: 'send_message', model: 'chatgroup', ids: [groupId] });
        return stored;
      });
      await request.server.realtime.publish(chatGroupChannel(groupId), MESSAGE_CREATED, message);
      return reply.code(201).send({ state: 1, data: message });
    },
  );
}
