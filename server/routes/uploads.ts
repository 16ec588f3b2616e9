// POST file-uploaded/store (images only) and GET /uploads/<name> (outside the API prefix).
import type { FastifyInstance } from 'fastify';
import { requirePermissionMatching } from '../auth/guard';
import { HttpError } from '../http/errors';
import {
  MIME_BY_EXTENSION,
  readImagePart,
  storedUploadSchema,
  storeImage,
  STORED_NAME_PATTERN,
  type ImageType,
} from '../http/image-files';
import { answerOf } from '../openapi/answers';

// Uploading is a step of creating or editing something, so it needs a permission that writes (any model).
// The profile image goes through admins/my-profile instead, which every signed-in admin may use.
const WRITING_PERMISSION = /^(create|edit|manage)-/;

const storeSchema = {
  tags: ['Uploads'],
  summary: 'Upload an image',
  description:
    'Needs a `create-`, `edit-` or `manage-` permission of any model (checked before the file is read). One ' +
    'file part, of any field name (text parts are ignored). The type is decided by the first bytes: PNG, JPEG, ' +
    'GIF or WebP, without embedded markup, script, PDF or zip (415 otherwise); at most 2 MB, 40 megapixels and ' +
    '16384 pixels a side (413). The stored file is served at `/uploads/<name>` (outside the API).',
  response: answerOf(storedUploadSchema, 201),
};

/** The form, for the document only: the route reads the first file part itself, whatever its name. */
const storeForm = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The image (any field name)' } },
};

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const preHandler = requirePermissionMatching((permission) => WRITING_PERMISSION.test(permission));
  app.post(
    '/file-uploaded/store',
    { preHandler, config: { multipart: storeForm, actionLimit: 'upload' }, schema: storeSchema },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'uploads.multipart_required');
      // The first file part of the form, whatever its field name; text fields are ignored.
      const part = await request.file({ limits: { files: 1 } });
      if (!part) throw new HttpError(422, 'errors.validation', { file: ['uploads.file_required'] });
      const image = await readImagePart(request, part);
      const stored = await storeImage(request, { ...image, originalName: part.filename });
      return reply.code(201).send({ state: 1, message: request.t('uploads.stored'), data: stored });
    },
  );
}

/**
 * Serves stored uploads with their detected type; never sniffed, never run as a document: opened on their
 * own they download (an `<img>` shows them all the same).
 */
export async function uploadFileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME_PATTERN.test(name)) throw new HttpError(404, 'errors.not_found');
    const stored = await app.uploadStore.open(name);
    if (!stored) throw new HttpError(404, 'errors.not_found');
    const extension = name.slice(name.lastIndexOf('.') + 1) as ImageType['extension'];
    return (
      reply
        .type(MIME_BY_EXTENSION[extension])
        .header('content-length', String(stored.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; frame-ancestors 'none'; sandbox")
        // Names are random and never reused, so a stored file never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body)
    );
  });
}
