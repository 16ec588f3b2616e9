// The profile update input, read from JSON or multipart, and its validation rules.
import type { FastifyRequest } from 'fastify';
import { STORED_NAME_PATTERN } from '../http/image-files';
import { type MultipartForm, readMultipartForm } from '../http/multipart-form';
import { PERSON_MAX_LENGTHS, personFormParts, personSchemaFields } from '../http/person-fields';
import { strictObject, text, type JsonSchema } from '../http/schema';

export interface ProfileInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  current_password?: string;
  /** An `/uploads/<name>` path, or null to remove the image. */
  image?: string | null;
  /** A new image sent as a multipart file. */
  imageFile?: MultipartForm['imageFile'];
}

export const PASSWORD_MIN_LENGTH = 8;

const MAX_LENGTHS = { ...PERSON_MAX_LENGTHS, password: 128, password_confirmation: 128, current_password: 1024 };

export const profileBodySchema: JsonSchema = strictObject({
  ...personSchemaFields,
  password: text({ max: MAX_LENGTHS.password }),
  password_confirmation: text({ max: MAX_LENGTHS.password_confirmation }),
  current_password: text({ max: MAX_LENGTHS.current_password }),
});

/** The same fields as a multipart form, `image` also as a file. */
export const profileFormParts: JsonSchema = personFormParts(MAX_LENGTHS);

// The admin may send back the image URL it was given (relative or absolute); only its path is kept.
const IMAGE_REFERENCE = /^(?:https?:\/\/[^/\s]+)?\/uploads\/([^/?#\s]+)$/;

/** `/uploads/<name>` for a reference to a stored upload, `null` for '' / null, undefined when invalid. */
export function imagePathOf(value: string | null): string | null | undefined {
  if (value === null || value === '') return null;
  const name = IMAGE_REFERENCE.exec(value)?.[1];
  return name && STORED_NAME_PATTERN.test(name) ? `/uploads/${name}` : undefined;
}

/** Reads a multipart profile form: text fields plus an optional `image` file. */
export async function readMultipartProfile(request: FastifyRequest): Promise<ProfileInput> {
  const { fields, imageFile } = await readMultipartForm(request, MAX_LENGTHS);
  return { ...fields, ...(imageFile ? { imageFile } : {}) };
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
