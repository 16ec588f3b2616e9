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
