// Money and digits in real Chromium against the started server, in English and Arabic: payout requests,
// programme prices and discounts show their amounts with the currency (a discount's value as a percentage
// or an amount by its type), a subscription's details page shows its amount and payments the same way, and
// the menu's unread badge is written in the table's digits. The display setting stays at its default
// (Arabic-Indic in Arabic): the Latin choice is covered by tests/admin/money.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { pageDirection } from './page';
import { api } from './api';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };
const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN = /[0-9]/;

/** Text without direction marks, with no-break spaces as spaces: how a reader sees it. */
const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\u00a0/g, ' ')
    .trim();

function locale(language: 'en' | 'ar'): string {
  return language === 'ar' ? 'ar-EG' : 'en-US';
}

/** An amount as the screens write it: 'EGP 1,250.00', '١٬٢٥٠٫٠٠ ج.م.'. */
function money(language: 'en' | 'ar', value: unknown): string {
  const format = new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return plain(format.format(Number(value)));
}

function percent(language: 'en' | 'ar', value: unknown): string {
  return plain(
    new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 2 }).format(Number(value) / 100),
  );
}

/** The texts of the cells of the list's table, as read. */
async function cellTexts(table: Locator): Promise<string[]> {
  return (await table.getByRole('cell').allTextContents()).map(plain);
}

/** The first page of a list as the screen asks for it. */
function firstPage(page: Page, model: string) {
  return api(page, 'POST', 'search', { model, page: 1, itemsPerPage: 30 });
}

/** Every figure of `texts` in the language's digits, none in the other system. */
function expectOneDigitSystem(language: 'en' | 'ar', texts: string[]) {
  const joined = texts.join(' ');
  expect(joined).toMatch(language === 'ar' ? ARABIC_INDIC : LATIN);
  expect(joined).not.toMatch(language === 'ar' ? LATIN : ARABIC_INDIC);
}

describe.each(['en', 'ar'] as const)('money and digits (%s)', (language) => {
  const t = translator(language);

  it('shows payout amounts, programme prices and discount values with their currency or "%"', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/payout-requests');
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const payouts = await firstPage(page, 'payout-requests');
    const table = page.getByRole('table').first();
    const payoutAmount = money(language, payouts.results.data[0].amount);
    await table.getByRole('cell', { name: payoutAmount }).first().waitFor(WAIT);
    expect(await cellTexts(table)).toContain(payoutAmount);

    // The menu's unread badge counts in the table's digits.
    const unread = (await api(page, 'GET', 'support-chat?per_page=1')).unread_total as number;
    expect(unread).toBeGreaterThan(0);
    const badgeWords = page.locator('[id^="menu-unread-"]').first();
    await badgeWords.waitFor({ state: 'attached', ...WAIT });
    const badge = badgeWords.locator('xpath=preceding-sibling::*[1]');
    const badgeText = plain((await badge.textContent()) ?? '');
    expect(badgeText).toBe(
      unread > 99
        ? `${new Intl.NumberFormat(locale(language)).format(99)}+`
        : new Intl.NumberFormat(locale(language)).format(unread),
    );
    expect(plain((await badgeWords.textContent()) ?? '')).toBe(plain(t('chat.notify.unread', { smart_count: unread })));
    const amountCells = (await cellTexts(table)).filter((text) => text.includes(language === 'ar' ? 'ج.م' : 'EGP'));
    expect(amountCells.length).toBeGreaterThan(1);
    expectOneDigitSystem(language, [...amountCells, badgeText]);

    await page.goto('/default/program-prices');
    const prices = await firstPage(page, 'program-prices');
    const priced = prices.results.data[0];
    const pricesTable = page.getByRole('table').first();
    await pricesTable
      .getByRole('cell', { name: money(language, priced.price) })
      .first()
      .waitFor(WAIT);
    expect(await cellTexts(pricesTable)).toContain(money(language, priced.price));

    await page.goto('/default/discounts');
    const discounts = await firstPage(page, 'discounts');
    const rows = discounts.results.data as Array<{ value: number; discount_type: { value: string } }>;
    const percentage = rows.find((row) => row.discount_type.value === 'percentage')!;
    const fixed = rows.find((row) => row.discount_type.value === 'fixed')!;
    const discountsTable = page.getByRole('table').first();
    await discountsTable
      .getByRole('cell', { name: money(language, fixed.value) })
      .first()
      .waitFor(WAIT);
    const discountCells = await cellTexts(discountsTable);
    expect(discountCells).toContain(percent(language, percentage.value));
    expect(discountCells).toContain(money(language, fixed.value));
    expect(percent(language, percentage.value)).toMatch(language === 'ar' ? /٪/ : /%$/);
    await context.close();
  }, 60_000);

  it("shows a subscription's amount and payments in the currency, with no accessibility violation", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const list = await api(page, 'POST', 'search', { model: 'subscriptions', filters: { status: ['active'] } });
    const id = list.results.data[0].ID;
    const single = await api(page, 'GET', `getSingle/subscriptions/${id}`);
    expect(single.item.payments.length).toBeGreaterThan(0);
    await page.goto(`/default/subscriptions/${id}`);
    const amount = money(language, single.row.amount);
    const payments = page.getByRole('table', { name: t('subscription.payments.title') });
    await payments.waitFor(WAIT);
    // The record's amount field and the payments' amounts, each in the currency.
    const fields = (await page.locator('dd').allTextContents()).map(plain);
    expect(fields).toContain(amount);
    const paid = await cellTexts(payments);
    expect(paid).toContain(money(language, single.item.payments[0].amount));
    expectOneDigitSystem(language, [
      amount,
      ...paid.filter((text) => text.includes(language === 'ar' ? 'ج.م' : 'EGP')),
    ]);
    expect(await axeViolations(page, `/default/subscriptions/${id}`)).toEqual([]);
    await context.close();
  }, 60_000);
});
