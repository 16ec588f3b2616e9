// What the chat calls answer and the live events carry (docs/api.md "Chat groups and support threads").

export interface ChatMessage {
  id: number;
  group_id: number | null;
  thread_id: number | null;
  sender: { type: 'admin' | 'user'; id: number; name: string; image: string | null };
  /** Plain text as typed: shown as text, never as HTML. */
  message: string;
  image: string | null;
  hidden: boolean;
  hidden_reason: string | null;
  /** When and by whom it was hidden (moderation), null while shown. */
  hidden_at: string | null;
  hidden_by: { id: number; name: string } | null;
  created_at: string;
}

export interface MessagePage {
  messages: ChatMessage[];
  has_more: boolean;
}

/** GET realtime/config: what pusher-js needs. */
export interface RealtimeSettings {
  key: string;
  wsHost: string | null;
  wsPort: number | null;
  forceTLS: boolean;
  cluster: string;
  authEndpoint: string;
}

export type ThreadStatus = 'open' | 'pending' | 'closed';

/** A support thread as GET support-chat lists it and `thread.updated` carries it. */
export interface SupportThread {
  id: number;
  subject: string;
  status: ThreadStatus;
  user: { id: number; name: string; image: string | null };
  assignee: { id: number; name: string } | null;
  last_message: string;
  last_message_at: string;
  messages_count: number;
  unread_count: number;
  created_at: string;
}

export interface SupportThreadList {
  data: SupportThread[];
  total: number;
  unread_total: number;
  page: number;
  per_page: number;
}
