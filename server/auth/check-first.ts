// Sign-in and permission checks run before anything reads the request's body: a client without a session
// or without the permission gets its 401 or 403 for any body, never field errors (which would tell it the
// route's fields) and never the cost of parsing and validating what it sent.
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { SIGN_IN_CHECK } from './guard';

/** Whether a hook is a requirePermission check (the demo backend moves them first too). */
export const isSignInCheck = (handler: unknown): boolean =>
  typeof handler === 'function' && SIGN_IN_CHECK in (handler as unknown as Record<symbol, unknown>);

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Moves each route's requirePermission preHandler to its onRequest hooks (install before the routes). */
export function checkSignInFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = asList(route.preHandler);
    const checks = preHandlers.filter(isSignInCheck);
    if (checks.length === 0) return;
    route.preHandler = preHandlers.filter((handler) => !isSignInCheck(handler));
    route.onRequest = [...asList(route.onRequest), ...(checks as unknown as onRequestHookHandler[])];
  });
}
