// Reads an exported PDF back with pdfjs-dist (its legacy build runs in Node): the text items of a page
// with their positions, so tests can check what the PDF really shows and where.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  /** The item's text as pdfjs reads it (through the font's ToUnicode map). */
  text: string;
  /** Left edge, in PDF points from the page's left. */
  x: number;
  /** Baseline, in PDF points from the page's top (so rows further down have larger y). */
  y: number;
  width: number;
}

/** The non-blank text items of one page (1-based), in drawing order. */
export async function pdfTextItems(payload: Buffer | Uint8Array, pageNumber = 1): Promise<PdfTextItem[]> {
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const data = new Uint8Array(payload);
  const document = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const height = page.view[3];
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({ text: item.str, x: item.transform[4], y: height - item.transform[5], width: item.width });
    }
    return items;
  } finally {
    await document.destroy();
  }
}
