// Stands in for the server's spreadsheet and PDF writers (server/export/xlsx.ts, pdf.ts) in the demo build
// only (vite.config.ts): they need Node streams, fonts read from the disk, exceljs and pdfkit, and file
// exports are not in the demo (NOT_IN_DEMO answers before any route gets here).
import type * as pdf from '../server/export/pdf';
import type * as xlsx from '../server/export/xlsx';
import { NotInDemoError } from './not-in-demo';

export const PDF_TYPE: typeof pdf.PDF_TYPE = 'application/pdf';
export const XLSX_TYPE: typeof xlsx.XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const writePdf: typeof pdf.writePdf = async () => {
  throw new NotInDemoError('A PDF export');
};

export const writeXlsx: typeof xlsx.writeXlsx = async () => {
  throw new NotInDemoError('A spreadsheet export');
};
