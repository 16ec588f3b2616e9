// Where live events go and what pusher-js is told. By default the server's own Pusher-protocol endpoint
// (`/app/{key}` on its port) with REALTIME_KEY / REALTIME_SECRET; with PUSHER_APP_ID, PUSHER_KEY and
// PUSHER_SECRET (plus PUSHER_HOST / PUSHER_PORT, or PUSHER_CLUSTER) an external service: Pusher itself,
// or soketi for many nodes.
import { randomBytes } from 'node:crypto';

export interface ExternalRealtime {
  appId: string;
  key: string;
  secret: string;
  host: string | null;
  port: number | null;
  cluster: string | null;
  useTLS: boolean;
}

export interface RealtimeConfig {
  /** The key and secret that sign channel subscriptions (the built-in endpoint's, or the service's). */
  key: string;
  secret: string;
  external: ExternalRealtime | null;
}

export const DEFAULT_REALTIME_KEY = 'fitness-admin';

/**
 * Without REALTIME_SECRET each process signs with a secret of its own, which is enough for one process;
 * several processes behind one address must share it.
 */
export function defaultRealtimeConfig(): RealtimeConfig {
  return { key: DEFAULT_REALTIME_KEY, secret: randomBytes(32).toString('hex'), external: null };
}

export function realtimeConfigFrom(env: NodeJS.ProcessEnv): RealtimeConfig {
  const appId = env.PUSHER_APP_ID?.trim();
  const key = env.PUSHER_KEY?.trim();
  const secret = env.PUSHER_SECRET?.trim();
  if (appId && key && secret) {
    const port = env.PUSHER_PORT?.trim() ? Number(env.PUSHER_PORT) : null;
    if (port !== null && (!Number.isInteger(port) || port < 1 || port > 65_535))
      throw new Error(`PUSHER_PORT must be a port number (got "${env.PUSHER_PORT}").`);
    return {
      key,
      secret,
      external: {
        appId,
        key,
        secret,
        host: env.PUSHER_HOST?.trim() || null,
        port,
        cluster: env.PUSHER_CLUSTER?.trim() || null,
        useTLS: !/^(0|false|no)$/i.test(env.PUSHER_USE_TLS?.trim() ?? 'true'),
      },
    };
  }
  const defaults = defaultRealtimeConfig();
  return {
    key: env.REALTIME_KEY?.trim() || defaults.key,
    secret: env.REALTIME_SECRET?.trim() || defaults.secret,
    external: null,
  };
}
