// GET realtime/config (what pusher-js needs) and POST broadcasting/auth (a channel subscription signed
// as Pusher specifies, for channels the signed-in admin may read; 403 for any other).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseChannel } from '../../common/realtime/channels';
import { requirePermission } from '../auth/guard';
import { mayListen } from '../chat/access';
import { HttpError } from '../http/errors';
import { answerOf, bool, int, nullable, shape, str } from '../openapi/answers';
import { channelSignature, SOCKET_ID_PATTERN } from '../realtime/signature';
import { isIssuedSocketId } from '../realtime/socket-ids';

const TAGS = ['Live events'];

const configSchema = {
  tags: TAGS,
  summary: 'What pusher-js needs to connect',
  description:
    'For the built-in endpoint, the host, port and scheme the request reached (cluster `local`); for an external ' +
    'service, its configured ones (`wsHost`/`wsPort` null with a Pusher cluster).',
  response: answerOf(
    shape({
      key: str,
      wsHost: nullable(str),
      wsPort: nullable(int),
      forceTLS: bool,
      cluster: str,
      authEndpoint: { type: 'string', description: 'The path of `broadcasting/auth`' },
    }),
  ),
};

const authSchema = {
  tags: TAGS,
  summary: 'Sign a channel subscription',
  description:
    'The body comes as a form (`application/x-www-form-urlencoded`, what pusher-js sends) or as JSON. 400 for a ' +
    'socket id that is not `digits.digits`; 403 for a channel the admin may not read or the API does not serve. ' +
    "The answer is Pusher's own shape, not the envelope.",
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      socket_id: { type: 'string', maxLength: 50 },
      channel_name: { type: 'string', maxLength: 200 },
    },
    required: ['socket_id', 'channel_name'],
  },
  response: {
    200: shape({
      auth: { type: 'string', description: '`{key}:{hex HMAC-SHA256(secret, "{socket_id}:{channel_name}")}`' },
    }),
  },
};

/** The built-in endpoint is on this server: the host and port the browser reached it at. */
function ownEndpoint(request: FastifyRequest): { wsHost: string; wsPort: number; forceTLS: boolean } {
  const forceTLS = request.protocol === 'https';
  const host = request.host;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  const wsHost = match?.[1] ?? request.hostname;
  const wsPort = match?.[2] ? Number(match[2]) : forceTLS ? 443 : 80;
  return { wsHost, wsPort, forceTLS };
}

/**
 * Only a socket the endpoint handed out is signed (on this node, or on another one sharing the database),
 * and it is bound to the signing session so that ending the session ends its subscriptions.
 */
async function bindSocket(request: FastifyRequest, socketId: string, secret: string): Promise<void> {
  const { hub, realtime, deps } = request.server;
  const local = hub.isConnected(socketId);
  const elsewhere = !local && deps.dialect === 'postgres' && isIssuedSocketId(secret, socketId);
  if (!local && !elsewhere) throw new HttpError(403, 'realtime.socket_unknown');
  const session = { adminId: request.admin!.id, tokenId: request.admin!.tokenId };
  const bound = hub.sessionOf(socketId);
  if (bound && (bound.adminId !== session.adminId || bound.tokenId !== session.tokenId))
    throw new HttpError(403, 'realtime.socket_unknown');
  if (local) hub.bind(socketId, session);
  else await realtime.control({ kind: 'bind', socketId, session });
}

export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  // pusher-js posts the subscription as a form; JSON works too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/realtime/config', { preHandler: requirePermission(), schema: configSchema }, async (request) => {
    const { key, external } = request.server.deps.config.realtime;
    // Under whatever prefix this route was reached at (the API's).
    const authEndpoint = request.url.replace(/realtime\/config(\?.*)?$/, 'broadcasting/auth');
    const data = external
      ? {
          key,
          wsHost: external.host,
          wsPort: external.port,
          forceTLS: external.useTLS,
          cluster: external.cluster ?? 'mt1',
          authEndpoint,
        }
      : { key, ...ownEndpoint(request), cluster: 'local', authEndpoint };
    return { state: 1, data };
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(
    '/broadcasting/auth',
    {
      preHandler: requirePermission(),
      schema: authSchema,
    },
    async (request) => {
      const socketId = String(request.body?.socket_id);
      const channelName = String(request.body?.channel_name);
      if (!SOCKET_ID_PATTERN.test(socketId)) throw new HttpError(400, 'realtime.bad_socket');
      if (!mayListen(request.admin!, parseChannel(channelName))) throw new HttpError(403, 'realtime.channel_forbidden');
      const { key, secret, external } = request.server.deps.config.realtime;
      if (!external) await bindSocket(request, socketId, secret);
      // Pusher's answer shape, read by pusher-js as is.
      return { auth: channelSignature(key, secret, socketId, channelName) };
    },
  );
}
