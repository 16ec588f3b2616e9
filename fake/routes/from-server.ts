// Server route plugins answered by the demo backend as they are: their registrations are collected from a
// stand-in for Fastify, and each call runs the route's own schema checks, permission preHandler and
// handler on the demo database. Live events go nowhere (the demo has no realtime endpoint).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchema } from '../../server/http/schema';
import { answer, type FakeCall, type FakeResponse, type FakeRoute } from '../router';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
interface RouteOptions {
  schema?: { params?: JsonSchema; body?: JsonSchema; querystring?: JsonSchema };
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

function requestOf(call: FakeCall): FastifyRequest {
  return {
    server: { deps: { db: call.db }, realtime: { publish: async () => {} } },
    // The demo's session has already named the admin: the preHandler only checks permissions.
    admin: call.admin,
    language: call.language,
    t: call.t,
    params: call.params,
    query: call.query,
    body: call.body,
    headers: {},
  } as unknown as FastifyRequest;
}

function run(handler: Handler, options: RouteOptions) {
  return async (call: FakeCall): Promise<FakeResponse> => {
    const request = requestOf(call);
    let sent: FakeResponse | null = null;
    let status = 200;
    const reply = {
      code(code: number) {
        status = code;
        return reply;
      },
      send(body: unknown) {
        sent = answer(status, body);
        return reply;
      },
    } as unknown as FastifyReply;
    await options.preHandler?.(request, reply);
    const result = await handler(request, reply);
    return sent ?? answer(status, result);
  };
}

/**
 * The FakeRoutes of a server plugin that registers plain `get`/`post` routes. `deps` stands for the
 * instance's `app.deps`, for plugins that read the database from the instance rather than the request.
 */
export async function routesOf(
  plugin: (app: FastifyInstance) => Promise<void>,
  deps: { db?: unknown } = {},
): Promise<FakeRoute[]> {
  const routes: FakeRoute[] = [];
  const add = (method: 'GET' | 'POST') => (path: string, options: RouteOptions, handler: Handler) => {
    routes.push({
      method,
      path,
      permissions: [],
      schema: { params: options.schema?.params, body: options.schema?.body, query: options.schema?.querystring },
      handle: run(handler, options),
    });
  };
  await plugin({ get: add('GET'), post: add('POST'), deps } as unknown as FastifyInstance);
  return routes;
}
