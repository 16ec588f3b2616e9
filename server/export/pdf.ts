// Streams an export as a PDF table with pdfkit: landscape A4, DejaVu Sans embedded (so Arabic is
// shaped), columns laid out right to left for Arabic, the header row repeated on every page.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { visualOrder, visualUnits } from './bidi';
import { type ExportDigits, inDigits, numberInDigits } from './digits';
import { drained } from './flow';
import { pdfFonts } from './fonts';
import type { ExportColumn, ExportValue } from './values';

export const PDF_TYPE = 'application/pdf';

const MARGIN = 28;
const FONT_SIZE = 7.5;
const HEADER_SIZE = 8;
const ROW_HEIGHT = 14;
const PADDING = 3;
const WEIGHTS: Partial<Record<ExportColumn['type'], number>> = {
  id: 0.6,
  html: 2.6,
  text: 1.8,
  link: 1.7,
  image: 2.2,
  status: 1.2,
  datetime: 1.5,
  date: 1.05,
  amount: 1.15,
  number: 0.9,
  rating: 0.7,
  boolean: 0.8,
};
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A cell's text; numbers and dates in the export's digits (text is written as it was typed). */
export function pdfText(column: ExportColumn, value: ExportValue, digits: ExportDigits = 'latin'): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return inDigits(column.type === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`, digits);
  }
  if (typeof value === 'number')
    return numberInDigits(
      column.type === 'amount' ? money.format(value) : column.type === 'id' ? String(value) : plainNumber.format(value),
      digits,
    );
  return value.replace(/\s+/g, ' ').trim();
}

interface Layout {
  x: number;
  width: number;
}

/**
 * Each column first gets the room its title needs (and a date-time column its value), so no title and
 * no time is cut; the rest of the page's width is shared by the columns' weights. When even the titles
 * do not fit, the weights alone decide.
 */
function layoutColumns(
  columns: readonly ExportColumn[],
  pageWidth: number,
  rightToLeft: boolean,
  minimums: readonly number[],
): Layout[] {
  const available = pageWidth - 2 * MARGIN;
  const weights = columns.map((column) => WEIGHTS[column.type] ?? 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const needed = minimums.reduce((sum, width) => sum + width, 0);
  const base = needed < available ? minimums : columns.map(() => 0);
  const spare = available - (needed < available ? needed : 0);
  let x = rightToLeft ? pageWidth - MARGIN : MARGIN;
  return weights.map((weight, index) => {
    const width = base[index] + (spare * weight) / totalWeight;
    const left = rightToLeft ? x - width : x;
    x = rightToLeft ? x - width : x + width;
    return { x: left, width };
  });
}

/** A value as wide as the widest of its type, where the type has one. */
const WIDEST_VALUE: Partial<Record<ExportColumn['type'], string>> = {
  datetime: '0000-00-00 00:00',
  date: '0000-00-00',
};

export async function writePdf(
  output: Writable,
  options: {
    columns: readonly ExportColumn[];
    rows: AsyncIterable<ExportValue[][]>;
    rightToLeft: boolean;
    title: string;
    /** Numbers and dates in Latin or Arabic-Indic digits (exportDigits). */
    digits: ExportDigits;
  },
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: options.title } });
  const finished = once(output, 'finish');
  // Awaited at the end; if the writer fails first, the output's error must not go unhandled.
  finished.catch(() => {});
  doc.pipe(output);
  const fonts = pdfFonts();
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const pageWidth = doc.page.width;
  const bottom = doc.page.height - MARGIN;
  const minimums = options.columns.map((column) => {
    const title = doc.font('bold').fontSize(HEADER_SIZE).widthOfString(visualOrder(column.title));
    const widest = WIDEST_VALUE[column.type];
    const value = widest ? doc.font('body').fontSize(FONT_SIZE).widthOfString(inDigits(widest, options.digits)) : 0;
    return Math.max(title, value) + 2 * PADDING + 1;
  });
  const layout = layoutColumns(options.columns, pageWidth, options.rightToLeft, minimums);
  const align = options.rightToLeft ? 'right' : 'left';

  /** Draws a line from `x`, its pieces in display order with a space between each (see bidi.ts). */
  const line = (text: string, x: number, y: number) => {
    const space = doc.widthOfString(' ');
    let left = x;
    for (const unit of visualUnits(text)) {
      doc.text(unit, left, y, { lineBreak: false });
      left += doc.widthOfString(unit) + space;
    }
  };

  /** Draws one line of text inside a cell, cut with an ellipsis to fit. */
  const cellText = (raw: string, cell: Layout, y: number) => {
    if (raw === '') return;
    const room = cell.width - 2 * PADDING;
    let text = raw.length > 160 ? raw.slice(0, 160) : raw;
    let width = doc.widthOfString(text);
    while (width > room && text.length > 1) {
      text = `${text.slice(0, Math.max(1, Math.floor(text.length * (room / width)) - 2))}…`;
      width = doc.widthOfString(text);
    }
    const x = align === 'right' ? cell.x + cell.width - PADDING - width : cell.x + PADDING;
    line(text, x, y + (ROW_HEIGHT - FONT_SIZE) / 2 - 1);
  };

  let y = MARGIN;
  const drawHeader = () => {
    doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, ROW_HEIGHT + 2).fill('#263238');
    doc.font('bold').fontSize(HEADER_SIZE).fillColor('#ffffff');
    options.columns.forEach((column, index) => cellText(column.title, layout[index], y + 1));
    doc.font('body').fontSize(FONT_SIZE).fillColor('#111111');
    y += ROW_HEIGHT + 2;
  };

  doc.font('bold').fontSize(11).fillColor('#111111');
  const titleWidth = doc.widthOfString(visualOrder(options.title));
  line(options.title, options.rightToLeft ? pageWidth - MARGIN - titleWidth : MARGIN, y);
  y += 20;
  drawHeader();

  let index = 0;
  for await (const batch of options.rows) {
    for (const values of batch) {
      if (y + ROW_HEIGHT > bottom) {
        doc.addPage();
        y = MARGIN;
        drawHeader();
      }
      if (index % 2 === 1) {
        doc.rect(MARGIN, y, pageWidth - 2 * MARGIN, ROW_HEIGHT).fill('#f1f3f4');
        doc.fillColor('#111111');
      }
      values.forEach((value, column) =>
        cellText(pdfText(options.columns[column], value, options.digits), layout[column], y),
      );
      y += ROW_HEIGHT;
      index += 1;
    }
    await drained(output);
  }
  doc.end();
  await finished;
}
