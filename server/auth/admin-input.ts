// The body of POST admins and POST admins/{id}, from JSON (schema-checked) or multipart (read and
// converted field by field), as one shape.
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readTypedMultipartForm, withBooleanEnabled } from '../http/multipart-form';
import { enabledSchema, PERSON_MAX_LENGTHS, personFormParts, personSchemaFields } from '../http/person-fields';
import { strictObject, text, type JsonSchema } from '../http/schema';

export interface AdminInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  /** On an update, '' keeps the current password. */
  password?: string;
  /** An `/uploads/<name>` reference, or null / '' to remove the image. */
  image?: string | null;
  role_id?: number | null;
  enabled?: boolean;
  /** Asked when admins change their own email or password here, as on the profile page. */
  current_password?: string;
  imageFile?: MultipartForm['imageFile'];
}

const MAX_LENGTHS = { ...PERSON_MAX_LENGTHS, password: 128, role_id: 10, enabled: 5, current_password: 1024 };

export const adminBodySchema: JsonSchema = strictObject({
  ...personSchemaFields,
  password: text({ max: MAX_LENGTHS.password }),
  role_id: { type: ['integer', 'null'], minimum: 1 },
  enabled: enabledSchema,
  current_password: text({ max: MAX_LENGTHS.current_password }),
});

/** The same fields as a multipart form: flags `1`/`0`, `role_id` digits or empty for none, `image` also a file. */
export const adminFormParts: JsonSchema = personFormParts(MAX_LENGTHS, {
  role_id: 'Digits, or empty for no role',
  enabled: '`1`/`true` or `0`/`false`',
});

/** The input of a JSON or multipart request. */
export async function readAdminInput(request: FastifyRequest): Promise<AdminInput> {
  if (!request.isMultipart()) return withBooleanEnabled<AdminInput>(request.body);
  return readTypedMultipartForm<AdminInput>(request, MAX_LENGTHS, { role_id: 'optional-id', enabled: 'flag' });
}
