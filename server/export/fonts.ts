// The PDF font: DejaVu Sans (Latin and Arabic glyphs, OpenType Arabic shaping), read once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const fontFolder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let cache: { regular: Buffer; bold: Buffer } | null = null;

export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(join(fontFolder, 'DejaVuSans.ttf')),
    bold: readFileSync(join(fontFolder, 'DejaVuSans-Bold.ttf')),
  };
  return cache;
}
