// Streams an export as .xlsx with exceljs's streaming writer (no shared strings, so memory stays flat):
// a bold header row, typed number and date cells, right-to-left sheet view for Arabic, and text that
// a spreadsheet could run as a formula defused with a leading quote.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportDigits } from './digits';
import { drained, stopIfClosed } from './flow';
import type { ExportColumn, ExportValue } from './values';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that starts like a formula gets a leading single quote, so it is shown, never evaluated. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const WIDTHS: Partial<Record<ExportColumn['type'], number>> = {
  id: 9,
  html: 48,
  text: 28,
  link: 26,
  image: 40,
  status: 16,
  amount: 14,
  number: 11,
  rating: 9,
  date: 12,
  datetime: 18,
  boolean: 9,
};
const FORMATS: Partial<Record<ExportColumn['type'], string>> = {
  amount: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/**
 * Number formats with Arabic-Indic digits: the cells stay typed numbers and dates (they sort and add up)
 * and the locale prefix's first byte, 02, asks the spreadsheet to draw them with ٠١٢٣ (Gregorian dates).
 */
const ARABIC_DIGITS = '[$-2000000]';
const ARABIC_FORMATS: Partial<Record<ExportColumn['type'], string>> = {
  id: `${ARABIC_DIGITS}0`,
  number: `${ARABIC_DIGITS}General`,
  rating: `${ARABIC_DIGITS}General`,
  amount: `${ARABIC_DIGITS}#,##0.00`,
  date: `${ARABIC_DIGITS}yyyy-mm-dd`,
  datetime: `${ARABIC_DIGITS}yyyy-mm-dd hh:mm`,
};

/** The number format of a column's cells in the export's digits, if it has one. */
export function columnFormat(type: ExportColumn['type'], digits: ExportDigits): string | undefined {
  return (digits === 'arabic' ? ARABIC_FORMATS : FORMATS)[type];
}

const MAX_PENDING_BYTES = 262144;

/**
 * Sheet XML written but not yet taken by the zip compressor. exceljs pipes each sheet into archiver
 * without backpressure, so without this check the whole uncompressed sheet can pile up in memory.
 * (Reads exceljs/archiver internals; if they change, this answers 0 and only output backpressure remains.)
 */
function pendingBytes(sheet: ExcelJS.Worksheet): number {
  const target = (sheet as unknown as { stream?: { pipes?: Array<{ _writableState?: { length?: number } }> } }).stream
    ?.pipes?.[0];
  return target?._writableState?.length ?? 0;
}

function cellValue(value: ExportValue): ExportValue {
  return typeof value === 'string' ? defuseFormula(value) : value;
}

export async function writeXlsx(
  output: Writable,
  options: {
    columns: readonly ExportColumn[];
    rows: AsyncIterable<ExportValue[][]>;
    rightToLeft: boolean;
    sheetName: string;
    /** Numbers and dates in Latin or Arabic-Indic digits (exportDigits). */
    digits: ExportDigits;
  },
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ rightToLeft: options.rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((column) => ({ key: column.key, width: WIDTHS[column.type] ?? 16 }));
  // One style object per column, shared by all its cells: exceljs caches a style by object identity,
  // so this skips re-serialising a style for every cell (about half the writing time).
  const styles: Partial<ExcelJS.Style>[] = options.columns.map((column) => {
    const numFmt = columnFormat(column.type, options.digits);
    return numFmt ? { numFmt } : {};
  });
  const headerStyle: Partial<ExcelJS.Style> = { font: { bold: true } };
  const writeRow = (values: ExportValue[], style: (index: number) => Partial<ExcelJS.Style>) => {
    const row = sheet.addRow(values);
    for (let index = 0; index < values.length; index += 1) row.getCell(index + 1).style = style(index);
    row.commit();
  };
  writeRow(
    options.columns.map((column) => defuseFormula(column.title)),
    () => headerStyle,
  );
  for await (const batch of options.rows) {
    for (const values of batch) writeRow(values.map(cellValue), (index) => styles[index]);
    // Let the compressor and a slow reader catch up before the next batch is read from the database.
    while (pendingBytes(sheet) > MAX_PENDING_BYTES) {
      stopIfClosed(output);
      await nextTurn();
    }
    await drained(output);
  }
  sheet.commit();
  await workbook.commit();
}
