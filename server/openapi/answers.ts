// Builders for the routes' answer schemas (Fastify `schema.response`). They document each operation in the
// OpenAPI document (server/openapi/document.ts) and, in the server suite, every answer a test receives is
// checked against them (tests/support/answer-check.ts). The serializer ignores them (server/openapi/install.ts),
// so a schema never trims or reshapes what a route sends.
import type { JsonSchema } from '../http/schema';

type SuccessStatus = 200 | 201 | 202;

/** The success envelope `{ state: 1, message?, data }` around `data`. */
export function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['state', 'data'],
    properties: { state: { const: 1 }, message: { type: 'string' }, data },
  };
}

/** A route's answer: the envelope around `data` at `status` (200 unless given). */
export function answerOf(data: JsonSchema, status: SuccessStatus = 200): Record<number, JsonSchema> {
  return { [status]: envelope(data) };
}

/** A route answering with several success statuses, each with its own `data`. */
export function answersOf(byStatus: Partial<Record<SuccessStatus, JsonSchema>>): Record<number, JsonSchema> {
  return Object.fromEntries(Object.entries(byStatus).map(([status, data]) => [status, envelope(data!)]));
}

/** A file answer (an export, an upload): the body is the file itself, of one of these media types. */
export function fileAnswer(mediaTypes: string[], description = 'The file'): JsonSchema {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/** An object whose listed properties are fixed; `required` defaults to all of them. */
export function shape(
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** An object with these properties at least (records of declared models carry their own columns too). */
export function openShape(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: true, properties, required };
}

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
/** A map from names to values of one schema. */
export const mapOf = (values: JsonSchema): JsonSchema => ({ type: 'object', additionalProperties: values });

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
/** SQLite answers 0/1 where PostgreSQL answers booleans: a flag is either. */
export const flag: JsonSchema = { anyOf: [{ type: 'boolean' }, { enum: [0, 1] }] };
/** An id as the database gives it (integers; PostgreSQL big serials may come as text). */
export const id: JsonSchema = { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^[0-9]+$' }] };
/** An ISO date or date-time as stored. */
export const dateText: JsonSchema = { type: 'string' };
/** Any JSON value (used only where the value is the caller's own data, e.g. a stored setting). */
export const anyValue: JsonSchema = {};
/** `data: null`: the answer carries only its message. */
export const noData: JsonSchema = { type: 'null' };
