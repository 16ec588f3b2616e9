// What an upload holds besides its first bytes: the pixel size its header declares (a few kilobytes can
// declare a picture that takes gigabytes to decode) and markup or an archive hidden after the image data
// (a file that is a valid image and also a web page or a zip).
import type { ImageType } from './image-files';

export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_MEGAPIXELS = 40;

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Buffer): ImageSize | null {
  // The IHDR chunk always comes first: width and height right after its type.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer): ImageSize | null {
  return bytes.length < 10 ? null : { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) {
      // Decoders skip stray bytes before a marker ("extraneous bytes"), so the size check does too.
      offset += 1;
      continue;
    }
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    const length = bytes.readUInt16BE(offset + 2);
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The size the image's header declares, or null when it declares none the server can read. */
export function declaredSize(bytes: Buffer, type: ImageType): ImageSize | null {
  switch (type.extension) {
    case 'png':
      return pngSize(bytes);
    case 'gif':
      return gifSize(bytes);
    case 'jpg':
      return jpegSize(bytes);
    case 'webp':
      return webpSize(bytes);
  }
}

/** True when decoding the image would take more memory than any picture the admin shows needs. */
export function isDecompressionBomb(size: ImageSize | null): boolean {
  if (!size) return false;
  return (
    size.width > MAX_IMAGE_SIDE ||
    size.height > MAX_IMAGE_SIDE ||
    size.width * size.height > MAX_IMAGE_MEGAPIXELS * 1_000_000
  );
}

// Text no picture holds, but web pages, scripts and documents do (compared lower-cased).
const FOREIGN_MARKERS = [
  '<script',
  '<html',
  '<body',
  '<svg',
  '<iframe',
  '<object',
  '<embed',
  '<!doctype',
  '<?php',
  'javascript:',
  '%pdf-',
  '<img',
  '<style',
  '<meta',
  '<link',
  '<form',
  '<base',
  '<math',
  '<video',
  '<audio',
  '<template',
];

/** Any tag with an event handler attribute (`<x onerror=…>`, also across lines). */
const HANDLER_TAG = /<[a-z][a-z0-9:-]{0,20}[\s/][^<>]{0,500}?\bon[a-z]{3,30}\s*=/;

/** True when the file also carries markup, a script, a PDF or a zip archive (a polyglot). */
export function carriesForeignContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  // UTF-16 text is ASCII with a NUL beside each letter: browsers sniff it too, so it is read without them.
  const withoutNuls = text.replaceAll('\u0000', '');
  for (const candidate of [text, withoutNuls]) {
    if (FOREIGN_MARKERS.some((marker) => candidate.includes(marker)) || HANDLER_TAG.test(candidate)) return true;
  }
  // A zip needs both a local file header and its end record; one alone turns up by chance in image data.
  return text.includes('pk\u0003\u0004') && text.includes('pk\u0005\u0006');
}
