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
