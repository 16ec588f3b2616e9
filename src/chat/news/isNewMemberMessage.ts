// Whether a `thread.updated` brings a new message from the member (not an answer, a read, an assignment
// or a status change): it has unread messages and a last message the page has not seen, written after
// the page started listening.
import type { SupportThread } from '../../../common/chat/types';

export function isNewMemberMessage(
  thread: SupportThread,
  seen: ReadonlyMap<number, string>,
  listeningSince: string,
): boolean {
  if (thread.unread_count === 0) return false;
  const before = seen.get(thread.id);
  return before === undefined ? thread.last_message_at > listeningSince : thread.last_message_at !== before;
}
