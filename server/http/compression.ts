// Compressed API answers: JSON pages over 1 KB go out in brotli (or gzip) when the client accepts it.
// Exports (XLSX and PDF, already zipped or deflated inside) and event streams are sent as they are.
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller answers fit in a packet or two: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Node's default brotli quality (11) took 132 ms on a 150-row search page (60 KB); quality 4 takes
 * 0.44 ms for an answer 31% larger (5.9 KB against 4.5 KB), still smaller than gzip's (6.2 KB).
 */
export const API_BROTLI_QUALITY = 4;

/** JSON and text; not `text/event-stream`, whose events must reach the client as they are written. */
function isCompressibleAnswer(contentType: string): boolean {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return type.startsWith('text/') || type === 'application/json' || type.endsWith('+json');
}

export const API_COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_MIN_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
  customTypes: isCompressibleAnswer,
  // Only answers: request bodies stay plain JSON, read under the body limits as before.
  globalDecompression: false,
};

/** For the API's scope only: the admin's files are sent precompressed by the static server. */
export async function installApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, API_COMPRESSION);
}
