// The API's OpenAPI document as a checker: which operation a method and URL reach, and whether an answer
// (status, media type, body) is one the document allows. The server suite checks every answer it receives
// with it (tests/server/helpers.ts); the admin's msw layer checks requests and mocked answers the same way.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface Response {
  content?: Record<string, MediaType>;
}
export interface Operation {
  method: string;
  /** The document's path template, e.g. `/admins/{id}`. */
  path: string;
  parameters: Array<{ in: string; name: string; schema?: Schema; required?: boolean }>;
  requestBody?: { content?: Record<string, MediaType>; required?: boolean };
  responses: Record<string, Response>;
}
export interface ApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface Contract {
  readonly operations: Operation[];
  /** The operation a method and an absolute or API-relative URL reach, or null. */
  operationOf(method: string, url: string): Operation | null;
  /** Why this answer breaks the document, or null when it keeps it. */
  answerProblem(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string | null;
  /** Why the data breaks the schema, or null. */
  schemaProblem(schema: Schema, data: unknown): string | null;
}

function templateRegExp(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

const isJson = (mediaType: string | undefined) => mediaType !== undefined && /\bjson\b/.test(mediaType);

export function contractOf(document: ApiDocument): Contract {
  const base = document.servers?.[0]?.url ?? '';
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new WeakMap<Schema, ValidateFunction>();
  const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ ...operation, parameters: operation.parameters ?? [], method, path })),
  );
  const matchers = operations
    .map((operation) => ({
      operation,
      pattern: templateRegExp(operation.path),
      // Static segments win over parameters (`/admins/pending` before `/admins/{id}`), as in the router.
      params: (operation.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);

  function schemaProblem(schema: Schema, data: unknown): string | null {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(data)) return null;
    return ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
  }

  function operationOf(method: string, url: string): Operation | null {
    const pathname = new URL(url, 'http://contract.invalid').pathname;
    // The router ignores a trailing slash.
    const relative = pathname.startsWith(base) ? pathname.slice(base.length).replace(/(.)\/$/, '$1') || '/' : null;
    if (relative === null) return null;
    const wanted = method.toLowerCase();
    return matchers.find((m) => m.operation.method === wanted && m.pattern.test(relative))?.operation ?? null;
  }

  function answerProblem(method: string, url: string, status: number, contentType: string | undefined, body: string) {
    // The admin's files, uploads, the health check, the document's own browser and CORS preflights are not
    // the API's calls.
    const pathname = new URL(url, 'http://contract.invalid').pathname;
    if (['HEAD', 'OPTIONS'].includes(method.toUpperCase()) || !pathname.startsWith(`${base}/`) || pathname.startsWith(`${base}/docs`))
      return null;
    const operation = operationOf(method, url);
    const where = `${method.toUpperCase()} ${url.length > 160 ? `${url.slice(0, 160)}…` : url} → ${status}`;
    if (!operation) return status >= 400 ? null : `${where}: no operation of the API document answers this call`;
    const hasSuccessSchema = Object.keys(operation.responses).some((code) => code.startsWith('2'));
    // An operation whose answers are not described yet is held to its errors only (openapi.test.ts lists it).
    if (!hasSuccessSchema && status < 300) return null;
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) return `${where}: status ${status} is not among the operation's answers in the API document`;
    const mediaType = contentType?.split(';')[0].trim();
    const declared = response.content ?? {};
    if (Object.keys(declared).length === 0) return body === '' ? null : `${where}: the document declares no body`;
    const entry = mediaType ? declared[mediaType] : undefined;
    if (!entry)
      return `${where}: media type ${mediaType ?? '(none)'} is not declared (${Object.keys(declared).join(', ')})`;
    if (!isJson(mediaType) || !entry.schema) return null;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return `${where}: the body is not JSON`;
    }
    const problem = schemaProblem(entry.schema, data);
    return problem ? `${where}: the answer breaks the API document: ${problem}\n${body.slice(0, 600)}` : null;
  }

  return { operations, operationOf, answerProblem, schemaProblem };
}
