// The name, email and image fields every person form shares (admins, members, the profile): their length
// limits and their JSON schema, declared once.
import { text, type JsonSchema } from './schema';

export const PERSON_MAX_LENGTHS = { first_name: 100, last_name: 100, email: 254, image: 300 } as const;

export const personSchemaFields: Record<keyof typeof PERSON_MAX_LENGTHS, JsonSchema> = {
  first_name: text({ max: PERSON_MAX_LENGTHS.first_name }),
  last_name: text({ max: PERSON_MAX_LENGTHS.last_name }),
  email: text({ max: PERSON_MAX_LENGTHS.email }),
  image: { type: ['string', 'null'], maxLength: PERSON_MAX_LENGTHS.image },
};

/** An `enabled` flag as JSON sends it: true/false or 1/0. */
export const enabledSchema: JsonSchema = { type: ['boolean', 'integer'], enum: [true, false, 0, 1] };

/**
 * The multipart form of a person form, for the API document: each field a text part of at most its length,
 * `image` either a file part or the text of an `/uploads/<name>` path ('' removes it).
 */
export function personFormParts(
  maxLengths: Readonly<Record<string, number>>,
  descriptions: Readonly<Record<string, string>> = {},
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, maxLength] of Object.entries(maxLengths)) {
    const description = descriptions[name];
    properties[name] = { type: 'string', maxLength, ...(description ? { description } : {}) };
  }
  properties.image = {
    description: "A PNG, JPEG, GIF or WebP file of at most 2 MB (checked by its content), or a stored image's path",
    anyOf: [
      { type: 'string', format: 'binary' },
      { type: 'string', maxLength: PERSON_MAX_LENGTHS.image },
    ],
  };
  return { type: 'object', additionalProperties: false, properties };
}
