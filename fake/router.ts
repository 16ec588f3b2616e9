// The demo backend's routing: method + path pattern → handler, every answer in the API's envelope.
// Handlers call the same engine functions as the server's routes (server/search, server/forms, …).
import type { Kysely } from 'kysely';
import type { SignedInAdmin } from '../server/auth/guard';
import { hasAnyPermission } from '../server/auth/permissions';
import type { Database } from '../server/db/schema';
import type { JsonSchema } from '../server/http/schema';
import type { z } from 'zod';
import { zodErrors } from '../server/http/zod-body';
import { checkSchema } from './body-check';
import { errorBody, HttpError } from '../server/http/errors';
import { languageFrom, translate, type Language, type MessageParams } from '../server/http/language';
import type { FakeSessions } from './sessions';

export const API_PREFIX = '/api/v1/admin';

/** A body that did not parse as JSON: answered 400 like the server's parser does. */
export const INVALID_JSON = Symbol('invalid JSON');

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What a handler gets: the parsed request, the database and the signed-in admin (for routes that need one). */
export interface FakeCall {
  db: Kysely<Database>;
  sessions: FakeSessions;
  language: Language;
  params: Record<string, string>;
  /** The query string's parameters (the last value of a repeated one). */
  query: Record<string, string>;
  body: unknown;
  admin: SignedInAdmin;
  token: string;
  t(key: string, params?: MessageParams): string;
}

/** A handler returns the envelope (status 200) or a full response. */
export type FakeHandler = (call: FakeCall) => Promise<unknown>;

export interface FakeRoute {
  method: 'GET' | 'POST';
  /** Under the API prefix, with `:name` segments. */
  path: string;
  /** undefined: public; []: any signed-in admin; otherwise one of these permissions. */
  permissions?: string[];
  /** The route's JSON schemas, checked first, as Fastify validates before the permission preHandler. */
  schema?: { params?: JsonSchema; body?: JsonSchema; query?: JsonSchema };
  /** A body checked by a zod schema (the forms' shared schemas), as the server's `zodBody` hook does. */
  zodBody?: z.ZodType;
  handle: FakeHandler;
}

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body };
}

function isResponse(value: unknown): value is FakeResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value && 'headers' in value;
}

function match(route: FakeRoute, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const want = route.path.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index]);
    else if (part !== got[index]) return null;
  }
  return params;
}

export function fakeRouter(db: Kysely<Database>, sessions: FakeSessions, routes: FakeRoute[]) {
  return async function handle(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string | undefined> = {},
  ): Promise<FakeResponse> {
    const language = languageFrom(headers['accept-language']);
    const [relative, search = ''] = (path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path).split('?');
    const query = Object.fromEntries(new URLSearchParams(search));
    try {
      if (body === INVALID_JSON) throw new HttpError(400, 'errors.invalid_json');
      for (const route of routes) {
        const params = match(route, method.toUpperCase(), relative);
        if (!params) continue;
        if (route.schema?.params) checkSchema(route.schema.params, params, 'params');
        if (route.schema?.query) checkSchema(route.schema.query, query, 'querystring');
        if (route.schema?.body) checkSchema(route.schema.body, body, 'body');
        if (route.zodBody) {
          const parsed = route.zodBody.safeParse(body ?? {});
          if (!parsed.success) throw new HttpError(400, 'errors.validation', zodErrors(language, parsed.error));
          body = parsed.data;
        }
        const signedIn = route.permissions === undefined ? null : await sessions.authenticate(headers.authorization);
        if (signedIn && route.permissions!.length > 0 && !hasAnyPermission(signedIn.admin, ...route.permissions!))
          throw new HttpError(403, 'auth.forbidden');
        const t = (key: string, values?: MessageParams) => translate(language, key, values);
        const call: FakeCall = {
          db,
          sessions,
          language,
          params,
          query,
          body: body ?? {},
          admin: signedIn?.admin as SignedInAdmin,
          token: signedIn?.token ?? '',
          t,
        };
        const result = await route.handle(call);
        return isResponse(result) ? result : answer(200, result);
      }
      throw new HttpError(404, 'errors.not_found');
    } catch (error) {
      // The server's error handler, given the request language only.
      const { status, body: errorAnswer } = errorBody({ language } as Parameters<typeof errorBody>[0], error);
      if (status >= 500) console.error(error);
      return answer(status, errorAnswer, status === 401 ? { 'www-authenticate': 'Bearer' } : {});
    }
  };
}
