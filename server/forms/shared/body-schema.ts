// JSON-schema pieces of form bodies. Types are loose where the admin's inputs send text or empty
// values, so the rules answer with their exact messages (422); unknown fields and wrong shapes stay 400s.
import type { JsonSchema } from '../../http/schema';

/** A number, numeric text or empty ('' / null). */
export const numberInput: JsonSchema = { type: ['number', 'string', 'null'], maxLength: 32 };

/** Text or null; the rules check the real limit with their own message. */
export function textInput(max = 1000): JsonSchema {
  return { type: ['string', 'null'], maxLength: max };
}

/** A switch: 0/1 or true/false. */
export const flagInput: JsonSchema = { enum: [0, 1, true, false] };

/** Ids chosen in a picker (ids are 32-bit integers on both databases). */
export const idListInput: JsonSchema = { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } };

/** One id chosen in a picker: a number, numeric text or empty. */
export const idInput: JsonSchema = { type: ['integer', 'string', 'null'], maxLength: 16 };

/** `update` bodies may repeat the id of the path. */
export const bodyId: JsonSchema = { type: ['integer', 'string'], maxLength: 16 };
