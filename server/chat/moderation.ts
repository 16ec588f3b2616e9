// Hiding a message (moderation): who may, and the change itself with who, when and why, recorded in the
// activity log in the same transaction. A hidden message stays in the history for admins, marked hidden.
import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../common/chat/types';
import { chatGroupChannel, supportThreadChannel } from '../../common/realtime/channels';
import { recordActivity } from '../activity/record';
import { hasAnyPermission, type SignedInAdmin } from '../auth/guard';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { mayWriteInGroup, THREAD_ANSWERERS } from './access';
import { MESSAGE_COLUMNS, presentMessages } from './messages';
import { MESSAGES_TABLE } from './messages-table';

/** Those who write in a group moderate it; those who answer support threads moderate them. */
async function mayModerate(db: Kysely<any>, admin: SignedInAdmin, row: Record<string, unknown>): Promise<boolean> {
  if (row.group_id !== null) return mayWriteInGroup(db, admin, Number(row.group_id));
  return hasAnyPermission(admin, ...THREAD_ANSWERERS);
}

/** Hides the message and answers it with the channel its change goes out on. */
export async function hideMessage(
  db: Kysely<any>,
  admin: SignedInAdmin,
  messageId: number,
  reason: string,
): Promise<{ message: ChatMessage; channel: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(MESSAGES_TABLE)
      .select(MESSAGE_COLUMNS)
      .where('id', '=', messageId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'chat.message_not_found');
    if (!(await mayModerate(trx, admin, row))) throw new HttpError(403, 'chat.may_not_hide');
    if (row.hidden_at !== null) throw new HttpError(409, 'chat.already_hidden');
    const now = nowIso();
    await trx
      .updateTable(MESSAGES_TABLE)
      .set({ hidden_at: now, hidden_by: admin.id, hidden_reason: reason })
      .where('id', '=', messageId)
      .execute();
    const inGroup = row.group_id !== null;
    await recordActivity(trx, {
      adminId: admin.id,
      action: 'hide_message',
      model: inGroup ? 'chatgroup' : 'chats',
      ids: [Number(inGroup ? row.group_id : row.thread_id)],
      changes: {
        message_id: { before: null, after: messageId },
        hidden_reason: { before: null, after: reason },
      },
    });
    const [message] = await presentMessages(trx, [
      { ...row, hidden_at: now, hidden_by: admin.id, hidden_reason: reason },
    ]);
    const channel = inGroup ? chatGroupChannel(Number(row.group_id)) : supportThreadChannel(Number(row.thread_id));
    return { message, channel };
  });
}
