// Per-admin limits on the calls that make many rows or files at once (duplicating a diet programme,
// generating a calendar, pasting a library branch, uploading an image): one admin, or one stolen session,
// cannot fill the database or the disk for the others. A route opts in with `config.actionLimit`; the
// count is a sliding window per admin, in memory on one node and in the `limit_attempts` table when nodes
// share PostgreSQL, so two nodes do not double it.
import type { FastifyInstance } from 'fastify';
import { type AttemptLimiter, attemptLimiter } from './attempt-limiter';
import { throttled } from './throttled';

/** Calls allowed per admin in each sliding window; docs/api.md lists them. */
export const ACTION_LIMITS = {
  duplicate: { maxFailures: 20, windowSeconds: 60 },
  generate: { maxFailures: 20, windowSeconds: 60 },
  paste: { maxFailures: 60, windowSeconds: 60 },
  upload: { maxFailures: 60, windowSeconds: 60 },
} as const;

export type ActionLimit = keyof typeof ACTION_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-admin limit this route counts against. */
    actionLimit?: ActionLimit;
  }
}

/** Counts every call of a limited route by a signed-in admin, and answers 429 once the window is full. */
export function installActionLimits(app: FastifyInstance): void {
  const limiters = new Map<ActionLimit, AttemptLimiter>();
  const limiterOf = (scope: ActionLimit) => {
    let limiter = limiters.get(scope);
    if (!limiter) {
      limiter = attemptLimiter(app.deps, scope, ACTION_LIMITS[scope]);
      limiters.set(scope, limiter);
    }
    return limiter;
  };
  // After the sign-in and permission checks (onRequest) and the body's validation: refused calls do not count.
  app.addHook('preHandler', async (request, reply) => {
    const scope = request.routeOptions.config.actionLimit;
    if (!scope || !request.admin) return;
    const limiter = limiterOf(scope);
    const key = `admin:${request.admin.id}`;
    const waitSeconds = await limiter.retryAfterSeconds(key, key);
    if (waitSeconds > 0) return throttled(request, reply, waitSeconds, 'limits.actions');
    await limiter.recordFailure(key, key);
  });
}
