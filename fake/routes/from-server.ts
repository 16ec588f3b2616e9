// The server's route plugins, answered by the demo backend as they are: each plugin registers on a stand-in
// for Fastify, and each call goes through the route's own lifecycle as Fastify runs it (onRequest hooks,
// preValidation hooks, the params/body/querystring schemas, preHandler hooks with the permission check, then
// the handler) on the demo database. What the stand-in does not know fails loudly when the demo starts,
// not silently when a screen calls.
import { isSignInCheck } from '../../server/auth/check-first';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../server/app';
import type { SignedInAdmin } from '../../server/auth/guard';
import type { ExportJobs } from '../../server/jobs/export-jobs';
import type { JsonSchema } from '../../server/http/schema';
import { translate, type MessageParams } from '../../server/http/language';
import type { Publisher } from '../../server/realtime/publisher';
import type { UploadStore } from '../../server/uploads/store';
import { checkSchema } from '../body-check';
import { NotInDemoError } from '../not-in-demo';
import { answer, type FakeRequest, type FakeResponse, type FakeRoute } from '../router';
import type { FakeSessions } from '../sessions';

export type RoutePlugin = (app: FastifyInstance, deps: AppDeps) => Promise<void>;
type Hook = (request: FastifyRequest, reply: FastifyReply, done?: (error?: unknown) => void) => unknown;
export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

const HOOKS = ['onRequest', 'preValidation', 'preHandler'] as const;
type HookName = (typeof HOOKS)[number];

interface Schemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  /** A schema, or `{ content: { [mediaType]: { schema } } }`. */
  body?: JsonSchema;
  headers?: JsonSchema;
}

/** Route options the stand-in runs; anything else is refused when the route is registered. */
const KNOWN_OPTIONS = new Set(['method', 'url', 'handler', 'schema', 'config', 'bodyLimit', 'logLevel', ...HOOKS]);
// Answer schemas document the server and its tests check them; the demo answers with the same handlers.
const KNOWN_SCHEMAS = new Set([
  'params',
  'querystring',
  'body',
  'headers',
  'summary',
  'description',
  'tags',
  'response',
]);

/** What the demo backend's routes share: the server's deps on the demo database, and the demo's sign-ins. */
export interface DemoServer {
  deps: AppDeps;
  sessions: FakeSessions;
}

const quietLogger = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: () => quietLogger,
};

// The instance's decorations, as the demo has them: live events go nowhere (nobody can listen), and
// files have nowhere to go (the NOT_IN_DEMO operations never reach these).
const realtime: Publisher = { publish: async () => {}, control: async () => {}, close: async () => {} };
const refuse = (what: string) => async (): Promise<never> => {
  throw new NotInDemoError(what);
};
const uploadStore: UploadStore = {
  kind: 'disk',
  put: refuse('Storing an upload'),
  putFile: refuse('Storing a file'),
  remove: refuse('Removing a file'),
  open: refuse('Reading a file'),
  close() {},
};
const exportJobs: ExportJobs = {
  queue: { enqueue: refuse('An export job'), close: async () => {} } as unknown as ExportJobs['queue'],
  store: uploadStore,
  worker: 'demo',
  dialect: 'sqlite',
  close: async () => {},
};

const hooksOf = (value: unknown): Hook[] => (value === undefined ? [] : [value as Hook | Hook[]].flat());

async function runHook(hook: Hook, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // A hook that takes `done` calls back instead of returning a promise.
  if (hook.length >= 3)
    return new Promise((resolve, reject) => {
      hook(request, reply, (error?: unknown) => (error ? reject(error) : resolve()));
    });
  await hook(request, reply);
}

function bearerToken(authorization: string | undefined): string | null {
  return (authorization && /^Bearer\s+(\S*)\s*$/i.exec(authorization)?.[1]) || null;
}

/** The media type Fastify picks a `content` body schema by; a body given without one is JSON. */
function mediaTypeOf(request: FakeRequest): string | undefined {
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  return type || (request.body !== undefined ? 'application/json' : undefined);
}

function bodySchemaOf(body: JsonSchema | undefined, mediaType: string | undefined): JsonSchema | undefined {
  if (!body || !('content' in body)) return body;
  if (mediaType === undefined) return undefined;
  return (body.content as Record<string, { schema: JsonSchema }>)[mediaType]?.schema;
}

/** Fastify's order: params, body, querystring, headers. */
function validate(schema: Schemas, request: FakeRequest, mediaType: string | undefined): void {
  if (schema.params) checkSchema(schema.params, request.params, 'params');
  const body = bodySchemaOf(schema.body, mediaType);
  if (body) checkSchema(body, request.body, 'body');
  if (schema.querystring) checkSchema(schema.querystring, request.query, 'querystring');
  if (schema.headers) checkSchema(schema.headers, request.headers, 'headers');
}

interface Reply {
  reply: FastifyReply;
  sent(): boolean;
  response(result: unknown): FakeResponse;
}

function replyOf(request: FastifyRequest, routeName: string): Reply {
  let status = 200;
  let sent = false;
  let payload: unknown;
  const headers: Record<string, string> = {};
  const reply = {
    request,
    log: quietLogger,
    get statusCode() {
      return status;
    },
    get sent() {
      return sent;
    },
    code(code: number) {
      status = code;
      return reply;
    },
    status(code: number) {
      status = code;
      return reply;
    },
    header(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
      return reply;
    },
    headers(values: Record<string, unknown>) {
      for (const [name, value] of Object.entries(values)) reply.header(name, value);
      return reply;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    type(type: string) {
      return reply.header('content-type', type);
    },
    send(body?: unknown) {
      payload = body;
      sent = true;
      return reply;
    },
    get raw(): never {
      throw new NotInDemoError('A streamed answer');
    },
  };
  return {
    reply: reply as unknown as FastifyReply,
    sent: () => sent,
    response(result: unknown) {
      const body = sent ? payload : result;
      if (body === undefined) throw new Error(`${routeName} answered nothing`);
      // As the server serializes it: what JSON cannot hold is dropped.
      return answer(status, body === null ? null : JSON.parse(JSON.stringify(body)), headers);
    },
  };
}

interface Session {
  admin?: SignedInAdmin;
  failure?: unknown;
}

/**
 * The request a route sees. The server's guard reads `request.admin` first: here it is the admin of the
 * demo's sign-in token (or, for a token the demo does not know, the reason why not), so the permission
 * check runs as on the server without the server's token table.
 */
function requestOf(app: FastifyInstance, route: { path: string }, call: FakeRequest, session: Session) {
  let assigned: SignedInAdmin | undefined;
  const mediaType = mediaTypeOf(call);
  const request = {
    server: app,
    id: 'demo',
    method: call.method,
    url: call.url,
    routeOptions: { url: route.path, method: call.method },
    ip: '127.0.0.1',
    ips: [],
    host: 'demo.invalid',
    hostname: 'demo.invalid',
    protocol: 'http',
    headers: call.headers,
    params: call.params,
    query: call.query,
    body: call.body,
    language: call.language,
    log: quietLogger,
    t(key: string, values?: MessageParams) {
      return translate(request.language, key, values);
    },
    isMultipart: () => mediaType === 'multipart/form-data',
    file: refuse('An upload'),
    files: refuse('An upload'),
    parts: () => {
      throw new NotInDemoError('An upload');
    },
    get admin() {
      if (assigned) return assigned;
      if (session.failure) throw session.failure;
      return session.admin;
    },
    set admin(admin: SignedInAdmin | undefined) {
      assigned = admin;
    },
  };
  return { request: request as unknown as FastifyRequest, mediaType };
}

interface Scope {
  prefix: string;
  hooks: Record<HookName, Hook[]>;
}

interface Registered {
  method: string;
  path: string;
  options: Record<string, unknown>;
  handler: Handler;
  scope: Scope;
  app: FastifyInstance;
}

/** An instance that refuses what it does not have, so a plugin using more of Fastify fails at the start. */
function strict<T extends object>(target: T, what: string): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      // `then` is asked by every `await`/`return` of the instance: it is not a promise.
      if (property === 'then') return undefined;
      if (typeof property === 'string' && !(property in object))
        throw new Error(`The demo backend's stand-in for Fastify has no ${what}.${property}`);
      return Reflect.get(object, property, receiver);
    },
  });
}

function instanceOf(server: DemoServer, scope: Scope, routes: Registered[]): FastifyInstance {
  const register = (method: string | string[], path: string, options: Record<string, unknown>, handler: Handler) => {
    for (const [name, value] of Object.entries(options))
      if (!KNOWN_OPTIONS.has(name) && value !== undefined)
        throw new Error(`The demo backend does not run the route option ${name} (${path})`);
    for (const name of Object.keys((options.schema as object | undefined) ?? {}))
      if (!KNOWN_SCHEMAS.has(name)) throw new Error(`The demo backend does not check the ${name} schema (${path})`);
    const full = `${scope.prefix}${path}`.replace(/(.)\/$/, '$1');
    for (const verb of [method].flat()) {
      routes.push({ method: verb.toUpperCase(), path: full, options, handler, scope, app: instance });
    }
  };
  const shorthand =
    (method: string) => (path: string, optionsOrHandler: Record<string, unknown> | Handler, maybeHandler?: Handler) => {
      const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
      const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : (maybeHandler ?? options.handler);
      register(method, path, options, handler as Handler);
      return instance;
    };
  const target = {
    deps: server.deps,
    realtime,
    uploadStore,
    exportJobs,
    log: quietLogger,
    prefix: scope.prefix,
    get: shorthand('GET'),
    post: shorthand('POST'),
    put: shorthand('PUT'),
    patch: shorthand('PATCH'),
    delete: shorthand('DELETE'),
    route(options: Record<string, unknown> & { method: string | string[]; url: string; handler: Handler }) {
      register(options.method, options.url, options, options.handler);
      return instance;
    },
    addHook(name: string, hook: Hook) {
      if (!(HOOKS as readonly string[]).includes(name)) throw new Error(`The demo backend does not run ${name} hooks`);
      scope.hooks[name as HookName].push(hook);
      return instance;
    },
    // Bodies reach the demo as JSON (a form post has nothing here to go to: see NOT_IN_DEMO).
    addContentTypeParser: () => instance,
    hasContentTypeParser: () => true,
    // As Fastify calls a registered plugin: with the child instance and the options it was registered with.
    async register(
      plugin: (app: FastifyInstance, options: Record<string, unknown>) => Promise<void>,
      options: { prefix?: string } = {},
    ) {
      const child: Scope = {
        prefix: `${scope.prefix}${options.prefix ?? ''}`,
        hooks: {
          onRequest: [...scope.hooks.onRequest],
          preValidation: [...scope.hooks.preValidation],
          preHandler: [...scope.hooks.preHandler],
        },
      };
      await plugin(instanceOf(server, child, routes), options);
      return instance;
    },
  };
  const instance = strict(target, 'app') as unknown as FastifyInstance;
  return instance;
}

function fakeRouteOf(route: Registered, server: DemoServer): FakeRoute {
  const schema = (route.options.schema ?? {}) as Schemas;
  const name = `${route.method} ${route.path}`;
  return {
    method: route.method,
    path: route.path,
    async handle(call) {
      const session: Session = {};
      if (bearerToken(call.headers.authorization)) {
        try {
          session.admin = (await server.sessions.authenticate(call.headers.authorization)).admin;
        } catch (error) {
          session.failure = error;
        }
      }
      const { request, mediaType } = requestOf(route.app, route, call, session);
      const reply = replyOf(request, name);
      const declared = (name: HookName) => [...route.scope.hooks[name], ...hooksOf(route.options[name])];
      // As the server does (server/auth/check-first.ts): the sign-in check before anything reads the body.
      const hooks = (name: HookName) =>
        name === 'onRequest'
          ? [...declared('onRequest'), ...declared('preHandler').filter(isSignInCheck)]
          : name === 'preHandler'
            ? declared('preHandler').filter((hook) => !isSignInCheck(hook))
            : declared(name);
      for (const hook of hooks('onRequest')) {
        await runHook(hook, request, reply.reply);
        if (reply.sent()) return reply.response(undefined);
      }
      for (const hook of hooks('preValidation')) {
        await runHook(hook, request, reply.reply);
        if (reply.sent()) return reply.response(undefined);
      }
      // A preValidation hook may have replaced the body (the forms' zod bodies do).
      validate(schema, { ...call, body: request.body }, mediaType);
      for (const hook of hooks('preHandler')) {
        await runHook(hook, request, reply.reply);
        if (reply.sent()) return reply.response(undefined);
      }
      const result = await route.handler.call(route.app, request, reply.reply);
      return reply.response(result === reply.reply ? undefined : result);
    },
  };
}

/**
 * The FakeRoutes of the server's plugins, each registered in a scope of its own as buildApp registers them.
 * `handlers` replaces the handler of a few routes (`"POST /login"`), keeping their schemas and hooks: the
 * calls whose work differs in the demo. Each must name a route the plugins register.
 */
export async function routesOf(
  plugins: RoutePlugin[],
  server: DemoServer,
  handlers: Record<string, Handler> = {},
): Promise<FakeRoute[]> {
  const registered: Registered[] = [];
  for (const plugin of plugins) {
    const scope: Scope = { prefix: '', hooks: { onRequest: [], preValidation: [], preHandler: [] } };
    await plugin(instanceOf(server, scope, registered), server.deps);
  }
  const replaced = new Set<string>();
  for (const route of registered) {
    const demo = handlers[`${route.method} ${route.path}`];
    if (!demo) continue;
    route.handler = demo;
    replaced.add(`${route.method} ${route.path}`);
  }
  const unknown = Object.keys(handlers).filter((key) => !replaced.has(key));
  if (unknown.length > 0) throw new Error(`The demo's own handlers name no server route: ${unknown.join(', ')}`);
  return registered.map((route) => fakeRouteOf(route, server));
}
