// Lists that fit their screen, in real Chromium in English and Arabic: at 1440 px the widest lists show
// the columns that fit with the last one whole, the column chooser brings back a hidden one and keeps it
// after a reload, long descriptions do not stretch the rows; at 390 px a list is cards with selection
// and paging, and the page does not scroll sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { pageDirection, screenDrawn } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };

/** The list's scroller against its table and last header, and the page's own width. */
function tableFit(page: Page) {
  return page.locator('.results-scroller').evaluate((scroller) => {
    const box = scroller.getBoundingClientRect();
    const last = [...scroller.querySelectorAll('thead th')].at(-1)!.getBoundingClientRect();
    return {
      scrollWidth: scroller.scrollWidth,
      clientWidth: scroller.clientWidth,
      lastInside: last.left >= box.left - 1 && last.right <= box.right + 1 && last.right <= window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
      columns: scroller.querySelectorAll('thead th').length,
    };
  });
}

describe.each(['en', 'ar'] as const)('lists that fit (%s)', (language) => {
  const t = translator(language);

  it('shows the users, subscriptions and payout requests whole at 1440 px', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/default/users', '/default/subscriptions/', '/default/payout-requests/']) {
      await page.goto(path);
      await screenDrawn(page);
      await page.locator('tbody tr.result-row').first().waitFor(WAIT);
      const fit = await tableFit(page);
      expect(fit.scrollWidth, path).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.lastInside, path).toBe(true);
      expect(fit.pageWidth, path).toBeLessThanOrEqual(1440);
      // The selection box, the title, the actions and more.
      expect(fit.columns, path).toBeGreaterThan(4);
    }
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await context.close();
  });

  it('brings a hidden column back from the chooser and keeps it after a reload; programme rows stay compact', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/default/users');
    await screenDrawn(page);
    const table = page.getByRole('table', { name: t('list.table.label') });
    await table.locator('tbody tr.result-row').first().waitFor(WAIT);
    await page.getByRole('button', { name: t('columns.chooser'), exact: true }).click();
    const menu = page.getByRole('menu', { name: t('columns.chooser_label') });
    const hidden = menu.getByRole('menuitemcheckbox', { checked: false });
    expect(await hidden.count()).toBeGreaterThan(0);
    const name = ((await hidden.first().textContent()) ?? '').trim();
    await hidden.first().click();
    await page.keyboard.press('Escape');
    const header = table.getByRole('columnheader', { name, exact: true });
    await header.waitFor(WAIT);

    await page.reload();
    await screenDrawn(page);
    await table.locator('tbody tr.result-row').first().waitFor(WAIT);
    expect(await header.isVisible()).toBe(true);
    await page.getByRole('button', { name: t('columns.chooser'), exact: true }).click();
    expect(await menu.getByRole('menuitemcheckbox', { name, exact: true }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    await page.goto('/default/programs');
    await screenDrawn(page);
    await page.locator('tbody tr.result-row').first().waitFor(WAIT);
    const heights = await page
      .locator('tbody tr.result-row')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(5);
    expect(Math.max(...heights)).toBeLessThanOrEqual(80);
    await context.close();
  });

  it('shows a list as cards at 390 px, with selection and paging', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/default/users');
    const cards = page.getByRole('list', { name: t('columns.cards_label') });
    await cards.getByRole('listitem').first().waitFor(WAIT);
    await screenDrawn(page);
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '/default/users (cards)')).toEqual([]);

    const first = cards.getByRole('listitem').first();
    const firstId = await first.getAttribute('data-row-id');
    await first.getByRole('checkbox').check();
    const bulk = page.getByRole('toolbar', { name: t('list.bulk.label') });
    await bulk.getByText(t('list.table.selected', { smart_count: 1 }), { exact: false }).waitFor(WAIT);

    await page.getByRole('button', { name: t('list.table.page_next') }).click();
    await expect.poll(() => cards.getByRole('listitem').first().getAttribute('data-row-id'), WAIT).not.toBe(firstId);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
