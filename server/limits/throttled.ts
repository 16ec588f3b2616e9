// The 429 answer of every limited call (sign-in variants, two-factor, per-admin action limits): the
// message names the wait in the request's language, and `Retry-After` gives it in seconds.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secondsText } from '../http/durations';

export function throttled(request: FastifyRequest, reply: FastifyReply, seconds: number, messageKey: string) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ state: 0, message: request.t(messageKey, { wait: secondsText(request.language, seconds) }) });
}
