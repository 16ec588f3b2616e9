// The generic list screen in real Chromium against the started server, in English and Arabic: filter
// through the Search Criteria panel, change the page size, delete and restore from the trash, bulk
// disable, add a note, download the Excel and PDF exports, and open the programme and diet-programme lists.
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from './harness';
import {
  NUMBER_PATTERN,
  downloadedBytes,
  escapeRegExp,
  latinDigits,
  localNumber,
  pageDirection,
  openSearchCriteria,
  pageRangeText,
  readNumber,
} from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

// The products, programmes and diet-programmes models' labels (server/models/*.ts).
const MODEL_TEXTS = {
  en: {
    products: 'Products',
    phone: 'Phone',
    total: 'Total',
    orderNumber: 'Order number',
    orderStatus: 'Status',
    programs: 'Programs',
    dietPrograms: 'Diet Programs',
    status: 'Status',
    expired: 'Expired',
    enabled: 'Enabled',
  },
  ar: {
    products: 'المنتجات',
    phone: 'الهاتف',
    total: 'الإجمالي',
    orderNumber: 'رقم الطلب',
    orderStatus: 'الحالة',
    programs: 'البرامج',
    dietPrograms: 'البرامج الغذائية',
    status: 'الحالة',
    expired: 'منتهي',
    enabled: 'مفعّل',
  },
} as const;

/** The list screen's texts in `language`, from i18n/list.*.ts and shell.*.ts. */
function textsIn(language: Language) {
  const t = translator(language);
  return {
    ...MODEL_TEXTS[language],
    mainMenu: t('shell.menu.label'),
    details: (title: string, id: string) => t('list.details.title', { title, id }),
    searchCriteria: t('list.search.title'),
    columns: t('columns.chooser'),
    search: t('list.buttons.search'),
    reset: t('list.buttons.reset'),
    showTrash: t('list.search.show_trash'),
    exportExcel: t('list.buttons.export_excel'),
    exportPdf: t('list.buttons.export_pdf'),
    results: t('list.table.label'),
    rowsPerPage: t('list.table.rows_per_page'),
    nextPage: t('list.table.page_next'),
    chartToggle: t('list.chart.toggle'),
    chartTitle: t('list.chart.title'),
    totalsToggle: t('list.totals.toggle'),
    searchToggle: t('list.search.toggle'),
    activeFilters: t('list.search.active'),
    previousPage: t('list.table.page_previous'),
    // The word between the numbers of "1–30 of 1925".
    of: t('list.table.displayed_rows', { from: '', to: '', count: '' }).replace('–', '').trim(),
    selectRow: t('list.table.select_row', { id: '' }).trim(),
    actionsFor: t('list.actions.row_label', { id: '' }).trim(),
    bulk: t('list.bulk.label'),
    disableSelected: t('list.bulk.disable'),
    twoSelected: t('list.table.selected', { smart_count: 2 }),
    confirmTitle: t('list.confirm.title'),
    confirmDelete: t('list.confirm.delete'),
    confirmRestore: t('list.confirm.restore'),
    confirmBulkDisable: t('list.confirm.bulk_disable', { smart_count: 2 }),
    yes: t('list.yes'),
    successTitle: t('list.result.success_title'),
    success: t('list.result.success'),
    delete: t('list.actions.delete'),
    restore: t('list.actions.restore'),
    enable: t('list.actions.enable'),
    disable: t('list.actions.disable'),
    notes: t('list.notes.title'),
    addNote: t('list.notes.add'),
    noteText: t('list.notes.editor'),
    saveNote: t('list.notes.save'),
    noNotes: t('list.notes.none'),
    noteEmpty: t('list.notes.cannot_be_empty'),
    close: t('list.close'),
    disabledCell: t('list.table.no'),
  };
}

const TEXTS = { en: textsIn('en'), ar: textsIn('ar') };

// How the drawings of MUI's paging arrows start: ‹ from its open end on the right, › on the left.
const POINTS_LEFT = /^M15\.41 /;
const POINTS_RIGHT = /^M8\.59 /;
type Texts = ReturnType<typeof textsIn>;

/** Opens a list and waits for its first page of rows. */
async function openList(page: Page, text: Texts, path: string): Promise<void> {
  await page.goto(path);
  await dataRows(page, text).first().waitFor({ timeout: 20_000 });
}

function table(page: Page, text: Texts): Locator {
  return page.getByRole('table', { name: text.results });
}

/** The body rows (each has its "Select row N" box; the header row's box selects all). */
function dataRows(page: Page, text: Texts): Locator {
  return table(page, text).getByRole('row', { name: new RegExp(`^${escapeRegExp(text.selectRow)} \\d+ `) });
}

function rowById(page: Page, text: Texts, id: string): Locator {
  return table(page, text).getByRole('row', { name: new RegExp(`^${escapeRegExp(text.selectRow)} ${id} `) });
}

function rowAction(page: Page, text: Texts, id: string, action: string): Locator {
  return rowById(page, text, id)
    .getByRole('group', { name: `${text.actionsFor} ${id}`, exact: true })
    .getByRole('button', { name: action, exact: true });
}

/** The ids of the rows on the page, in order. */
async function rowIds(page: Page, text: Texts): Promise<string[]> {
  const pattern = new RegExp(`^${escapeRegExp(text.selectRow)} (\\d+)$`);
  const boxes = await table(page, text).getByRole('checkbox', { name: pattern }).all();
  const ids: string[] = [];
  for (const box of boxes) ids.push(pattern.exec((await box.getAttribute('aria-label')) ?? '')?.[1] ?? '');
  return ids;
}

/** The total of the pagination text "1–30 of 1925" ("1–30 من 1925"). */
async function shownTotal(page: Page, text: Texts): Promise<number> {
  const label = page.getByText(
    new RegExp(`^${NUMBER_PATTERN}–${NUMBER_PATTERN} ${escapeRegExp(text.of)} ${NUMBER_PATTERN}$`),
  );
  const content = (await label.textContent()) ?? '';
  return readNumber(content.split(' ').at(-1) ?? '');
}

/** The texts of one column (by its header) on the current page. */
async function columnTexts(page: Page, text: Texts, header: string): Promise<string[]> {
  const headers = (await table(page, text).getByRole('columnheader').allTextContents()).map((content) =>
    content.trim(),
  );
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
  const texts: string[] = [];
  for (const row of await dataRows(page, text).all())
    texts.push(((await row.getByRole('cell').nth(index).textContent()) ?? '').trim());
  return texts;
}

/** The cells of one column (by its header) on the current page. */
async function columnCells(page: Page, text: Texts, header: string): Promise<Locator[]> {
  const headers = (await table(page, text).getByRole('columnheader').allTextContents()).map((content) =>
    content.trim(),
  );
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
  return (await dataRows(page, text).all()).map((row) => row.getByRole('cell').nth(index));
}

/** Answers Yes to the confirmation, then waits for the success report to show and close itself. */
async function confirmYes(page: Page, text: Texts, question: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: text.confirmTitle });
  await confirm.getByText(question, { exact: true }).waitFor();
  await confirm.getByRole('button', { name: text.yes, exact: true }).click();
  const report = page.getByRole('dialog', { name: text.successTitle });
  await report.getByText(text.success, { exact: true }).waitFor();
  await report.waitFor({ state: 'hidden', timeout: 10_000 });
  await confirm.waitFor({ state: 'hidden' });
}

describe.each(['en', 'ar'] as const)('the generic list (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const text = TEXTS[language];

  flow('filters by status through the Search Criteria panel, with the filter in the URL', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/products');
    await page.getByRole('heading', { level: 1, name: text.products }).waitFor();
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const everything = await shownTotal(page, text);
    expect(everything).toBeGreaterThan(1000);
    expect(await dataRows(page, text).count()).toBe(30);

    const panel = await openSearchCriteria(page, text.searchCriteria);
    await panel.getByRole('combobox', { name: text.status, exact: true }).click();
    await page.getByRole('option', { name: text.expired, exact: true }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: text.search, exact: true }).click();

    await page.waitForURL((url) => url.searchParams.get('status') === 'expired');
    await expect.poll(() => shownTotal(page, text), { timeout: 15_000 }).toBeLessThan(everything);
    const filtered = await shownTotal(page, text);
    expect(filtered).toBeGreaterThan(0);
    await expect.poll(async () => [...new Set(await columnTexts(page, text, text.status))]).toEqual([text.expired]);

    // The URL alone opens the same filtered list, the filter shown in the panel.
    await openList(page, text, '/default/products?status=expired');
    expect(await shownTotal(page, text)).toBe(filtered);
    await panel.getByRole('button', { name: text.expired, exact: true }).waitFor();

    // Reset brings every row back and clears the URL.
    await panel.getByRole('button', { name: text.reset, exact: true }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => shownTotal(page, text), { timeout: 15_000 }).toBe(everything);
    await context.close();
  });

  flow('changes the page size from 30 to 60 rows', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/orders');
    expect(await dataRows(page, text).count()).toBe(30);
    const total = await shownTotal(page, text);
    expect(total).toBeGreaterThan(60);

    const size = page.getByRole('combobox', { name: text.rowsPerPage });
    await size.click();
    await page.getByRole('option', { name: localNumber(language, 60), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('per_page') === '60');
    await expect.poll(() => dataRows(page, text).count(), { timeout: 15_000 }).toBe(60);
    await page.getByText(pageRangeText(language, text.of, 1, 60, total), { exact: true }).waitFor();
    expect(new Set(await rowIds(page, text)).size).toBe(60);
    await context.close();
  });

  it('pages with arrows that point the reading way, the counter in the language digits', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/orders');
    const total = await shownTotal(page, text);
    const next = page.getByRole('button', { name: text.nextPage, exact: true });
    const previous = page.getByRole('button', { name: text.previousPage, exact: true });
    // Which way each arrow points, from its drawing: › is next in English, ‹ in Arabic.
    const [forward, back] = language === 'ar' ? [POINTS_LEFT, POINTS_RIGHT] : [POINTS_RIGHT, POINTS_LEFT];
    expect(await next.locator('svg path').getAttribute('d')).toMatch(forward);
    expect(await previous.locator('svg path').getAttribute('d')).toMatch(back);
    // And the next page's button sits on the reading side of the previous page's one.
    const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()];
    if (!nextBox || !previousBox) throw new Error('paging buttons not drawn');
    expect(language === 'ar' ? nextBox.x < previousBox.x : nextBox.x > previousBox.x).toBe(true);

    await next.click();
    await page.getByText(pageRangeText(language, text.of, 31, 60, total), { exact: true }).waitFor({ timeout: 15_000 });
    if (language === 'ar') expect(await page.getByText(/\d–\d/).count()).toBe(0);
    await context.close();
  });

  it('shows amounts with the currency, end-aligned in tabular figures; codes left to right on one line', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/orders');
    const totals = await columnCells(page, text, text.total);
    const currency = language === 'ar' ? 'ج.م.' : 'EGP';
    for (const cell of totals) {
      const style = await cell.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { align: computed.textAlign, figures: computed.fontVariantNumeric, text: element.textContent ?? '' };
      });
      // The end of the line: right in English, left in Arabic.
      expect(style).toMatchObject({ align: language === 'ar' ? 'left' : 'right', figures: 'tabular-nums' });
      expect(style.text).toContain(currency);
    }
    // Order numbers read left to right and never break at a hyphen.
    const orderNumber = (await columnCells(page, text, text.orderNumber))[0].locator('bdi');
    expect(
      await orderNumber.evaluate((element) => [
        getComputedStyle(element).direction,
        getComputedStyle(element).whiteSpace,
      ]),
    ).toEqual(['ltr', 'nowrap']);
    // Latin words in Arabic buttons keep their case.
    expect(
      await page
        .getByRole('button', { name: text.exportExcel, exact: true })
        .evaluate((element) => getComputedStyle(element).textTransform),
    ).toBe(language === 'ar' ? 'none' : 'uppercase');

    // A phone number starts with its +: isolated left to right in Arabic.
    await openList(page, text, '/default/users');
    const phone = (await columnCells(page, text, text.phone))[0];
    if (language === 'ar') {
      const isolated = phone.locator('bdi');
      expect(await isolated.getAttribute('dir')).toBe('ltr');
      expect(await isolated.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      expect(await isolated.textContent()).toMatch(/^\+\d+$/);
    } else expect(await phone.textContent()).toMatch(/^\+\d+$/);
    await context.close();
  });

  flow('shows the first row without scrolling at 1440×900 on the orders, users and products lists', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/default/orders', '/default/users', '/default/products']) {
      await openList(page, text, path);
      const first = (await dataRows(page, text).first().boundingBox())!;
      expect(first.y + first.height, path).toBeLessThanOrEqual(900);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await context.close();
  });

  flow(
    'keeps the chart and totals folded until opened, then open on the next visit; a folded search shows its filters as chips',
    async () => {
      const { context, page } = await suite.signedInPage(language);
      await openList(page, text, '/default/orders?status=delivered');
      const chartToggle = page.getByRole('button', { name: text.chartToggle, exact: true });
      expect(await chartToggle.getAttribute('aria-expanded')).toBe('false');
      expect(
        await page.getByRole('button', { name: text.totalsToggle, exact: true }).getAttribute('aria-expanded'),
      ).toBe('false');
      await chartToggle.click();
      await page.getByRole('table', { name: text.chartTitle }).waitFor();
      await openList(page, text, '/default/orders');
      expect(await chartToggle.getAttribute('aria-expanded')).toBe('true');

      // Folded (their default), the search criteria keep a filter from the URL in sight, as a chip that
      // removes it.
      await openList(page, text, '/default/orders?status=delivered');
      const searchToggle = page.getByRole('button', { name: text.searchToggle, exact: true });
      expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
      const chips = page.getByRole('list', { name: text.activeFilters });
      await chips.getByText(new RegExp(`^${escapeRegExp(text.orderStatus)}: `)).waitFor();
      await chips.getByRole('button').first().press('Delete');
      await page.waitForURL((url) => !url.searchParams.has('status'));
      expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    },
  );

  flow('deletes a row, finds it under Show Trash and restores it', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/products');
    const total = await shownTotal(page, text);
    const [id] = await rowIds(page, text);

    await rowAction(page, text, id, text.delete).click();
    await confirmYes(page, text, text.confirmDelete);
    await rowById(page, text, id).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => shownTotal(page, text)).toBe(total - 1);

    // In the trash, with Restore instead of Delete.
    await openSearchCriteria(page, text.searchCriteria);
    await page.getByRole('switch', { name: text.showTrash }).check();
    await page.waitForURL((url) => url.searchParams.get('show_trash') === 'true');
    await rowById(page, text, id).waitFor({ timeout: 15_000 });
    expect(await rowAction(page, text, id, text.delete).count()).toBe(0);
    await rowAction(page, text, id, text.restore).click();
    await confirmYes(page, text, text.confirmRestore);
    await rowById(page, text, id).waitFor({ state: 'detached', timeout: 15_000 });

    // Back among the live rows.
    await page.getByRole('switch', { name: text.showTrash }).uncheck();
    await page.waitForURL((url) => !url.searchParams.has('show_trash'));
    await rowById(page, text, id).waitFor({ timeout: 15_000 });
    await expect.poll(() => shownTotal(page, text)).toBe(total);
    expect(await rowAction(page, text, id, text.delete).count()).toBe(1);
    await context.close();
  });

  flow('disables two selected rows at once and clears the selection', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/products');
    const ids: string[] = [];
    for (const id of await rowIds(page, text)) {
      if (ids.length < 2 && (await rowAction(page, text, id, text.disable).count()) === 1) ids.push(id);
    }
    expect(ids).toHaveLength(2);

    // No bulk buttons until a row is selected.
    const bar = page.getByRole('toolbar', { name: text.bulk });
    expect(await bar.count()).toBe(0);
    expect(await page.getByRole('button', { name: text.disableSelected, exact: true }).count()).toBe(0);
    for (const id of ids)
      await table(page, text)
        .getByRole('checkbox', { name: `${text.selectRow} ${id}`, exact: true })
        .check();
    await bar.getByText(text.twoSelected, { exact: true }).waitFor();
    await bar.getByRole('button', { name: text.disableSelected, exact: true }).click();
    await confirmYes(page, text, text.confirmBulkDisable);

    // The selection is cleared, and the bulk bar goes with it.
    await bar.waitFor({ state: 'detached' });
    for (const id of ids) {
      expect(
        await table(page, text)
          .getByRole('checkbox', { name: `${text.selectRow} ${id}`, exact: true })
          .isChecked(),
      ).toBe(false);
      // Enabled now reads No, and the row offers Enable instead of Disable.
      await rowAction(page, text, id, text.enable).waitFor({ timeout: 15_000 });
      expect(await rowAction(page, text, id, text.disable).count()).toBe(0);
    }
    // The Enabled column gives way on a narrow screen: the column chooser brings it back.
    await page.getByRole('button', { name: text.columns, exact: true }).click();
    const enabledChoice = page.getByRole('menuitemcheckbox', { name: text.enabled, exact: true });
    if ((await enabledChoice.getAttribute('aria-checked')) === 'false') await enabledChoice.click();
    await page.keyboard.press('Escape');
    await table(page, text).getByRole('columnheader', { name: text.enabled, exact: true }).waitFor();
    const enabledColumn = await columnTexts(page, text, text.enabled);
    const order = await rowIds(page, text);
    for (const id of ids) expect(enabledColumn[order.indexOf(id)]).toBe(text.disabledCell);
    await context.close();
  });

  flow('adds a note through the notes dialog', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/products');
    // A row of its own per language (the rows have no notes to begin with).
    const id = (await rowIds(page, text))[language === 'en' ? 2 : 3];
    await rowAction(page, text, id, text.notes).click();
    const dialog = page.getByRole('dialog', { name: text.notes });
    await dialog.getByText(text.noNotes, { exact: true }).waitFor({ timeout: 15_000 });

    await dialog.getByRole('button', { name: text.addNote, exact: true }).click();
    const editor = dialog.getByRole('textbox', { name: text.noteText });
    await editor.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: text.saveNote, exact: true }).click();
    await dialog.getByRole('alert').getByText(text.noteEmpty, { exact: true }).waitFor();

    // Blank text is still empty.
    await editor.click();
    await page.keyboard.type('   ');
    await dialog.getByRole('button', { name: text.saveNote, exact: true }).click();
    await dialog.getByRole('alert').getByText(text.noteEmpty, { exact: true }).waitFor();

    const note =
      language === 'ar'
        ? `اتصل بالبائع بشأن المخزون ${Date.now() % 100_000}`
        : `Call the seller about stock ${Date.now() % 100_000}`;
    await editor.click();
    await page.keyboard.type(note);
    const saved = page.waitForResponse((response) => response.url().includes(`/add-note/products/${id}`));
    await dialog.getByRole('button', { name: text.saveNote, exact: true }).click();
    expect((await saved).ok()).toBe(true);

    const list = dialog.getByRole('list', { name: text.notes });
    const item = list.getByRole('listitem').filter({ hasText: note });
    await item.waitFor({ timeout: 15_000 });
    // The en-GB layout in both languages (dd/mm/yyyy, hh:mm, today), in Arabic in the screen's digits.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-GB'));
    const time = ((await item.locator('time').textContent()) ?? '').trim();
    if (language === 'ar') expect(time).toMatch(/^[\u0660-\u0669]{2}/);
    const shown = latinDigits(time)
      .replace(/\u200f/g, '')
      .replace('،', ',');
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(shown.startsWith(today)).toBe(true);

    // Saved on the server: it is there when the dialog is opened again.
    await dialog.getByRole('button', { name: text.close, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowAction(page, text, id, text.notes).click();
    await page
      .getByRole('dialog', { name: text.notes })
      .getByRole('listitem')
      .filter({ hasText: note })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });

  flow('downloads the filtered list as Excel and as PDF', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/products?status=expired');
    const total = await shownTotal(page, text);

    const excel = page.waitForEvent('download', { timeout: 30_000 });
    const excelRequest = page.waitForRequest(
      (request) =>
        request.url().endsWith('/search') && request.postData()?.includes('"export_format":"excel"') === true,
    );
    await page.getByRole('button', { name: text.exportExcel, exact: true }).click();
    expect(JSON.parse((await excelRequest).postData() ?? '{}')).toMatchObject({
      model: 'products',
      filters: { status: ['expired'] },
    });
    const xlsx = await excel;
    expect(xlsx.suggestedFilename()).toBe('results.xlsx');
    const xlsxBytes = await downloadedBytes(xlsx);
    expect(xlsxBytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // The same rows as the filtered list (a header row, then one per product), right-to-left in Arabic.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes.buffer.slice(xlsxBytes.byteOffset, xlsxBytes.byteOffset + xlsxBytes.byteLength));
    const sheet = workbook.worksheets[0];
    expect(sheet.actualRowCount - 1).toBe(total);
    expect(Boolean(sheet.views[0]?.rightToLeft)).toBe(language === 'ar');

    const pdf = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: text.exportPdf, exact: true }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe('results.pdf');
    const pdfBytes = await downloadedBytes(pdfFile);
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await context.close();
  });

  flow('opens the programme and diet-programme lists from the menu, and a programme from its row', async () => {
    const { context, page } = await suite.signedInPage(language);
    await openList(page, text, '/default/products');
    const menu = page.getByRole('navigation', { name: text.mainMenu });

    await menu.getByRole('link', { name: text.programs, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/default/programs');
    await page.getByRole('heading', { level: 1, name: text.programs, exact: true }).waitFor({ timeout: 20_000 });
    await dataRows(page, text).first().waitFor({ timeout: 20_000 });
    expect(await shownTotal(page, text)).toBeGreaterThan(30);
    expect(await page.getByRole('banner').textContent()).toContain(text.programs);
    // A double-click opens the programme's details page (`program-details`).
    const [id] = await rowIds(page, text);
    const rowTexts = (await rowById(page, text, id).getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
    await rowById(page, text, id).getByRole('cell').nth(1).dblclick();
    await page.waitForURL((url) => url.pathname === `/default/programs/${id}`);
    // Titled with the programme's own name (one of its row's cells), not 'Programs #12'.
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => rowTexts.includes(((await heading.textContent()) ?? '').trim()), { timeout: 20_000 })
      .toBe(true);
    expect(await heading.textContent()).not.toBe(text.details(text.programs, id));
    expect(await page.title()).toBe(`${(await heading.textContent())?.trim()} | Fitness Admin`);
    // The app bar names the screen too.
    expect(await page.getByRole('banner').textContent()).toContain((await heading.textContent())?.trim());

    await menu.getByRole('link', { name: text.dietPrograms, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/default/diet-programs');
    await page.getByRole('heading', { level: 1, name: text.dietPrograms, exact: true }).waitFor({ timeout: 20_000 });
    await dataRows(page, text).first().waitFor({ timeout: 20_000 });
    expect(await shownTotal(page, text)).toBeGreaterThan(20);
    await context.close();
  });
});
