// Where the API's events go: the process's own hub (the Pusher-protocol endpoint); on PostgreSQL every
// process's hub (NOTIFY on one channel, each process LISTENs and delivers to its own sockets); or an
// external Pusher-compatible service when one is configured.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import Pusher from 'pusher';
import type { ExternalRealtime } from './config';
import type { ChannelHub, SocketSession } from './hub';

export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** Tells every process's endpoint (this one included) about its sockets' sessions. */
  control(notice: ControlNotice): Promise<void>;
  close(): Promise<void>;
}

/** `bind`: whose session signed a socket; `check`: sessions or roles changed, look again. */
export type ControlNotice = { kind: 'bind'; socketId: string; session: SocketSession } | { kind: 'check' };
export type ApplyControl = (notice: ControlNotice) => void;

/** The PostgreSQL NOTIFY channel the processes share. */
export const NOTIFY_CHANNEL = 'realtime_events';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on. */
const NOTIFY_LIMIT = 7999;

/** One process: events go straight to its hub. */
export function localPublisher(hub: ChannelHub, apply: ApplyControl): Publisher {
  return {
    async publish(channel, event, data) {
      hub.deliver(channel, event, data);
    },
    async control(notice) {
      apply(notice);
    },
    async close() {},
  };
}

interface Notice {
  channel: string;
  event: string;
  data: unknown;
}

type Payload = Notice | { control: ControlNotice };

/**
 * Several processes on one PostgreSQL: a publish is a NOTIFY; every process (this one included) hears it
 * on its LISTEN connection and delivers it to its own sockets, in the order the database committed them.
 */
export async function postgresPublisher(
  db: Kysely<any>,
  databaseUrl: string,
  hub: ChannelHub,
  apply: ApplyControl,
  onError: (error: unknown) => void,
): Promise<Publisher> {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
      try {
        const notice = JSON.parse(message.payload) as Payload;
        if ('control' in notice) apply(notice.control);
        else hub.deliver(notice.channel, notice.event, notice.data);
      } catch (error) {
        onError(error);
      }
    });
    // A lost LISTEN connection is opened again; clients fetch what they missed when they reconnect.
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
      if (!closed) setTimeout(() => connect().catch(onError), 1000);
    });
    await next.connect();
    await next.query(`listen ${NOTIFY_CHANNEL}`);
    client = next;
  };
  await connect();
  return {
    async publish(channel, event, data) {
      const payload = JSON.stringify({ channel, event, data } satisfies Notice);
      if (Buffer.byteLength(payload) > NOTIFY_LIMIT) {
        // Cannot cross processes; this process's clients still get it, the others fetch it on their next read.
        hub.deliver(channel, event, data);
        return;
      }
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`.execute(db);
    },
    async control(notice) {
      const payload = JSON.stringify({ control: notice } satisfies Payload);
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`.execute(db);
    },
    async close() {
      closed = true;
      await (client as pg.Client | null)?.end().catch(() => {});
    },
  };
}

/** An external service through the official library (Pusher, or soketi with host and port). */
export function externalPublisher(service: ExternalRealtime, apply: ApplyControl): Publisher {
  const base = { appId: service.appId, key: service.key, secret: service.secret, useTLS: service.useTLS };
  const pusher = service.host
    ? new Pusher({ ...base, host: service.host, ...(service.port ? { port: String(service.port) } : {}) })
    : new Pusher({ ...base, cluster: service.cluster ?? 'mt1' });
  return {
    async publish(channel, event, data) {
      await pusher.trigger(channel, event, data);
    },
    // The service's own connections are its to end; this process's endpoint still hears the notice.
    async control(notice) {
      apply(notice);
    },
    async close() {},
  };
}
