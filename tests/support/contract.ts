// The API's OpenAPI document as a checker: which operation a method and URL reach, and whether a request
// (path, parameters, body) or an answer (status, media type, body) is one the document allows. The server
// suite checks every answer it receives with it (tests/server/helpers.ts); the admin's msw layer checks
// every request the admin sends and every answer it gets (tests/admin/contractCheck.ts). It runs in Node
// and in jsdom alike: no Node module, and form data is read through its entries only.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

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
  /**
   * Why the real server would refuse this request, or null: no operation for the method and path, a path
   * or query parameter its schema refuses, or a body the operation's request schema refuses (JSON, or
   * multipart against its multipart schema, else its text fields against the JSON one). `body` is the
   * JSON text (or parsed value) or the form data, as sent.
   */
  requestProblem(method: string, url: string, contentType: string | undefined, body: RequestBody): string | null;
  /** Why the data breaks the schema, or null. */
  schemaProblem(schema: Schema, data: unknown): string | null;
}

/** A request's body as sent: JSON text, an already parsed value, or multipart form data. */
export type RequestBody = string | FormDataLike | Record<string, unknown> | unknown[] | null | undefined;
/** What the checker reads of a FormData (jsdom's and Node's differ in class, not in this). */
export interface FormDataLike {
  entries(): IterableIterator<[string, unknown]>;
}

const isFormData = (body: unknown): body is FormDataLike =>
  typeof body === 'object' && body !== null && typeof (body as FormDataLike).entries === 'function';

/** One line per broken rule, naming the field: `body.id: unknown field (the schema allows no other)`. */
function describeErrors(errors: ErrorObject[] | null | undefined, root: string): string {
  const lines = (errors ?? [])
    // `anyOf`/`oneOf`/`if` only summarise their branches' errors, which are listed anyway.
    .filter((error) => !['anyOf', 'oneOf', 'if'].includes(error.keyword))
    .map((error) => {
      const path =
        root +
        error.instancePath.replace(/\/([^/]*)/g, (_, key: string) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`));
      const params = error.params as Record<string, unknown>;
      switch (error.keyword) {
        case 'additionalProperties':
          return `${path}.${params.additionalProperty}: unknown field (additionalProperties: false)`;
        case 'required':
          return `${path}.${params.missingProperty}: missing required field`;
        case 'type':
          return `${path}: must be ${params.type} (got ${JSON.stringify(error.data)?.slice(0, 80)})`;
        default:
          return `${path}: ${error.message} (got ${JSON.stringify(error.data)?.slice(0, 80)})`;
      }
    });
  return [...new Set(lines)].join('; ');
}

function templateRegExp(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) => (/^\{.+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/** The path parameters' names of a template, in order. */
const templateNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);

const isJson = (mediaType: string | undefined) => mediaType !== undefined && /\bjson\b/.test(mediaType);

export function contractOf(document: ApiDocument): Contract {
  const base = document.servers?.[0]?.url ?? '';
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, verbose: true });
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

  function validatorOf(schema: Schema): ValidateFunction {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  }

  function schemaProblem(schema: Schema, data: unknown, root = 'body'): string | null {
    const validate = validatorOf(schema);
    return validate(data) ? null : describeErrors(validate.errors, root);
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
    if (
      ['HEAD', 'OPTIONS'].includes(method.toUpperCase()) ||
      !pathname.startsWith(`${base}/`) ||
      pathname.startsWith(`${base}/docs`)
    )
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

  function requestProblem(method: string, url: string, contentType: string | undefined, body: RequestBody) {
    const target = new URL(url, 'http://contract.invalid');
    if (method.toUpperCase() === 'HEAD' || !target.pathname.startsWith(`${base}/`)) return null;
    const where = `${method.toUpperCase()} ${target.pathname}${target.search}`;
    const operation = operationOf(method, url);
    if (!operation) return `${where}: no operation of the API document takes this method and path`;
    const problems = [
      ...pathProblems(operation, target.pathname),
      ...queryProblems(operation, target.searchParams),
      ...bodyProblems(operation, contentType, body),
    ];
    return problems.length === 0
      ? null
      : `${where} (${operation.method.toUpperCase()} ${operation.path}): the real server would refuse it: ${problems.join('; ')}`;
  }

  function pathProblems(operation: Operation, pathname: string): string[] {
    const relative = pathname.slice(base.length).replace(/(.)\/$/, '$1');
    const values = templateRegExp(operation.path).exec(relative)?.slice(1) ?? [];
    return templateNames(operation.path).flatMap((name, index) => {
      const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
      const problem =
        schema && schemaProblem(schema, decodeURIComponent(values[index] ?? ''), `path parameter ${name}`);
      return problem ? [problem] : [];
    });
  }

  function queryProblems(operation: Operation, search: URLSearchParams): string[] {
    const documented = operation.parameters.filter((p) => p.in === 'query');
    // A route that documents no query string reads none the document knows of; nothing to hold it to.
    if (documented.length === 0) return [];
    const problems: string[] = [];
    for (const name of new Set(search.keys())) {
      const parameter = documented.find((p) => p.name === name);
      // Documented query strings are strict objects on the server: any other parameter is a 400.
      if (!parameter) {
        problems.push(`query parameter ${name}: unknown (documented: ${documented.map((p) => p.name).join(', ')})`);
        continue;
      }
      const values = search.getAll(name);
      const isList = parameter.schema?.type === 'array';
      const problem =
        parameter.schema && schemaProblem(parameter.schema, isList ? values : values[0], `query parameter ${name}`);
      if (problem) problems.push(problem);
      else if (!isList && values.length > 1) problems.push(`query parameter ${name}: sent ${values.length} times`);
    }
    for (const parameter of documented)
      if (parameter.required && !search.has(parameter.name))
        problems.push(`query parameter ${parameter.name}: missing required parameter`);
    return problems;
  }

  function bodyProblems(operation: Operation, contentType: string | undefined, body: RequestBody): string[] {
    const content = operation.requestBody?.content;
    // Routes whose body is not documented yet (openapi.test.ts lists them) are held to their path only.
    if (!content) return [];
    const empty = body === undefined || body === null || body === '';
    if (empty) return operation.requestBody?.required ? ['body: missing, the operation requires one'] : [];
    const mediaType = contentType?.split(';')[0].trim().toLowerCase();
    if (mediaType === 'multipart/form-data' || isFormData(body)) {
      if (!isFormData(body)) return ['body: declared multipart/form-data but is not form data'];
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      if (!multipart && !json)
        return [`body: multipart/form-data is not accepted (${Object.keys(content).join(', ')})`];
      const problem = multipart
        ? schemaProblem(multipart, formFields(body, multipart, true))
        : schemaProblem(json as Schema, formFields(body, json as Schema, false));
      return problem ? [problem] : [];
    }
    const entry = mediaType ? content[mediaType] : undefined;
    if (!entry)
      return [`body: media type ${mediaType ?? '(none)'} is not accepted (${Object.keys(content).join(', ')})`];
    if (!isJson(mediaType) || !entry.schema) return [];
    let data: unknown = body;
    if (typeof body === 'string') {
      try {
        data = JSON.parse(body);
      } catch {
        return ['body: not JSON'];
      }
    }
    const problem = schemaProblem(entry.schema, data);
    return problem ? [problem] : [];
  }

  /**
   * A form's fields as the schema's object. Text parts take the first reading of their text the field's
   * schema accepts (the server converts flags, ids and numbers from text); file parts count as present
   * when the schema is the multipart one, and are left out otherwise (the JSON body names no file).
   */
  function formFields(form: FormDataLike, schema: Schema, withFiles: boolean): Record<string, unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value !== 'string') {
        if (withFiles) fields[name] = (value as { name?: string }).name ?? 'file';
        continue;
      }
      const property = properties[name];
      const readings: unknown[] = [value];
      if (/^-?\d+(\.\d+)?$/.test(value)) readings.push(Number(value));
      if (value === 'true' || value === '1') readings.push(true);
      if (value === 'false' || value === '0') readings.push(false);
      if (value === '') readings.push(null);
      const reading = property ? readings.find((candidate) => validatorOf(property)(candidate)) : undefined;
      fields[name] = reading === undefined ? value : reading;
    }
    return fields;
  }

  return { operations, operationOf, answerProblem, requestProblem, schemaProblem };
}
