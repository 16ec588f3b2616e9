// Reads a multipart form of known text fields (each with its length limit) plus an optional `image`
// file, checked by its content. Unknown or too long fields are a 400 naming every one of them.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { type ImageType, readImagePart } from './image-files';
import { fieldLabel } from './language';

export interface MultipartForm {
  fields: Record<string, string>;
  imageFile?: { bytes: Buffer; type: ImageType; originalName: string };
}

export async function readMultipartForm(
  request: FastifyRequest,
  maxLengths: Readonly<Record<string, number>>,
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  const errors: Record<string, string[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') {
        part.file.resume();
        errors[part.fieldname] = [request.t('validation.unknown_field', { field: part.fieldname })];
        continue;
      }
      form.imageFile = { ...(await readImagePart(request, part)), originalName: part.filename };
      continue;
    }
    const name = part.fieldname;
    const maxLength = maxLengths[name];
    if (maxLength === undefined || !Object.hasOwn(maxLengths, name)) {
      errors[name] = [request.t('validation.unknown_field', { field: name })];
      continue;
    }
    const value = String(part.value ?? '');
    if (value.length > maxLength) {
      errors[name] = [
        request.t('validation.max_length', { field: fieldLabel(request.language, name), limit: maxLength }),
      ];
      continue;
    }
    form.fields[name] = value;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'errors.validation', errors);
  return form;
}

/** A multipart flag: '1'/'true' or '0'/'false'; undefined for anything else. */
export function flagOf(value: string): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** A multipart id: '' means none (null), digits a positive id; undefined for anything else. */
export function optionalIdOf(value: string): number | null | undefined {
  if (value === '') return null;
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

/** How a multipart text field is converted to the JSON body's type. */
export type MultipartKind = 'flag' | 'optional-id';

const CONVERTERS: Record<MultipartKind, (value: string) => unknown> = { flag: flagOf, 'optional-id': optionalIdOf };

/**
 * A multipart form read into the same shape as its JSON body: the fields named in `kinds` converted (a
 * value that does not convert is a 400 naming the field), the others kept as text, the image file beside.
 */
export async function readTypedMultipartForm<T>(
  request: FastifyRequest,
  maxLengths: Readonly<Record<string, number>>,
  kinds: Readonly<Record<string, MultipartKind>>,
): Promise<T & { imageFile?: MultipartForm['imageFile'] }> {
  const { fields, imageFile } = await readMultipartForm(request, maxLengths);
  const input: Record<string, unknown> = { ...(imageFile ? { imageFile } : {}) };
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(fields)) {
    const kind = kinds[name];
    const converted = kind ? CONVERTERS[kind](value) : value;
    if (converted === undefined) {
      errors[name] = [request.t('validation.format', { field: fieldLabel(request.language, name) })];
    } else input[name] = converted;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'errors.validation', errors);
  return input as T & { imageFile?: MultipartForm['imageFile'] };
}

/** A JSON body's `enabled` as sent (true/false or 1/0), as a boolean. */
export function withBooleanEnabled<T extends { enabled?: boolean }>(body: unknown): T {
  const { enabled, ...rest } = (body ?? {}) as Omit<T, 'enabled'> & { enabled?: boolean | number };
  return { ...rest, ...(enabled !== undefined ? { enabled: enabled === true || enabled === 1 } : {}) } as T;
}
