// The demo build (VITE_DATA_PROVIDER=fake) in real Chromium, served as static files with no API server:
// sign in with the demo account, the dashboard, the products list with a filter and paging, a discount
// saved, in English and Arabic; the demo support account does not see the admin-only menu entries.
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/serve-static';
import { DEMO_ADMIN, DEMO_SUPPORT, newPage, signIn } from './harness';
import { NUMBER_PATTERN, escapeRegExp, openSearchCriteria, pageDirection, readNumber, typeDate } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const OUT_DIR = 'dist-fake';
let server: Server;
let baseUrl = '';

beforeAll(() => {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
    env: { ...process.env, VITE_DATA_PROVIDER: 'fake' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the demo build failed:\n${build.stderr}`);
}, 180_000);

beforeAll(async () => {
  server = await serveStatic(OUT_DIR, 0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

// From i18n/*.ts and the models' labels, as the other browser tests read them.
const TEXTS = {
  en: {
    productsCard: 'Products',
    products: 'Products',
    results: 'Results',
    selectRow: 'Select row',
    of: 'of',
    searchCriteria: 'Search Criteria',
    search: 'Search',
    status: 'Status',
    expired: 'Expired',
    newDiscount: 'New discount',
    save: 'Save',
    type: 'Discount type',
    percentage: 'Percentage',
    value: 'Value',
    maxValue: 'Max Value',
    code: 'Code',
    startDate: 'Start date',
    endDate: 'End date',
    success: 'Success operation',
  },
  ar: {
    productsCard: 'المنتجات',
    products: 'المنتجات',
    results: 'النتائج',
    selectRow: 'تحديد الصف',
    of: 'من',
    searchCriteria: 'معايير البحث',
    search: 'بحث',
    status: 'الحالة',
    expired: 'منتهي',
    newDiscount: 'خصم جديد',
    save: 'حفظ',
    type: 'نوع الخصم',
    percentage: 'نسبة مئوية',
    value: 'القيمة',
    maxValue: 'الحد الأقصى للقيمة',
    code: 'الكود',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
    success: 'تمت العملية بنجاح',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const dataRows = (page: Page, text: Texts) =>
  page
    .getByRole('table', { name: text.results })
    .getByRole('row', { name: new RegExp(`^${escapeRegExp(text.selectRow)} \\d+ `) });

/** The pagination text "1–30 of 38" as [first, last, total]. */
async function shownRange(page: Page, text: Texts): Promise<number[]> {
  const label = page.getByText(
    new RegExp(`^${NUMBER_PATTERN}–${NUMBER_PATTERN} ${escapeRegExp(text.of)} ${NUMBER_PATTERN}$`),
  );
  const content = (await label.textContent({ timeout: 20_000 })) ?? '';
  return content
    .split(/[– ]/)
    .filter((part) => new RegExp(`^${NUMBER_PATTERN}$`).test(part))
    .map(readNumber);
}

async function signedIn(language: 'en' | 'ar', account = DEMO_ADMIN) {
  const opened = await newPage(suite.browser, baseUrl, language);
  // The first load seeds the in-browser database (a few seconds).
  await signIn(opened.page, account);
  await opened.page.waitForURL('**/default/dashboard/', { timeout: 60_000 });
  return opened;
}

// One flow: it runs in Arabic, right to left (the other files take English in turn).
describe.each(['ar'] as const)('the demo build (%s)', (language) => {
  const text = TEXTS[language];

  it('signs in, shows the dashboard, filters and pages the products, and saves a discount', async () => {
    const { context, page } = await signedIn(language);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('region', { name: text.productsCard }).waitFor({ timeout: 20_000 });

    // The products list: a full first page, a status filter, the second page.
    await page.goto('/default/products');
    await page.getByRole('heading', { level: 1, name: text.products }).waitFor({ timeout: 60_000 });
    await dataRows(page, text).first().waitFor({ timeout: 20_000 });
    const [, last, total] = await shownRange(page, text);
    expect(last).toBe(30);
    expect(total).toBeGreaterThan(30);
    expect(await dataRows(page, text).count()).toBe(30);

    const panel = await openSearchCriteria(page, text.searchCriteria);
    await panel.getByRole('combobox', { name: text.status, exact: true }).click();
    await page.getByRole('option', { name: text.expired, exact: true }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: text.search, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'expired');
    await expect.poll(async () => (await shownRange(page, text))[2], { timeout: 15_000 }).toBeLessThan(total);

    await page.goto('/default/products?page=2');
    await dataRows(page, text).first().waitFor({ timeout: 60_000 });
    expect(await shownRange(page, text)).toEqual([31, Math.min(60, total), total]);
    expect(await dataRows(page, text).count()).toBe(Math.min(60, total) - 30);

    // A discount, saved in the browser's database and listed at once.
    await page.goto('/default/discounts/ops');
    await page.getByRole('heading', { level: 1, name: text.newDiscount }).waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: text.type }).click();
    await page.getByRole('option', { name: text.percentage }).click();
    await page.getByRole('textbox', { name: text.value, exact: true }).fill('25');
    await page.getByRole('textbox', { name: text.maxValue }).fill('200');
    await typeDate(page, text.startDate, 1);
    await typeDate(page, text.endDate, 15);
    const code = `DEMO-${language.toUpperCase()}-${Date.now() % 1_000_000}`;
    await page.getByRole('textbox', { name: text.code }).fill(code);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/discounts/store'));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    expect((await saved).status()).toBe(201);
    await page.getByText(text.success, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/default/discounts', { timeout: 15_000 });
    await page.getByRole('cell', { name: code, exact: true }).waitFor({ timeout: 20_000 });
    await context.close();
  }, 240_000);
});

it('shows the demo support account only the screens its role allows', async () => {
  const { context, page } = await signedIn('en', DEMO_SUPPORT);
  const nav = page.locator('nav#shell-sidebar');
  await nav.getByRole('link', { name: 'Complaints' }).waitFor({ timeout: 20_000 });
  expect(await nav.getByRole('link').allTextContents()).toEqual([
    'Dashboard',
    'Users',
    'Chats',
    'Complaints',
    'Support',
  ]);
  await context.close();
});

it.each(['en', 'ar'] as const)(
  'answers a support thread in the demo build, with no server (%s)',
  async (language) => {
    const t = translator(language);
    const { context, page } = await signedIn(language, DEMO_SUPPORT);
    await page.goto('/default/support');
    const threads = page.getByRole('list', { name: t('chat.support.threads') });
    await threads.getByRole('button').first().click({ timeout: 60_000 });
    await page.getByRole('heading', { level: 2 }).waitFor({ timeout: 20_000 });
    const log = page.getByRole('log', { name: t('chat.conversation.messages') });
    await log.getByRole('listitem').first().waitFor({ timeout: 20_000 });
    // A closed thread is reopened first, as an admin would.
    const reopen = page.getByRole('button', { name: t('chat.support.reopen'), exact: true });
    if (await reopen.isVisible()) await reopen.click();
    const text = `Demo answer ${language} ${Date.now()}`;
    const box = page.getByRole('textbox', { name: t('chat.composer.label') });
    await box.fill(text);
    await box.press('Enter');
    await log.getByText(text).waitFor({ timeout: 20_000 });
    expect(await page.getByText(text).count()).toBe(1);
    await context.close();
  },
  240_000,
);
