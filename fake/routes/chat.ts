// Chat groups' conversations, moderation and support threads in the demo: the server's own routes
// (server/routes/chat.ts, chat-moderation.ts, support-chat.ts) on the demo database. Without a realtime
// endpoint the screens show they are offline; what is sent shows at once all the same.
import { chatRoutes } from '../../server/routes/chat';
import { chatModerationRoutes } from '../../server/routes/chat-moderation';
import { supportChatRoutes } from '../../server/routes/support-chat';
import type { FakeRoute } from '../router';
import { routesOf } from './from-server';

export async function chatRoutesOfDemo(): Promise<FakeRoute[]> {
  return [
    ...(await routesOf(chatRoutes)),
    ...(await routesOf(chatModerationRoutes)),
    ...(await routesOf(supportChatRoutes)),
  ];
}
