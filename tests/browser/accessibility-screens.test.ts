// axe (WCAG 2.0/2.1 A and AA, 2.2 AA, target size included) on every screen there is, in English and
// Arabic: the public session pages, every entry of the super admin's menu (each model's list, and the
// "not available yet" page of screens still to come), the forms, a record's details page, and the
// list's notes and confirmation dialogs. Each language collects what it finds on every screen and
// fails once, naming the screens, so one run shows everything to fix.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO_ADMIN, launchBrowser, newPage, signIn, startServer, type RunningServer } from './harness';

const SESSION_PAGES = ['sign-up', 'forgot-password', 'reset-password', 'lock-screen'];
const FORMS = ['/default/discounts/ops', '/default/coupons/ops', '/default/referral-discounts/ops', '/default/program-prices/ops'];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the screen has drawn what it loads and stopped moving. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="loading-screen"]').waitFor({ state: 'detached' });
  await page.locator('[data-testid="navigation-progress"]').waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  // A list has drawn its rows (or said it has none) when its table is no longer busy.
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

describe.each(['en', 'ar'] as const)('accessibility of every screen (%s)', (language) => {
  const ar = language === 'ar';

  it('has no axe violations on the session pages, every menu screen, the forms and a details page', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, language);
    const found: string[] = [];

    for (const session of SESSION_PAGES) {
      await page.goto(`/session/${session}`);
      await page.getByRole('heading').first().waitFor();
      await page.waitForTimeout(400);
      found.push(...(await axeViolations(page, `/session/${session}`)));
    }

    await signIn(page, DEMO_ADMIN);
    await page.waitForURL('**/default/dashboard/', { timeout: 20_000 });
    await page.locator('nav#shell-sidebar').waitFor();
    await settled(page);
    // Every menu entry, read from the sidebar with its sub-menus opened.
    for (const parent of await page.locator('nav#shell-sidebar [aria-expanded="false"][aria-controls]').all()) await parent.click();
    const paths = await page
      .locator('nav#shell-sidebar a[href^="/default/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const screens = [...paths.filter((path) => !path.startsWith('/default/dashboard')), ...FORMS, '/default/users/users-list/1'];
    expect(screens.length).toBeGreaterThan(30);

    for (const path of screens) {
      await page.goto(path);
      await settled(page);
      found.push(...(await axeViolations(page, path)));
    }

    // The list's dialogs: a row's notes, and the confirmation before an action.
    await page.goto('/default/users');
    await settled(page);
    await page.getByRole('button', { name: ar ? 'الملاحظات' : 'Notes', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    found.push(...(await axeViolations(page, 'notes dialog')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: ar ? 'حذف' : 'Delete', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    found.push(...(await axeViolations(page, 'confirmation dialog')));

    expect(found).toEqual([]);
    await context.close();
  }, 480_000);
});
