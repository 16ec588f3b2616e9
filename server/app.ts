// buildApp: the Fastify instance (security headers, language, errors, API routes, the built admin).
// main.ts listens with it; tests drive it with `app.inject`.
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/schema';
import { installAdminSite } from './http/admin-site';
import { HttpError, installErrorHandler, sendError } from './http/errors';
import { nestsDeeperThan } from './http/json-depth';
import { installCors } from './http/cors';
import { installApiCompression } from './http/compression';
import { installBodyLimits } from './http/body-limits';
import { installLanguage, languageFrom } from './http/language';
import { plainSecurityHeaders, securityHeaders } from './http/security-headers';
import { healthRoutes } from './routes/health';
import { apiRoutes } from './routes/index';
import { uploadFileRoutes } from './routes/uploads';
import { ChannelHub } from './realtime/hub';
import websocket from '@fastify/websocket';
import { realtimeEndpoint, socketErrorHandler } from './realtime/endpoint';
import { installSessionChecks } from './realtime/session-changes';
import { choosePublisher } from './realtime/choose-publisher';
import type { Publisher } from './realtime/publisher';
import { chooseUploadStore } from './uploads/choose-store';
import { type ExportJobs, exportJobs } from './jobs/export-jobs';
import type { UploadStore } from './uploads/store';
import { installOpenApi, serveOpenApi } from './openapi/install';
import { checkSignInFirst } from './auth/check-first';
import { installActionLimits } from './limits/action-limits';
import { PRODUCT_VERSION } from './openapi/version';

export interface AppDeps {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  config: Config;
  /** false where the database has no text-index tables (the demo backend's sql.js has no FTS5). */
  textIndexes?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, dialect and config, for code that only has the request (`request.server.deps`). */
    deps: AppDeps;
    /** The process's live channels (the Pusher-protocol endpoint's subscribers). */
    hub: ChannelHub;
    /** Where chat and support events are published. */
    realtime: Publisher;
    /** Where uploads are written and read: the local disk or the shared bucket. */
    uploadStore: UploadStore;
    /** Export jobs: their queue (pg-boss or in-process) and where their files go. */
    exportJobs: ExportJobs;
  }
}

export const API_PREFIX = '/api/v1/admin';

/** No request body the API understands nests deeper than this; deeper JSON is a 400. */
export const MAX_JSON_DEPTH = 32;

/**
 * Fastify's `trustProxy`. Fastify 5 turns a bare hop count into "trust no proxy", so a count becomes the
 * function proxy-addr used to build from it: the nearest `hops` addresses are proxies.
 */
function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** JSON only (plus multipart): an empty JSON body counts as no body, so a bare POST still works. */
function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(new HttpError(400, 'errors.json_too_deep'), undefined);
    parseJson(request, body as string, done);
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Behind a reverse proxy, request.ip (which the sign-in limits count) comes from X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    // Path parameters are checked by their routes (an encoded Arabic search text is 9 characters a letter).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // A malformed or over-long URL is answered before any hook runs: give it the envelope and the headers.
    frameworkErrors(error, request, reply) {
      request.language = languageFrom(request.headers['accept-language']);
      reply.headers(plainSecurityHeaders());
      sendError(request, reply, error);
    },
    // Wrong types and unknown fields are errors, not silently coerced or dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: true, allowUnionTypes: true } },
  });
  app.decorate('deps', deps);
  const hub = new ChannelHub();
  app.decorate('hub', hub);
  app.decorate('realtime', await choosePublisher(deps, hub, app.log));
  app.addHook('onClose', async () => app.realtime.close());
  app.decorate('uploadStore', chooseUploadStore(config));
  app.addHook('onClose', async () => app.uploadStore.close());
  app.decorate('exportJobs', exportJobs(deps, app.log));
  app.addHook('onClose', async () => app.exportJobs.close());

  installLanguage(app);
  installCors(app, config.corsOrigins);
  installSessionChecks(app);
  installBodyParsers(app);
  installBodyLimits(app, config.bodyLimitBytes);
  installErrorHandler(app);
  // Before any route: the document is built from the routes as they register, with their sign-in checks.
  await installOpenApi(app, PRODUCT_VERSION);
  checkSignInFirst(app);
  installActionLimits(app);
  await app.register(helmet, securityHeaders());
  await app.register(multipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: 10,
      fields: 50,
      fieldSize: 1024 * 1024,
      parts: 100,
      headerPairs: 100,
    },
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: socketErrorHandler });
  await app.register(async (scope) => realtimeEndpoint(scope));
  await app.register(async (scope) => healthRoutes(scope, deps));
  await app.register(async (scope) => uploadFileRoutes(scope));
  await app.register(
    async (api) => {
      await installApiCompression(api);
      await serveOpenApi(api);
      for (const routes of apiRoutes) await api.register(async (scope) => routes(scope, deps));
    },
    { prefix: API_PREFIX },
  );
  await installAdminSite(app, config.distDir);
  return app;
}
