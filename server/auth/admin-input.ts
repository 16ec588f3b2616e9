// The body of POST admins and POST admins/{id}, from JSON (schema-checked) or multipart (read and
// converted field by field), as one shape.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { fieldLabel } from '../http/language';
import { flagOf, optionalIdOf, readMultipartForm, type MultipartForm } from '../http/multipart-form';
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
  imageFile?: MultipartForm['imageFile'];
}

const MAX_LENGTHS = {
  first_name: 100,
  last_name: 100,
  email: 254,
  password: 128,
  image: 300,
  role_id: 10,
  enabled: 5,
};

export const adminBodySchema: JsonSchema = strictObject({
  first_name: text({ max: MAX_LENGTHS.first_name }),
  last_name: text({ max: MAX_LENGTHS.last_name }),
  email: text({ max: MAX_LENGTHS.email }),
  password: text({ max: MAX_LENGTHS.password }),
  image: { type: ['string', 'null'], maxLength: MAX_LENGTHS.image },
  role_id: { type: ['integer', 'null'], minimum: 1 },
  enabled: { type: ['boolean', 'integer'], enum: [true, false, 0, 1] },
});

/** The input of a JSON or multipart request. */
export async function readAdminInput(request: FastifyRequest): Promise<AdminInput> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Omit<AdminInput, 'enabled'> & { enabled?: boolean | number };
    const { enabled, ...rest } = body;
    return { ...rest, ...(enabled !== undefined ? { enabled: enabled === true || enabled === 1 } : {}) };
  }
  const { fields, imageFile } = await readMultipartForm(request, MAX_LENGTHS);
  const { role_id: roleText, enabled: enabledText, ...texts } = fields;
  const input: AdminInput = { ...texts, ...(imageFile ? { imageFile } : {}) };
  const errors: Record<string, string[]> = {};
  const wrong = (field: string) => {
    errors[field] = [request.t('validation.format', { field: fieldLabel(request.language, field) })];
  };
  if (roleText !== undefined) {
    const roleId = optionalIdOf(roleText);
    if (roleId === undefined) wrong('role_id');
    else input.role_id = roleId;
  }
  if (enabledText !== undefined) {
    const enabled = flagOf(enabledText);
    if (enabled === undefined) wrong('enabled');
    else input.enabled = enabled;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'errors.validation', errors);
  return input;
}
