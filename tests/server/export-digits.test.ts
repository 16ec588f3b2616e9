// Exports write numbers and dates in the digits of the 'display.arabic_digits' setting: Arabic-Indic
// (the default) or Latin in Arabic, always Latin in English; the PDF read back with pdfjs, the workbook
// with exceljs, for a direct export and for an export job.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualUnits } from '../../server/export/bidi';
import { inDigits, numberInDigits } from '../../server/export/digits';
import { createTestApp, insertProduct, type TestApp } from './helpers';
import { pdfTextItems } from './pdf-text';

let t: TestApp;
let admin: string;

const search = (body: Record<string, unknown>, language: 'en' | 'ar') =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/search', headers: t.auth(admin, language), payload: body });
const setDigits = async (value: 'arabic' | 'latin' | null) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/display.arabic_digits',
    headers: t.auth(admin),
    payload: { value },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const QUOKKA = { model: 'products', filters: { name: 'quokka' } };

beforeAll(async () => {
  t = await createTestApp({ models: true });
  admin = await t.login();
  await insertProduct(t.db as Kysely<any>, {
    name_en: 'Quokka bottle',
    name_ar: 'زجاجة كوكا',
    price: 1234.5,
    created_at: '2026-02-10T09:15:00.000Z',
  });
});
afterAll(async () => {
  await setDigits(null);
  await t.close();
});

const LATIN_DIGIT = /[0-9]/;
const ARABIC_DIGIT = /[٠-٩]/;

/** The first product row's texts, by column title (the PDF's header row gives the columns' right edges). */
async function pdfRow(payload: Buffer): Promise<{ title: string; cells: Map<string, string> }> {
  const items = await pdfTextItems(payload);
  const ys = [...new Set(items.map((item) => Math.round(item.y)))].sort((a, b) => a - b);
  const line = (y: number) => items.filter((item) => Math.round(item.y) === y);
  const header = line(ys[1]);
  const cells = new Map<string, string>();
  for (const item of line(ys[2])) {
    const end = item.x + item.width;
    const column = header.find(
      (title) => Math.abs(title.x + title.width - end) < 0.5 || Math.abs(title.x - item.x) < 0.5,
    );
    if (column) cells.set(column.text, item.text);
  }
  return {
    title: line(ys[0])
      .map((item) => item.text)
      .join(' '),
    cells,
  };
}

async function sheetRow(payload: Buffer): Promise<ExcelJS.Cell[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const row = workbook.worksheets[0].getRow(2);
  return (row.values as unknown[]).slice(1).map((_, index) => row.getCell(index + 1));
}

describe('the digit helpers', () => {
  it('turn Latin digits into Arabic-Indic ones, and number separators into Arabic ones', () => {
    expect(inDigits('2026-02-10 09:15', 'arabic')).toBe('٢٠٢٦-٠٢-١٠ ٠٩:١٥');
    expect(numberInDigits('-1,234.50', 'arabic')).toBe('-١٬٢٣٤٫٥٠');
    expect(inDigits('2026-02-10', 'latin')).toBe('2026-02-10');
    expect(numberInDigits('1,234.50', 'latin')).toBe('1,234.50');
  });

  it('hand fontkit Arabic-Indic numbers reversed, since it lays them out right to left', () => {
    expect(visualUnits('٢٠٢٦-٠٢-١٠ ٠٩:١٥')).toEqual(['٠١-٢٠-٦٢٠٢', '٥١:٩٠']);
    expect(visualUnits('١٢٣')).toEqual(['٣٢١']);
    expect(visualUnits('2026-02-10 09:15')).toEqual(['2026-02-10 09:15']);
  });
});

describe('PDF exports', () => {
  it('write numbers and dates in Arabic-Indic digits in Arabic by default', async () => {
    const res = await search({ ...QUOKKA, export_format: 'pdf' }, 'ar');
    expect(res.statusCode).toBe(200);
    const { title, cells } = await pdfRow(res.rawPayload);
    expect(title).toBe('المنتجات — ١ صف');
    expect(cells.get('المعرّف')).toMatch(/^[٠-٩]+$/);
    expect(cells.get('السعر')).toBe('١٬٢٣٤٫٥٠');
    // Drawn left to right like the Latin date (year first, then the time); pdfjs reads Arabic-Indic
    // numbers back in the bidi algorithm's logical order, which puts the pieces the other way round.
    expect(cells.get(readBack('تاريخ الإنشاء'))).toBe('٠٩:١٥ ١٠-٠٢-٢٠٢٦');
    expect(cells.get(readBack('الاسم'))).toBe('زجاجة كوكا');
  });

  it("write Latin digits in Arabic when the setting says 'latin'", async () => {
    await setDigits('latin');
    const res = await search({ ...QUOKKA, export_format: 'pdf' }, 'ar');
    await setDigits(null);
    const { title, cells } = await pdfRow(res.rawPayload);
    expect(title).toBe('المنتجات — 1 صف');
    expect(cells.get('المعرّف')).toMatch(/^[0-9]+$/);
    expect(cells.get('السعر')).toBe('1,234.50');
    expect(cells.get(readBack('تاريخ الإنشاء'))).toBe('2026-02-10 09:15');
    expect([...cells.values()].filter((text) => ARABIC_DIGIT.test(text))).toEqual([]);
  });

  it('write Latin digits in English, with the setting at Arabic-Indic', async () => {
    const res = await search({ ...QUOKKA, export_format: 'pdf' }, 'en');
    const { title, cells } = await pdfRow(res.rawPayload);
    expect(title).toBe('Products — 1 rows');
    expect(cells.get('Price')).toBe('1,234.50');
    expect(cells.get('Created at')).toBe('2026-02-10 09:15');
    expect([...cells.values()].filter((text) => ARABIC_DIGIT.test(text))).toEqual([]);
  });
});

describe('Excel exports', () => {
  const ARABIC_FORMAT = '[$-2000000]';

  it('keep typed cells and give their formats Arabic-Indic digits in Arabic by default', async () => {
    const res = await search({ ...QUOKKA, export_format: 'excel' }, 'ar');
    expect(res.statusCode).toBe(200);
    const cells = await sheetRow(res.rawPayload);
    const [id, , , , , , rating, price, , , , created] = cells;
    expect(id.value).toEqual(expect.any(Number));
    expect(id.numFmt).toBe(`${ARABIC_FORMAT}0`);
    expect(rating.numFmt).toBe(`${ARABIC_FORMAT}General`);
    expect(price.value).toBe(1234.5);
    expect(price.numFmt).toBe(`${ARABIC_FORMAT}#,##0.00`);
    expect(created.value).toEqual(new Date('2026-02-10T09:15:00.000Z'));
    expect(created.numFmt).toBe(`${ARABIC_FORMAT}yyyy-mm-dd hh:mm`);
  });

  it("keep Latin formats in Arabic with 'latin', and in English", async () => {
    await setDigits('latin');
    const latin = await sheetRow((await search({ ...QUOKKA, export_format: 'excel' }, 'ar')).rawPayload);
    await setDigits('arabic');
    const english = await sheetRow((await search({ ...QUOKKA, export_format: 'excel' }, 'en')).rawPayload);
    await setDigits(null);
    for (const cells of [latin, english]) {
      expect(cells.map((cell) => cell.numFmt ?? '').filter((format) => format.includes('[$'))).toEqual([]);
      expect(cells[7].numFmt).toBe('#,##0.00');
      expect(cells[11].numFmt).toBe('yyyy-mm-dd hh:mm');
    }
  });
});

describe('export jobs', () => {
  async function jobFile(format: 'pdf' | 'excel'): Promise<Buffer> {
    const res = await search({ ...QUOKKA, export_format: format, job: true }, 'ar');
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.job_id;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const job = (await t.get(`jobs/${id}`, { token: admin })).json().data;
      if (job.state === 'done') break;
      expect(job.state === 'failed' || Date.now() > deadline).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await t.get(`jobs/${id}/file`, { token: admin })).rawPayload;
  }

  it('follow the setting when their file is written', async () => {
    const arabic = await pdfRow(await jobFile('pdf'));
    expect(arabic.title).toBe('المنتجات — ١ صف');
    expect(arabic.cells.get('السعر')).toBe('١٬٢٣٤٫٥٠');
    expect((await sheetRow(await jobFile('excel')))[7].numFmt).toBe('[$-2000000]#,##0.00');

    await setDigits('latin');
    const latin = await pdfRow(await jobFile('pdf'));
    const sheet = await sheetRow(await jobFile('excel'));
    await setDigits(null);
    expect(latin.title).toBe('المنتجات — 1 صف');
    expect(latin.cells.get('السعر')).toBe('1,234.50');
    expect([...latin.cells.values()].some((text) => LATIN_DIGIT.test(text))).toBe(true);
    expect(sheet[7].numFmt).toBe('#,##0.00');
  });
});

/** Arabic as the PDF reads back: the font's lam-alef ligature reads with its two letters swapped. */
function readBack(text: string): string {
  return text.replace(/\u0644([\u0627\u0623\u0625\u0622])/g, '$1\u0644');
}
