// The chat groups' and the support inbox's calls, and where the live updates connect.
import type {
  ChatMessage,
  MessagePage,
  RealtimeSettings,
  SupportThread,
  SupportThreadList,
} from '../../../common/chat/types';
import type { RecordId } from '../apiAnswers';
import { request } from '../http';

/** Which page of a conversation: the one before `before`, or what came after `after`. */
type MessagePageQuery = { before?: number; after?: number; limit?: number };

export interface ChatCalls {
  /** GET chat/{groupId}/messages: a page before `before`, or what came after `after`; newest last. */
  chatMessages: (groupId: RecordId, page: MessagePageQuery) => Promise<MessagePage>;
  /** POST chat/{groupId}/send: the stored message; `image` is a picture's path from uploadImage. */
  sendChatMessage: (groupId: RecordId, message: string, image?: string | null) => Promise<ChatMessage>;
  /** POST chat/message/{messageId}/hide: the message, now hidden with the reason. */
  hideChatMessage: (messageId: RecordId, reason: string) => Promise<ChatMessage>;
  /** GET realtime/config: where pusher-js connects. */
  realtimeConfig: () => Promise<RealtimeSettings>;
  /** GET support-chat: threads, latest activity first. */
  supportThreads: (query: {
    status?: string;
    search?: string;
    page?: number;
    per_page?: number;
  }) => Promise<SupportThreadList>;
  /** GET support-chat's `unread_total` (the menu badge), asked quietly: a failure only leaves it out. */
  supportUnread: () => Promise<number>;
  /** GET support-chat/show/{threadId}: the thread and a page of its messages (opening it reads it). */
  supportThread: (threadId: RecordId, page: MessagePageQuery) => Promise<MessagePage & { thread: SupportThread }>;
  /** POST support-chat/sendMessage: the stored answer. */
  sendSupportMessage: (threadId: RecordId, message: string, image?: string | null) => Promise<ChatMessage>;
}

export const chatCalls: ChatCalls = {
  async chatMessages(groupId, page) {
    const path = `chat/${encodeURIComponent(String(groupId))}/messages`;
    return (await request<MessagePage>(path, { data: page })).data as MessagePage;
  },

  async sendChatMessage(groupId, message, image) {
    const path = `chat/${encodeURIComponent(String(groupId))}/send`;
    const data = image ? { message, image } : { message };
    return (await request<ChatMessage>(path, { method: 'post', data })).data as ChatMessage;
  },

  async hideChatMessage(messageId, reason) {
    const path = `chat/message/${encodeURIComponent(String(messageId))}/hide`;
    return (await request<ChatMessage>(path, { method: 'post', data: { reason } })).data as ChatMessage;
  },

  async supportThreads(query) {
    return (await request<SupportThreadList>('support-chat', { data: query })).data as SupportThreadList;
  },

  async supportUnread() {
    const answer = await request<SupportThreadList>('support-chat', { data: { per_page: 1 }, quiet: true });
    return Number(answer.data?.unread_total ?? 0);
  },

  async supportThread(threadId, page) {
    const path = `support-chat/show/${encodeURIComponent(String(threadId))}`;
    return (await request<MessagePage & { thread: SupportThread }>(path, { data: page })).data as MessagePage & {
      thread: SupportThread;
    };
  },

  async sendSupportMessage(threadId, message, image) {
    const data = { thread_id: Number(threadId), message, ...(image ? { image } : {}) };
    return (await request<ChatMessage>('support-chat/sendMessage', { method: 'post', data })).data as ChatMessage;
  },

  async realtimeConfig() {
    return (await request<RealtimeSettings>('realtime/config', { quiet: true })).data as RealtimeSettings;
  },
};
