// The Pusher-protocol endpoint (Channels protocol 7) on the server's own port: `GET /app/{key}` upgraded
// to a WebSocket. pusher-js connects here by default, so live chat needs nothing else running.
// Served: connection_established, ping/pong, subscribe/unsubscribe to the API's private channels with
// a signature from `broadcasting/auth`, and the events the API publishes. Client events are refused.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { parseChannel } from '../../common/realtime/channels';
import type { ChannelHub, Deliver } from './hub';
import { isValidSignature } from './signature';

/** Seconds of silence after which pusher-js pings (it also decides it is offline after pong_timeout). */
export const ACTIVITY_TIMEOUT = 120;
/** Channels one socket may hold (the admin needs a handful). */
const MAX_CHANNELS = 100;
/** Largest frame a client may send, in bytes. */
const MAX_FRAME = 10_000;

let nextSocket = 0;
const PROCESS_PART = randomInt(1, 2 ** 31);

function send(socket: WebSocket, event: string, data: unknown, channel?: string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ event, ...(channel ? { channel } : {}), data: JSON.stringify(data) }));
}

function sendError(socket: WebSocket, code: number | null, message: string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
}

interface ClientFrame {
  event?: unknown;
  data?: unknown;
  channel?: unknown;
}

function readFrame(raw: Buffer | ArrayBuffer | Buffer[]): ClientFrame | null {
  try {
    const text = Array.isArray(raw) ? Buffer.concat(raw).toString() : Buffer.from(raw as ArrayBuffer).toString();
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ClientFrame) : null;
  } catch {
    return null;
  }
}

/** One connected client: its socket id, its channels, and how it reads the client's frames. */
function serveSocket(socket: WebSocket, hub: ChannelHub, credentials: { key: string; secret: string }): void {
  const socketId = `${PROCESS_PART}.${++nextSocket}`;
  const channels = new Set<string>();
  const deliver: Deliver = (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  send(socket, 'pusher:connection_established', { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT });

  socket.on('message', (raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    const size = Array.isArray(raw) ? raw.reduce((sum, part) => sum + part.length, 0) : raw.byteLength;
    if (isBinary || size > MAX_FRAME) return sendError(socket, 4200, 'Frames are JSON text of at most 10 kB.');
    const frame = readFrame(raw);
    if (!frame || typeof frame.event !== 'string') return sendError(socket, null, 'Unreadable frame.');
    const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) as Record<string, unknown>;
    switch (frame.event) {
      case 'pusher:ping':
        return socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      case 'pusher:subscribe': {
        const channel = typeof data?.channel === 'string' ? data.channel : '';
        if (channels.has(channel)) return send(socket, 'pusher_internal:subscription_succeeded', {}, channel);
        const known = parseChannel(channel) !== null;
        const signed = isValidSignature(credentials.key, credentials.secret, socketId, channel, data?.auth);
        if (!known || !signed || channels.size >= MAX_CHANNELS) {
          return send(
            socket,
            'pusher:subscription_error',
            {
              type: 'AuthError',
              error: known ? 'Invalid signature.' : 'Unknown channel.',
              status: known ? 401 : 404,
            },
            channel,
          );
        }
        channels.add(channel);
        hub.subscribe(channel, deliver);
        return send(socket, 'pusher_internal:subscription_succeeded', {}, channel);
      }
      case 'pusher:unsubscribe': {
        const channel = typeof data?.channel === 'string' ? data.channel : '';
        if (channels.delete(channel)) hub.unsubscribe(channel, deliver);
        return;
      }
      default:
        return sendError(socket, 4301, 'Client events are not accepted.');
    }
  });

  socket.on('close', () => {
    for (const channel of channels) hub.unsubscribe(channel, deliver);
    channels.clear();
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function realtimeEndpoint(app: FastifyInstance): Promise<void> {
  const { key, secret } = app.deps.config.realtime;
  app.get<{ Params: { key: string } }>('/app/:key', { websocket: true }, (socket, request) => {
    if (request.params.key !== key) {
      sendError(socket, 4001, `App key ${request.params.key} does not exist.`);
      socket.close(4001, 'Unknown app key');
      return;
    }
    serveSocket(socket, app.hub, { key, secret });
  });
}
