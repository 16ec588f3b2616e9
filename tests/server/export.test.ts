// Export: POST search with export_format streams every matching row as results.xlsx or results.pdf,
// with the list's filters, sort and permission.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, insertProduct, type TestApp } from './helpers';
import { type PdfTextItem, pdfTextItems } from './pdf-text';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

async function exportList(body: Record<string, unknown>, language: 'en' | 'ar' = 'en', token = admin) {
  return t.app.inject({ method: 'POST', url: '/api/v1/admin/search', headers: t.auth(token, language), payload: body });
}

async function workbookOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

function rowValues(sheet: ExcelJS.Worksheet, index: number): unknown[] {
  return (sheet.getRow(index).values as unknown[]).slice(1);
}

/** Page 1's text items grouped into lines (top to bottom), each in drawing order: the title, the header row, then the rows. */
async function pdfLines(payload: Buffer): Promise<PdfTextItem[][]> {
  const lines = new Map<number, PdfTextItem[]>();
  for (const item of await pdfTextItems(payload)) {
    const y = Math.round(item.y);
    lines.set(y, [...(lines.get(y) ?? []), item]);
  }
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, items]) => items);
}

/**
 * Arabic text as the PDF reads back: word for word, every space kept. The one difference is the font's
 * lam-alef ligature (ﻻ), which reads back with its two letters swapped ('ال' for 'لا').
 */
function readBack(text: string): string {
  return text.replace(/\u0644([\u0627\u0623\u0625\u0622])/g, '$1\u0644');
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  const dangerous = ['=HYPERLINK("https://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '\tTabbed', '\rReturned'];
  for (const [index, name] of dangerous.entries()) {
    await insertProduct(db, {
      name_en: `${name}`,
      name_ar: 'قيمة خطرة',
      price: 100_000 + index,
      created_at: `2026-02-0${index + 1}T08:30:00.000Z`,
    });
  }
  await insertProduct(db, {
    name_en: 'Quokka bottle',
    name_ar: 'زجاجة كوكا',
    price: 1234.5,
    status: 'draft',
    enabled: 0,
    description: '<p>Cold &amp; <strong>fresh</strong></p>',
    created_at: '2026-02-10T09:15:00.000Z',
  });
});
afterAll(() => t.close());

describe('excel', () => {
  it('streams results.xlsx with a header row and every matching row', async () => {
    const res = await exportList({ model: 'users', export_format: 'excel' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="results.xlsx"');
    const sheet = await workbookOf(res.rawPayload);
    expect(rowValues(sheet, 1)).toEqual([
      'ID',
      'Name',
      'Image',
      'Email',
      'Phone',
      'Gender',
      'Status',
      'Wallet balance',
      'Enabled',
      'Created at',
    ]);
    const live: any = await db
      .selectFrom('users')
      .select((eb: any) => eb.fn.countAll().as('count'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(sheet.actualRowCount - 1).toBe(Number(live.count));
    expect(sheet.actualRowCount - 1).toBeGreaterThan(150);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
  });

  it('writes typed numbers and dates, labels for links and chips, and text for HTML', async () => {
    const res = await exportList({ model: 'products', filters: { name: 'quokka' }, export_format: 'excel' });
    const sheet = await workbookOf(res.rawPayload);
    const header = rowValues(sheet, 1) as string[];
    const cell = (title: string) => sheet.getRow(2).getCell(header.indexOf(title) + 1);
    expect(sheet.actualRowCount).toBe(2);
    expect(cell('ID').value).toEqual(expect.any(Number));
    expect(cell('Price').value).toBe(1234.5);
    expect(cell('Price').numFmt).toBe('#,##0.00');
    expect(cell('Created at').value).toEqual(new Date('2026-02-10T09:15:00.000Z'));
    expect(cell('Created at').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(cell('Status').value).toBe('Draft');
    expect(cell('Enabled').value).toBe('No');
    expect(cell('Description').value).toBe('Cold & fresh');
    expect(cell('Seller').value).toEqual(expect.any(String));
  });

  it('never lets text run as a formula', async () => {
    const res = await exportList({
      model: 'products',
      filters: { price_from: 100_000, price_to: 100_005 },
      sortBy: ['price'],
      export_format: 'excel',
    });
    const sheet = await workbookOf(res.rawPayload);
    const names: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) names.push(row.getCell(2).value);
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
    // (XML reading turns the carriage return into a line feed; the quote in front is what matters.)
    expect(names).toEqual([
      '\'=HYPERLINK("https://evil.test","x")',
      "'+1+2",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTabbed",
      "'\nReturned",
    ]);
  });

  it('keeps the list order and filters', async () => {
    const res = await exportList({
      model: 'products',
      filters: { price_from: 100_000, price_to: 100_005 },
      sortBy: ['price'],
      sortDesc: [true],
      export_format: 'excel',
    });
    const sheet = await workbookOf(res.rawPayload);
    const prices = [2, 3, 4, 5, 6, 7].map((index) => sheet.getRow(index).getCell(8).value);
    expect(prices).toEqual([100_005, 100_004, 100_003, 100_002, 100_001, 100_000]);
  });

  it('lays the sheet right to left, in Arabic, for an Arabic request', async () => {
    const res = await exportList({ model: 'products', filters: { name: 'quokka' }, export_format: 'excel' }, 'ar');
    const sheet = await workbookOf(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(rowValues(sheet, 1).slice(0, 2)).toEqual(['المعرّف', 'الاسم']);
    expect(rowValues(sheet, 2)[1]).toBe('زجاجة كوكا');
    expect(rowValues(sheet, 2)).toContain('مسودة');
  });

  it('exports the trash with show_trash', async () => {
    const res = await exportList({ model: 'users', filters: { show_trash: true }, export_format: 'excel' });
    const trashed: any = await db
      .selectFrom('users')
      .select((eb: any) => eb.fn.countAll().as('count'))
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await workbookOf(res.rawPayload)).actualRowCount - 1).toBe(Number(trashed.count));
  });
});

describe('pdf', () => {
  it('streams results.pdf with the DejaVu font embedded, over several pages', async () => {
    const res = await exportList({ model: 'users', export_format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="results.pdf"');
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(10);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('writes Arabic with the same embedded font', async () => {
    const res = await exportList({ model: 'products', filters: { name: 'quokka' }, export_format: 'pdf' }, 'ar');
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/DejaVuSans/);
  });
});

describe('pdf content, read back as text', () => {
  const PRODUCT_TITLES = [
    'ID',
    'Name',
    'Image',
    'Seller',
    'Category',
    'Status',
    'Rating',
    'Price',
    'Stock',
    'Description',
    'Enabled',
    'Created at',
  ];
  const ARABIC_TITLES = [
    'المعرّف',
    'الاسم',
    'الصورة',
    'البائع',
    'التصنيف',
    'الحالة',
    'التقييم',
    'السعر',
    'المخزون',
    'الوصف',
    'مفعّل',
    'تاريخ الإنشاء',
  ];

  it('shows the column titles and the first row, columns left to right', async () => {
    const res = await exportList({ model: 'products', filters: { name: 'quokka' }, export_format: 'pdf' });
    expect(res.statusCode).toBe(200);
    const [title, header, first, ...rest] = await pdfLines(res.rawPayload);
    expect(title.map((item) => item.text)).toEqual(['Products — 1 rows']);
    expect(rest).toEqual([]);

    // Every column has the room its title needs: no title is cut.
    expect(header.map((item) => item.text)).toEqual(PRODUCT_TITLES);
    // Left to right: ID leftmost, each next title further right.
    const xs = header.map((item) => item.x);
    expect(Math.min(...xs)).toBe(xs[0]);
    xs.slice(1).forEach((x, index) => expect(x).toBeGreaterThan(xs[index]));

    // A cell's text starts where its column's title starts (both are left aligned in the same cell).
    const cell = (name: string) =>
      first.find((item) => Math.abs(item.x - header[PRODUCT_TITLES.indexOf(name)].x) < 0.5)?.text;
    expect(cell('ID')).toMatch(/^\d+$/);
    expect(cell('Name')).toBe('Quokka bottle');
    expect(cell('Image')).toBeUndefined();
    expect(cell('Status')).toBe('Draft');
    expect(cell('Price')).toBe('1,234.50');
    expect(cell('Description')).toBe('Cold & fresh');
    expect(cell('Enabled')).toBe('No');
    // A date-time column has the room of its widest value: the time is not cut either.
    expect(cell('Created at')).toMatch(/^2026-02-10 \d{2}:\d{2}$/);
  });

  it('shows the Arabic column titles, the first column rightmost', async () => {
    const res = await exportList({ model: 'products', filters: { name: 'quokka' }, export_format: 'pdf' }, 'ar');
    expect(res.statusCode).toBe(200);
    const [title, header, first] = await pdfLines(res.rawPayload);
    // (Numbers in Arabic-Indic digits, the 'display.arabic_digits' default: export-digits.test.ts.)
    expect(title.map((item) => item.text)).toEqual([readBack('المنتجات — ١ صف')]);

    expect(header).toHaveLength(ARABIC_TITLES.length);
    // Every title whole (no ellipsis), word for word with its spaces.
    expect(header.map((item) => item.text)).toEqual(ARABIC_TITLES.map(readBack));
    expect(header.filter((item) => item.text.includes('…'))).toEqual([]);

    // Right to left: the first column's title is the rightmost, each next one further left.
    const rights = header.map((item) => item.x + item.width);
    expect(Math.max(...rights)).toBe(rights[0]);
    rights.slice(1).forEach((right, index) => expect(right).toBeLessThan(rights[index]));
    expect(Math.max(...header.map((item) => item.x))).toBe(header[0].x);

    // Cells are right aligned, so a value ends where its column's title ends.
    const cell = (index: number) =>
      first.find((item) => Math.abs(item.x + item.width - rights[index]) < 0.5)?.text ?? '';
    expect(cell(0)).toMatch(/^[٠-٩]+$/);
    expect(cell(1)).toBe(readBack('زجاجة كوكا'));
    expect(cell(ARABIC_TITLES.indexOf('الحالة'))).toBe(readBack('مسودة'));
  });
});

describe('export refusals', () => {
  it('needs view-{Model}, answered as JSON', async () => {
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await exportList({ model: 'orders', export_format: 'excel' }, 'en', support);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('checks the filters before streaming anything', async () => {
    const res = await exportList({ model: 'users', filters: { colour: 'red' }, export_format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: 0, message: 'Unknown filter "colour".' });
  });
});
