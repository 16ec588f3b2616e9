// The demo backend's routing: method + path → the route that Fastify would choose (a fixed segment before a
// `:param`), every failure in the API's envelope, a path no route has answered 404 as the server does, and
// the declared NOT_IN_DEMO operations answered with the demo's notice.
import { errorBody, HttpError } from '../server/http/errors';
import { languageFrom, translate, type Language } from '../server/http/language';
import { isNotInDemo, NotInDemoError, notInDemoAnswer } from './not-in-demo';
import { answer, type FakeResponse } from './response';

export { answer, type FakeResponse } from './response';

export const API_PREFIX = '/api/v1/admin';

/** A body that did not parse as JSON: answered 400 like the server's parser does. */
export const INVALID_JSON = Symbol('invalid JSON');

/** One call as a route receives it. */
export interface FakeRequest {
  method: string;
  /** The path as asked, prefix included, without the query. */
  url: string;
  params: Record<string, string>;
  /** The query string's parameters; a repeated one is a list, as Fastify parses it. */
  query: Record<string, string | string[]>;
  body: unknown;
  /** Lower-cased names. */
  headers: Record<string, string | undefined>;
  language: Language;
}

export interface FakeRoute {
  method: string;
  /** Under the API prefix, with `:name` segments. */
  path: string;
  handle(request: FakeRequest): Promise<FakeResponse>;
}

export type FakeRequestHandler = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string | undefined>,
) => Promise<FakeResponse>;

function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return query;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function paramsOf(pattern: string[], got: string[]): Record<string, string> | null {
  if (pattern.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index]);
    else if (part !== got[index]) return null;
  }
  return params;
}

/** Fastify's router prefers, segment by segment from the left, a fixed one over a parameter. */
function moreSpecific(a: string[], b: string[]): boolean {
  for (const [index, part] of a.entries()) {
    const aParam = part.startsWith(':');
    const bParam = b[index].startsWith(':');
    if (aParam !== bParam) return !aParam;
  }
  return false;
}

function find(routes: FakeRoute[], method: string, path: string) {
  const got = segmentsOf(path);
  let best: { route: FakeRoute; params: Record<string, string>; pattern: string[] } | null = null;
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = segmentsOf(route.path);
    const params = paramsOf(pattern, got);
    if (params && (!best || moreSpecific(pattern, best.pattern))) best = { route, params, pattern };
  }
  return best;
}

export function fakeRouter(routes: FakeRoute[]): FakeRequestHandler {
  return async function handle(method, path, body, given = {}) {
    const headers = Object.fromEntries(Object.entries(given).map(([name, value]) => [name.toLowerCase(), value]));
    const language = languageFrom(headers['accept-language']);
    const [url, search = ''] = path.split('?');
    const relative = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
    const verb = method.toUpperCase();
    try {
      // A HEAD is answered by its GET route, without the body.
      const found = find(routes, verb === 'HEAD' ? 'GET' : verb, relative);
      // The API document is the server's own route, outside the plugins the demo registers.
      if (!found && isNotInDemo(verb, relative, body)) return notInDemoAnswer(language);
      if (!found)
        throw new HttpError(404, translate(language, 'errors.route_not_found', { method, path: url.slice(0, 200) }));
      if (body === INVALID_JSON) throw new HttpError(400, 'errors.invalid_json');
      if (isNotInDemo(verb, found.route.path, body)) return notInDemoAnswer(language);
      const request = { method: verb, url, params: found.params, query: queryOf(search), body, headers, language };
      const response = await found.route.handle(request);
      return verb === 'HEAD' ? { ...response, body: null } : response;
    } catch (error) {
      if (error instanceof NotInDemoError) return notInDemoAnswer(language);
      // The server's error handler, given the request language only.
      const { status, body: errorAnswer } = errorBody({ language } as Parameters<typeof errorBody>[0], error);
      if (status >= 500) console.error(error);
      return answer(status, errorAnswer, status === 401 ? { 'www-authenticate': 'Bearer' } : {});
    }
  };
}
