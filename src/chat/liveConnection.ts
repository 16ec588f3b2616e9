// The signed-in admin's one pusher-js connection, opened on first use: pusher-js is fetched then (its
// own chunk, outside the first bundle), with what GET realtime/config says — by default the server's
// own Pusher-protocol endpoint, or the configured service.
import type Pusher from 'pusher-js';
import type { RealtimeSettings } from '../../common/chat/types';
import { apiUrl } from '../providers/http';
import { accessToken } from '../providers/session';

let opening: Promise<Pusher> | null = null;

export function pusherOptions(settings: RealtimeSettings) {
  const endpoint = new URL(settings.authEndpoint, apiUrl('')).toString();
  return {
    cluster: settings.cluster,
    forceTLS: settings.forceTLS,
    ...(settings.wsHost ? { wsHost: settings.wsHost } : {}),
    ...(settings.wsPort ? { wsPort: settings.wsPort, wssPort: settings.wsPort } : {}),
    enabledTransports: ['ws', 'wss'] as Array<'ws' | 'wss'>,
    channelAuthorization: {
      endpoint,
      transport: 'ajax' as const,
      // Read at each subscription, so a new sign-in's token is used.
      headersProvider: () => ({ Authorization: `Bearer ${accessToken() ?? ''}`, Accept: 'application/json' }),
    },
  };
}

/** The connection, opened once per page load; `loadSettings` is the data provider's realtimeConfig. */
export function liveConnection(loadSettings: () => Promise<RealtimeSettings>): Promise<Pusher> {
  opening ??= (async () => {
    const [{ default: PusherClient }, settings] = await Promise.all([import('pusher-js'), loadSettings()]);
    return new PusherClient(settings.key, pusherOptions(settings));
  })().catch((error: unknown) => {
    // A failed start (offline, server down) is tried again by the next screen that asks.
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the connection (sign-out). */
export async function closeLiveConnection(): Promise<void> {
  const current = opening;
  opening = null;
  (await current?.catch(() => null))?.disconnect();
}
