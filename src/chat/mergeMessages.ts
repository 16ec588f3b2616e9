// Messages held on screen: one per id, oldest first, whatever order pages and live events arrive in
// (a reconnect's catch-up may repeat what an event already brought).
import type { ChatMessage } from '../../common/chat/types';

export function mergeMessages(held: readonly ChatMessage[], arrived: readonly ChatMessage[]): ChatMessage[] {
  if (arrived.length === 0) return held as ChatMessage[];
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of arrived) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The calendar day of a timestamp in the reader's time zone, to put a separator where it changes. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}
