// The live channels and events of chat and support (both sides name them the same way).

export const chatGroupChannel = (groupId: number): string => `private-chat-group.${groupId}`;
export const supportThreadChannel = (threadId: number): string => `private-support-thread.${threadId}`;
/** Thread-level news for the support screen and the menu badge: new thread, new message, status change. */
export const SUPPORT_CHANNEL = 'private-support';

export const MESSAGE_CREATED = 'message.created';
/** A message changed (hidden by a moderator): the whole message again, as `messages` gives it. */
export const MESSAGE_UPDATED = 'message.updated';
export const THREAD_UPDATED = 'thread.updated';

/** Message history pages: at most this many a request, this many by default. */
export const MESSAGE_PAGE_MAX = 100;
export const MESSAGE_PAGE_DEFAULT = 50;
/** The longest message text, in characters. */
// 1000 characters keep an event (4 bytes a character at worst) under PostgreSQL's 8000-byte NOTIFY payload.
export const MESSAGE_MAX_LENGTH = 1000;
/** The longest reason for hiding a message, in characters. */
export const HIDE_REASON_MAX_LENGTH = 500;

export type ParsedChannel =
  | { kind: 'chat-group'; id: number }
  | { kind: 'support-thread'; id: number }
  | { kind: 'support' }
  | null;

/** What a channel name points at, or null for a channel the API does not serve. */
export function parseChannel(name: string): ParsedChannel {
  if (name === SUPPORT_CHANNEL) return { kind: 'support' };
  const match = /^private-(chat-group|support-thread)\.([1-9][0-9]{0,9})$/.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  return match[1] === 'chat-group' ? { kind: 'chat-group', id } : { kind: 'support-thread', id };
}
