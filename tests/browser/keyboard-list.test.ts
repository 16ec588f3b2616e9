// The users list with the keyboard alone, in English and Arabic: filter through the Search Criteria panel,
// page and change the page size, select rows and disable them in bulk, delete a row from its actions.
// After page.goto only page.keyboard acts; locators only check where the focus is and what the page shows.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from './harness';
import { expectVisibleFocus, isFocused, middleX, pressUntilFocused } from './keyboard';
import { NUMBER_PATTERN, escapeRegExp, localNumber, pageDirection, pageRangeText, readNumber } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

// The users model's labels (server/models/users.ts), and the first letters of two statuses, typed to find them.
const MODEL_TEXTS = {
  en: {
    users: 'Users',
    status: 'Status',
    banned: 'Banned',
    inactive: 'Inactive',
    typeBanned: 'Bann',
    typeInactive: 'Inac',
  },
  ar: {
    users: 'الأعضاء',
    status: 'الحالة',
    banned: 'محظور',
    inactive: 'غير نشط',
    typeBanned: 'محظ',
    typeInactive: 'غير',
  },
} as const;

/** The list screen's texts in `language`, from i18n/list.*.ts and react-admin's messages. */
function textsIn(language: Language) {
  const t = translator(language);
  return {
    ...MODEL_TEXTS[language],
    skip: t('ra.navigation.skip_nav'),
    searchCriteria: t('list.search.title'),
    searchToggle: t('list.search.toggle'),
    results: t('list.table.label'),
    // The word between the numbers of "1–30 of 1438".
    of: t('list.table.displayed_rows', { from: '', to: '', count: '' }).replace('–', '').trim(),
    next: t('list.table.page_next'),
    previous: t('list.table.page_previous'),
    rowsPerPage: t('list.table.rows_per_page'),
    selectRow: (id: string) => t('list.table.select_row', { id }),
    selectAll: t('list.table.select_all'),
    actionsFor: (id: string) => t('list.actions.row_label', { id }),
    bulk: t('list.bulk.label'),
    selected: (count: number) => t('list.table.selected', { smart_count: count }),
    disableSelected: t('list.bulk.disable'),
    confirmTitle: t('list.confirm.title'),
    confirmTwo: t('list.confirm.bulk_disable', { smart_count: 2 }),
    confirmDelete: t('list.confirm.delete'),
    yes: t('list.yes'),
    successTitle: t('list.result.success_title'),
    delete: t('list.actions.delete'),
    enable: t('list.actions.enable'),
  };
}

const TEXTS = { en: textsIn('en'), ar: textsIn('ar') };
type Texts = ReturnType<typeof textsIn>;

/** Opens a list page signed in and waits for its rows; nothing has the focus yet. */
async function openUsers(language: Language, query = '') {
  const { context, page } = await suite.signedInPage(language);
  await page.goto(`/default/users${query}`);
  await rowBoxes(page, TEXTS[language]).first().waitFor({ timeout: 20_000 });
  expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  return { context, page };
}

const table = (page: Page, text: Texts) => page.getByRole('table', { name: text.results });

/** The "Select row N" boxes of the body rows, in order. */
const rowBoxes = (page: Page, text: Texts) =>
  table(page, text).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(text.selectRow('')).trim()} \\d+$`) });

async function rowIds(page: Page, text: Texts): Promise<string[]> {
  const labels = await rowBoxes(page, text).evaluateAll((boxes) =>
    boxes.map((box) => box.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.split(' ').at(-1) ?? '');
}

const rowById = (page: Page, text: Texts, id: string) =>
  table(page, text)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: text.selectRow(id), exact: true }) });

const rowAction = (page: Page, text: Texts, id: string, action: string) =>
  page
    .getByRole('group', { name: text.actionsFor(id), exact: true })
    .getByRole('button', { name: action, exact: true });

/** "1–30 of 1438" under the table. */
const pageRange = (page: Page, text: Texts) =>
  page.getByText(new RegExp(`^${NUMBER_PATTERN}–${NUMBER_PATTERN} ${escapeRegExp(text.of)} ${NUMBER_PATTERN}$`));

async function shownTotal(page: Page, text: Texts): Promise<number> {
  return readNumber(((await pageRange(page, text).textContent()) ?? '').split(' ').at(-1) ?? '');
}

/** Tab onto the skip link and follow it: the next Tab starts in the page's own content. */
async function skipToContent(page: Page, text: Texts): Promise<void> {
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, page.getByRole('button', { name: text.skip }));
  await page.keyboard.press('Enter');
}

/** The status column's texts on the current page. */
async function statusTexts(page: Page, text: Texts): Promise<string[]> {
  const headers = (await table(page, text).getByRole('columnheader').allTextContents()).map((header) => header.trim());
  const index = headers.indexOf(text.status);
  expect(index).toBeGreaterThan(0);
  return table(page, text)
    .getByRole('row')
    .filter({
      has: page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(text.selectRow('')).trim()} \\d+$`) }),
    })
    .evaluateAll((rows, column) => rows.map((row) => (row.children[column]?.textContent ?? '').trim()), index);
}

describe.each(['en', 'ar'] as const)('the users list with the keyboard alone (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const text = TEXTS[language];

  it('filters by status, removing a chosen status with the arrow keys that point at it', async () => {
    const { context, page } = await openUsers(language);
    const everyone = await shownTotal(page, text);
    const panel = page.getByRole('search', { name: text.searchCriteria });
    const status = panel.getByRole('combobox', { name: text.status, exact: true });

    await skipToContent(page, text);
    // The criteria start folded: their toggle comes first, and Enter opens them.
    const toggle = page.getByRole('button', { name: text.searchToggle, exact: true });
    await pressUntilFocused(page, toggle, { max: 10 });
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await pressUntilFocused(page, status, { max: 10 });
    await expectVisibleFocus(page, status);
    for (const typed of [text.typeBanned, text.typeInactive]) {
      await page.keyboard.type(typed);
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    const chips = panel.locator('.MuiChip-root');
    await expect.poll(() => chips.allTextContents()).toEqual([text.banned, text.inactive]);
    await page.keyboard.press('Escape');

    // The arrow that points at the chips reaches the last one; the next press moves on to the chip that
    // really lies in that direction: to the left in English, to the right in Arabic.
    const banned = chips.filter({ hasText: text.banned });
    const inactive = chips.filter({ hasText: text.inactive });
    const [towardsStart, towardsEnd] = language === 'ar' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
    expect((await middleX(banned)) < (await middleX(inactive))).toBe(language === 'en');
    await page.keyboard.press(towardsStart);
    await expectVisibleFocus(page, inactive);
    await page.keyboard.press(towardsStart);
    await expectVisibleFocus(page, banned);
    await page.keyboard.press(towardsEnd);
    await expectVisibleFocus(page, inactive);
    await page.keyboard.press('Backspace');
    await expect.poll(() => chips.allTextContents()).toEqual([text.banned]);
    expect(await isFocused(status)).toBe(true);

    // Enter in the field searches.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('status') === 'banned');
    await expect.poll(() => shownTotal(page, text), { timeout: 15_000 }).toBeLessThan(everyone);
    expect(await shownTotal(page, text)).toBeGreaterThan(0);
    await expect.poll(async () => [...new Set(await statusTexts(page, text))]).toEqual([text.banned]);
    expect(await isFocused(status)).toBe(true);
    await context.close();
  });

  it('pages forwards and back, and shows 60 rows a page, from the end of the page', async () => {
    const { context, page } = await openUsers(language);
    const total = await shownTotal(page, text);
    const firstPage = await rowIds(page, text);
    const next = page.getByRole('button', { name: text.next, exact: true });
    const previous = page.getByRole('button', { name: text.previous, exact: true });
    const size = page.getByRole('combobox', { name: text.rowsPerPage });

    // Going back from the top of the page lands on the last control: the next page.
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page, next);
    // Its arrow points the way the pages go: right in English, left in Arabic.
    expect((await middleX(next)) > (await middleX(previous))).toBe(language === 'en');

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(pageRangeText(language, text.of, 31, 60, total), { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await rowIds(page, text))[0]).not.toBe(firstPage[0]);
    expect(await isFocused(next)).toBe(true);

    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page, previous);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await page.getByText(pageRangeText(language, text.of, 1, 30, total), { exact: true }).waitFor({ timeout: 15_000 });
    expect(await rowIds(page, text)).toEqual(firstPage);
    // Previous is disabled on the first page: the focus moves on to Next rather than being lost.
    await expectVisibleFocus(page, next);

    await pressUntilFocused(page, size, { key: 'Shift+Tab', max: 3 });
    await expectVisibleFocus(page, size);
    await page.keyboard.press('Enter');
    const sixty = page.getByRole('option', { name: localNumber(language, 60), exact: true });
    await expectVisibleFocus(page, page.getByRole('option', { name: localNumber(language, 30), exact: true }));
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page, sixty);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('per_page') === '60');
    await expect.poll(() => rowBoxes(page, text).count(), { timeout: 15_000 }).toBe(60);
    await page.getByText(pageRangeText(language, text.of, 1, 60, total), { exact: true }).waitFor();
    // The menu closed back onto the page size.
    await expectVisibleFocus(page, size);
    await context.close();
  });

  flow('selects two rows with Space and disables them from the bulk toolbar', async () => {
    // Enabled users only: the two disabled ones leave the list.
    const { context, page } = await openUsers(language, '?enabled=1');
    const total = await shownTotal(page, text);
    const [first, second] = await rowIds(page, text);
    const bar = page.getByRole('toolbar', { name: text.bulk });
    const disableSelected = bar.getByRole('button', { name: text.disableSelected, exact: true });
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    const yes = confirm.getByRole('button', { name: text.yes, exact: true });

    await skipToContent(page, text);
    for (const id of [first, second]) {
      const box = page.getByRole('checkbox', { name: text.selectRow(id), exact: true });
      await pressUntilFocused(page, box, { max: 80 });
      await expectVisibleFocus(page, box);
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await bar.getByText(text.selected(2), { exact: true }).waitFor();

    await pressUntilFocused(page, disableSelected, { key: 'Shift+Tab', max: 30 });
    await expectVisibleFocus(page, disableSelected);
    await page.keyboard.press('Enter');
    await confirm.getByText(text.confirmTwo, { exact: true }).waitFor();
    await expectVisibleFocus(page, yes);
    // Escape says no: nothing changes and the focus is back where it was.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expectVisibleFocus(page, disableSelected);
    await bar.getByText(text.selected(2), { exact: true }).waitFor();

    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, yes);
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: text.successTitle });
    await report.waitFor();
    await report.waitFor({ state: 'hidden', timeout: 10_000 });
    // The selection is cleared and the bulk bar goes with it: the focus lands on the select-all box.
    await bar.waitFor({ state: 'detached' });
    await expectVisibleFocus(page, page.getByRole('checkbox', { name: text.selectAll, exact: true }));
    // Disabled on the server: they left the enabled users, and the full list offers Enable on them.
    await expect.poll(() => shownTotal(page, text), { timeout: 15_000 }).toBe(total - 2);
    expect(await rowIds(page, text)).not.toContain(first);
    expect(await rowIds(page, text)).not.toContain(second);
    await page.goto('/default/users');
    for (const id of [first, second]) await rowAction(page, text, id, text.enable).waitFor({ timeout: 20_000 });
    await context.close();
  });

  flow('deletes a row from its Delete button and keeps the focus on the row that takes its place', async () => {
    const { context, page } = await openUsers(language);
    const total = await shownTotal(page, text);
    // A row of its own per language.
    const ids = await rowIds(page, text);
    const index = language === 'en' ? 3 : 4;
    const [deleted, following] = [ids[index], ids[index + 1]];
    const deleteButton = rowAction(page, text, deleted, text.delete);

    await skipToContent(page, text);
    await pressUntilFocused(page, deleteButton, { max: 120 });
    await expectVisibleFocus(page, deleteButton);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await confirm.getByText(text.confirmDelete, { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: text.successTitle }).waitFor({ state: 'hidden', timeout: 10_000 });

    await rowById(page, text, deleted).waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => shownTotal(page, text)).toBe(total - 1);
    // The next row moved up into its place and has the focus (Enter there opens it).
    await expectVisibleFocus(page, rowById(page, text, following));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.getByRole('checkbox', { name: text.selectRow(following), exact: true }));
    await context.close();
  });
});
