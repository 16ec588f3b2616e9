// The list's columns, status colours and small screens, the forms' one field variant and sticky save
// bar, and the login page's brand, in real Chromium in English and Arabic (issue 17, findings 4, 5, 13,
// 14 and 15).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

describe.each(['en', 'ar'] as const)('list layout, forms and login (%s)', (language) => {
  const flow = inTurn(language);
  const t = translator(language);
  const results = t('list.table.label');
  const selectRow = t('list.table.select_row', { id: '' }).trim();

  async function openList(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page
      .getByRole('table', { name: results })
      .getByRole('row', { name: new RegExp(`^${escapeRegExp(selectRow)} \\d+ `) })
      .first()
      .waitFor({ timeout: 20_000 });
  }

  it('shows the product mark and name on the login page', async () => {
    const { context, page } = await suite.newPage(language);
    await page.goto('/session/login');
    const brand = page.getByTestId('session-brand');
    await brand.getByText(t('session.brand.name'), { exact: true }).waitFor();
    expect(await brand.getByText(t('session.brand.tagline'), { exact: true }).isVisible()).toBe(true);
    expect(await brand.locator('svg').isVisible()).toBe(true);
    await context.close();
  });

  flow('keeps headers and date-times on one line, and gives each order status its own colour', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openList(page, '/default/orders?per_page=150');
    const lines = await page.getByRole('table', { name: results }).evaluate((table) => {
      /** How many lines an element's text takes: the distinct tops of its text's boxes. */
      const linesOf = (element: Element) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top / 8));
        }
        return tops.size;
      };
      const headers = [...table.querySelectorAll('thead th')].map(linesOf);
      const dateTimes = [...table.querySelectorAll('tbody td.one-line')].map(linesOf);
      const chips = new Map<string, Set<string>>();
      for (const chip of table.querySelectorAll<HTMLElement>('tbody .status-chip')) {
        const colours = chips.get(chip.textContent ?? '') ?? new Set<string>();
        colours.add(getComputedStyle(chip).backgroundColor);
        chips.set(chip.textContent ?? '', colours);
      }
      return {
        headers,
        dateTimes,
        statuses: chips.size,
        colours: new Set([...chips.values()].flatMap((set) => [...set])).size,
      };
    });
    expect(lines.headers.length).toBeGreaterThan(8);
    expect(lines.headers.filter((count) => count > 1)).toEqual([]);
    expect(lines.dateTimes.length).toBeGreaterThan(150);
    expect(lines.dateTimes.filter((count) => count !== 1)).toEqual([]);
    // The six states, each in its own colour (one colour per state).
    expect(lines.statuses).toBe(6);
    expect(lines.colours).toBe(6);
    await context.close();
  });

  it('shows a list as cards on a 390-wide screen, the first ones on the first screen', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/default/orders');
    // Below 600 px the rows are cards (list-fit.test.ts checks them further).
    const firstCard = page.locator('.result-card').first();
    await firstCard.waitFor({ timeout: 20_000 });
    // The search criteria start folded on a phone, so the first rows are on the first screen.
    const searchToggle = page.getByRole('button', { name: t('list.search.toggle'), exact: true });
    expect(await searchToggle.getAttribute('aria-expanded')).toBe('false');
    const first = (await firstCard.boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(844);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  flow('draws every form field in one variant, no native date input, with Save in reach on a long form', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto('/default/coupons/ops');
    const save = page.getByRole('button', { name: t('forms.save'), exact: true });
    await save.waitFor();
    const fields = await page.locator('form').evaluate((form) => ({
      outlined: form.querySelectorAll('.MuiOutlinedInput-root, .MuiPickersOutlinedInput-root').length,
      filled: form.querySelectorAll('.MuiFilledInput-root, .MuiPickersFilledInput-root').length,
      dates: form.querySelectorAll('.MuiPickersFilledInput-root').length,
      native: form.querySelectorAll('input[type="date"], input[type="datetime-local"]').length,
      height: form.scrollHeight,
    }));
    expect(fields).toMatchObject({ outlined: 0, native: 0, dates: 2 });
    expect(fields.filled).toBeGreaterThan(6);
    // The form is longer than the window, and Save is on screen without scrolling.
    expect(fields.height).toBeGreaterThan(640);
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(box.y).toBeGreaterThan(0);
    await context.close();
  });

  flow('says when no record matches the filters, and clears them in one click', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/orders?order_number=NO-SUCH-ORDER');
    const table = page.getByRole('table', { name: results });
    const state = table.getByRole('status');
    await state.getByText(t('list.empty_state.filtered'), { exact: true }).waitFor({ timeout: 20_000 });
    await state.getByRole('button', { name: t('list.empty_state.clear'), exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('order_number'));
    await table
      .getByRole('row', { name: new RegExp(`^${escapeRegExp(selectRow)} \\d+ `) })
      .first()
      .waitFor({ timeout: 20_000 });
    await context.close();
  });
});
