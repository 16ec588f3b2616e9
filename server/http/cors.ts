// CORS for an admin hosted on another origin (CORS_ORIGINS). Only the listed origins get the headers, so
// with the default empty list every browser keeps to the same origin. Bearer tokens, not cookies, carry the
// session; credentials are allowed because the admin's request helper sends them.
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, X-Requested-With';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
// Browsers cache a preflight at most this long (seconds).
const PREFLIGHT_MAX_AGE = 600;

export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', 'Content-Disposition, Retry-After');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE))
        .send();
    }
  });
}
