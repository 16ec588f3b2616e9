// The Pusher-protocol endpoint (Channels protocol 7) on the server's own port: `GET /app/{key}` upgraded
// to a WebSocket. pusher-js connects here by default, so live chat needs nothing else running.
// Served: connection_established, ping/pong, subscribe/unsubscribe to the API's private channels with
// a signature from `broadcasting/auth`, and the events the API publishes. Client events are refused.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { parseChannel } from '../../common/realtime/channels';
import { HttpError } from '../http/errors';
import type { ChannelHub, Deliver } from './hub';
import { isValidSignature } from './signature';
import { newSocketId } from './socket-ids';

/** Seconds of silence after which pusher-js pings (it also decides it is offline after pong_timeout). */
export const ACTIVITY_TIMEOUT = 120;
/** Channels one socket may hold (the admin needs a handful). */
const MAX_CHANNELS = 100;
/** Largest frame a client may send, in bytes. */
const MAX_FRAME = 10_000;

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
  const socketId = newSocketId(credentials.secret);
  const channels = new Set<string>();
  const deliver: Deliver = (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(frame);
  };
  const leave = (channel: string) => {
    if (channels.delete(channel)) hub.unsubscribe(channel, deliver);
  };
  hub.connect(socketId, {
    channels,
    session: null,
    end(code, reason) {
      for (const channel of [...channels]) leave(channel);
      hub.disconnect(socketId);
      if (socket.readyState === socket.OPEN) socket.close(code, reason);
    },
    drop(channel) {
      if (!channels.has(channel)) return;
      leave(channel);
      send(
        socket,
        'pusher:subscription_error',
        { type: 'AuthError', error: 'Subscription ended.', status: 403 },
        channel,
      );
    },
  });

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
        const signed =
          hub.isConnected(socketId) &&
          isValidSignature(credentials.key, credentials.secret, socketId, channel, data?.auth);
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
        leave(typeof data?.channel === 'string' ? data.channel : '');
        return;
      }
      default:
        return sendError(socket, 4301, 'Client events are not accepted.');
    }
  });

  socket.on('close', () => {
    for (const channel of [...channels]) leave(channel);
    hub.disconnect(socketId);
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Browsers send Origin: the admin's own origin and the CORS_ORIGINS ones may connect; clients without it may. */
function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export async function realtimeEndpoint(app: FastifyInstance): Promise<void> {
  const { key, secret } = app.deps.config.realtime;
  const origins = app.deps.config.corsOrigins;
  const preValidation = async (request: FastifyRequest) => {
    if (!originAllowed(request, origins)) throw new HttpError(403, 'realtime.origin_forbidden');
  };
  app.get<{ Params: { key: string } }>('/app/:key', { websocket: true, preValidation }, (socket, request) => {
    if (request.params.key !== key) {
      sendError(socket, 4001, `App key ${request.params.key} does not exist.`);
      socket.close(4001, 'Unknown app key');
      return;
    }
    serveSocket(socket, app.hub, { key, secret });
  });
}

/**
 * Errors of an open socket. A client's malformed or oversized frame (ws's WS_ERR_* codes; ws has already
 * closed the socket, 1009 for a frame over the limit) is the client's doing: one info line, no stack.
 */
export function socketErrorHandler(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
    request.log.info({ code: error.code, reason: error.message }, 'live connection closed on a bad frame');
    return;
  }
  request.log.error(error);
  socket.terminate();
}
