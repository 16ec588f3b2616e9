// Image uploads: the type is decided by the file's first bytes (never by its name or declared type),
// and files are stored with a random name in the node's upload store (server/uploads/).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../db/time';
import { id, shape } from '../openapi/answers';
import { HttpError } from './errors';
import {
  carriesForeignContent,
  declaredSize,
  isDecompressionBomb,
  MAX_IMAGE_MEGAPIXELS,
  MAX_IMAGE_SIDE,
} from './image-inspection';

export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

export interface StoredUpload {
  id: number;
  name: string;
  url: string;
  mime: string;
  size: number;
  original_name: string;
}

/** `<32 hex>.<ext>`: the only names `/uploads/` serves. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export const MIME_BY_EXTENSION: Record<ImageType['extension'], ImageType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Reads a multipart file part fully, enforcing the size limit (413), the image types (415), a pixel limit
 * against decompression bombs (413) and refusing images that also carry markup or an archive (415).
 */
export async function readImagePart(
  request: FastifyRequest,
  part: MultipartFile,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const { uploadMaxBytes } = request.server.deps.config;
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, request.t('uploads.too_large', { megabytes: uploadMaxBytes / (1024 * 1024) }));
    }
    throw error;
  }
  if (bytes.length > uploadMaxBytes) {
    throw new HttpError(413, request.t('uploads.too_large', { megabytes: uploadMaxBytes / (1024 * 1024) }));
  }
  const type = detectImageType(bytes);
  if (!type || carriesForeignContent(bytes)) throw new HttpError(415, 'uploads.unsupported_type');
  if (isDecompressionBomb(declaredSize(bytes, type))) {
    throw new HttpError(
      413,
      request.t('uploads.too_many_pixels', { megapixels: MAX_IMAGE_MEGAPIXELS, side: MAX_IMAGE_SIDE }),
    );
  }
  return { bytes, type };
}

/** `storeImage()`'s answer, as POST file-uploaded/store gives it. */
export const storedUploadSchema = shape({
  id,
  name: { type: 'string', description: 'The stored name: 32 random hex digits and the extension' },
  url: { type: 'string', description: '`/uploads/<name>`: the path to use as an image reference' },
  mime: { enum: [...new Set(Object.values(MIME_BY_EXTENSION))] },
  size: { type: 'integer', description: 'In bytes' },
  original_name: { type: 'string', description: "The file's name as sent (the stored name when none)" },
});

/** Stores the image and records it in `uploads`; the public path is `/uploads/<name>`. */
export async function storeImage(
  request: FastifyRequest,
  image: { bytes: Buffer; type: ImageType; originalName: string },
): Promise<StoredUpload> {
  const { db } = request.server.deps;
  const name = `${randomBytes(16).toString('hex')}.${image.type.extension}`;
  await request.server.uploadStore.put(name, image.bytes, image.type.mime);
  const originalName = image.originalName.slice(0, 255) || name;
  const row = await db
    .insertInto('uploads')
    .values({
      admin_id: request.admin?.id ?? null,
      original_name: originalName,
      stored_name: name,
      mime: image.type.mime,
      size: image.bytes.length,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name,
    url: `/uploads/${name}`,
    mime: image.type.mime,
    size: image.bytes.length,
    original_name: originalName,
  };
}
