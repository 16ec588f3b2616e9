// JSON-schema helpers for route bodies and params. Ajv runs without type coercion and without removing
// unknown properties, so wrong types and unknown fields are 400s; params therefore arrive as strings.

export type JsonSchema = Record<string, unknown>;

/** An object that rejects unknown properties. */
export function strictObject(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required };
}

export function text(options: { min?: number; max: number; pattern?: string }): JsonSchema {
  return {
    type: 'string',
    minLength: options.min ?? 0,
    maxLength: options.max,
    ...(options.pattern ? { pattern: options.pattern } : {}),
  };
}

/** A route `/:id` param: a positive integer written in decimal. Read it with `Number(params.id)`. */
export const idParams: JsonSchema = strictObject({ id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, ['id']);

export interface IdParams {
  id: string;
}
