// The JSON-schema check Fastify runs on a route's params, body, querystring and headers before its permission check and handler (Ajv, same options as
// server/app.ts): a failure becomes the same 400 with field messages (server/http/errors.ts).
import Ajv, { type ValidateFunction } from 'ajv';
import type { JsonSchema } from '../server/http/schema';

const ajv = new Ajv({
  coerceTypes: false,
  removeAdditional: false,
  allErrors: true,
  allowUnionTypes: true,
  useDefaults: true,
  addUsedSchema: false,
});
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Throws what Fastify's validation throws (`validation`, `validationContext`), which errorBody answers. */
export function checkSchema(
  schema: JsonSchema,
  value: unknown,
  context: 'body' | 'params' | 'querystring' | 'headers',
): void {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value))
    throw Object.assign(new Error(`${context} validation`), {
      validation: validate.errors,
      validationContext: context,
    });
}
