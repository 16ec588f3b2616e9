// Per-route request body limits. A small default keeps a junk body from costing parse and validation time;
// the sign-in routes take only a few fields; only the routes that save a whole plan or a diet programme's
// meals keep the server-wide limit (multipart uploads have their own limits and ignore these).
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Sign-in, sign-up, password reset, unlock, sign-out: an email, a password and a code or two. */
export const SIGN_IN_BODY_LIMIT = 8 * 1024;
/** Every other JSON route. */
export const JSON_BODY_LIMIT = 64 * 1024;

const SIGN_IN_PATHS = [
  '/login',
  '/logout',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/lock-screen/unlock',
  '/login/two-factor',
  '/two-factor/setup',
  '/two-factor/enable',
  '/two-factor/disable',
];
// A 366-day diet programme or a long plan with notes in two languages reaches hundreds of kilobytes.
const LARGE_BODY_PATHS = ['/diet-programs/:id/meals', '/subprograms/:id/plan'];

function endsWithAny(url: string, paths: string[]): boolean {
  return paths.some((path) => url.endsWith(path));
}

export function bodyLimitFor(url: string, serverLimit: number): number {
  if (endsWithAny(url, LARGE_BODY_PATHS)) return serverLimit;
  if (endsWithAny(url, SIGN_IN_PATHS)) return Math.min(SIGN_IN_BODY_LIMIT, serverLimit);
  return Math.min(JSON_BODY_LIMIT, serverLimit);
}

/** Gives every route registered after this call its limit, unless the route sets one itself. */
export function installBodyLimits(app: FastifyInstance, serverLimit: number): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.bodyLimit ??= bodyLimitFor(route.url, serverLimit);
  });
}
