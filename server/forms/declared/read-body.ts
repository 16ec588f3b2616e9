// A declared form's request: JSON, or multipart when it carries a file (an image field's new picture).
// Text parts become values (a repeated name a list); file parts are read and checked as images
// (server/http/image-files.ts) but stored only once the whole form is valid.
import type { FastifyRequest } from 'fastify';
import type { FormSpec } from '../../../common/forms/fields';
import { HttpError } from '../../http/errors';
import { readImagePart, type ImageType } from '../../http/image-files';
import { fieldLabel } from '../../http/language';

export interface NewImage {
  bytes: Buffer;
  type: ImageType;
  originalName: string;
}

export interface DeclaredBody {
  values: Record<string, unknown>;
  /** New pictures by field name. */
  images: Record<string, NewImage>;
}

const isFileField = (spec: FormSpec, name: string) =>
  spec.fields.some((field) => field.name === name && (field.type === 'image' || field.type === 'file'));

export async function readDeclaredBody(request: FastifyRequest, spec: FormSpec): Promise<DeclaredBody> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'errors.bad_request');
    return { values: { ...(body as Record<string, unknown>) }, images: {} };
  }
  const values: Record<string, unknown> = {};
  const images: Record<string, NewImage> = {};
  for await (const part of request.parts()) {
    const name = part.fieldname;
    if (part.type === 'file') {
      if (!isFileField(spec, name)) {
        part.file.resume();
        throw new HttpError(400, 'errors.validation', {
          [name]: [request.t('validation.unknown_field', { field: fieldLabel(request.language, name) })],
        });
      }
      images[name] = { ...(await readImagePart(request, part)), originalName: part.filename };
      continue;
    }
    const value = String(part.value ?? '');
    const earlier = values[name];
    values[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return { values, images };
}
