// After a request that may end sessions or change what an admin may read (sign-out, an admin saved,
// disabled, deleted, approved or rejected, a role changed, a password reset), every process looks again
// at the sessions behind its live sockets. Admin and role writes are rare, so one look per write is cheap.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SESSION_ROUTES = /\/(logout|admins(\/.*)?|role\/update\/:id|reset-password)$/;
/** Models whose list actions (delete, disable) end sessions or change permissions. */
const SESSION_MODELS = new Set(['admins', 'roles']);

function mayEndSessions(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const route = request.routeOptions.url ?? '';
  if (SESSION_ROUTES.test(route)) return true;
  if (!route.endsWith('/search')) return false;
  const body = request.body as { action?: unknown; model?: unknown } | undefined;
  return body?.action !== undefined && SESSION_MODELS.has(String(body?.model));
}

export function installSessionChecks(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400 || !mayEndSessions(request)) return;
    await app.realtime.control({ kind: 'check' });
  });
}
