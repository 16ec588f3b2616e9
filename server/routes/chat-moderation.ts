// POST chat/message/{messageId}/hide: a moderator hides a message with a reason; `message.updated` then
// carries it, hidden, to everyone watching its conversation.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HIDE_REASON_MAX_LENGTH, MESSAGE_UPDATED } from '../../common/realtime/channels';
import { requirePermission } from '../auth/guard';
import { GROUP_READERS, THREAD_READERS } from '../chat/access';
import { chatMessageSchema } from '../chat/messages';
import { hideMessage } from '../chat/moderation';
import { HttpError } from '../http/errors';
import { strictObject } from '../http/schema';
import { envelope } from '../openapi/answers';

const params = strictObject({ messageId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, ['messageId']);
// The length rule has its own message; this bound only stops abuse.
const body = strictObject({ reason: { type: 'string', maxLength: HIDE_REASON_MAX_LENGTH * 4 } }, ['reason']);

export async function chatModerationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { messageId: string }; Body: { reason: string } }>(
    '/chat/message/:messageId/hide',
    {
      schema: {
        tags: ['Chat'],
        summary: 'Hide a message, with a reason',
        description:
          'Those who write in a group moderate it, those who answer support threads moderate them. The hidden ' +
          'message goes out live as `message.updated`; a message already hidden answers 409.',
        params,
        body,
        response: { 200: { ...envelope(chatMessageSchema), required: ['state', 'message', 'data'] } },
      },
      preHandler: requirePermission(...GROUP_READERS, ...THREAD_READERS),
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason === '') throw new HttpError(422, 'errors.validation', { reason: [request.t('chat.reason_required')] });
      if ([...reason].length > HIDE_REASON_MAX_LENGTH)
        throw new HttpError(422, 'errors.validation', {
          reason: [request.t('chat.reason_too_long', { max: HIDE_REASON_MAX_LENGTH })],
        });
      const db = request.server.deps.db as Kysely<any>;
      const { message, channel } = await hideMessage(db, request.admin!, Number(request.params.messageId), reason);
      await request.server.realtime.publish(channel, MESSAGE_UPDATED, message);
      return { state: 1, message: request.t('chat.message_hidden'), data: message };
    },
  );
}
