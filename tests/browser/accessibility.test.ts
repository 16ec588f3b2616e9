// axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on the login page, the dashboard and the shell's other screens in
// both languages, and the keyboard path to the menu: tab to its search box, type, Enter opens the item.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { DEMO_ADMIN, launchBrowser, newPage, signIn, startServer, type RunningServer } from './harness';

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

/** Waits until the page has stopped moving: no loading screen, no progress bar, transitions done. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="loading-screen"]').waitFor({ state: 'detached' });
  await page.locator('[data-testid="navigation-progress"]').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
}

async function signedInPage(language: 'en' | 'ar', { tourDone = true } = {}) {
  const opened = await newPage(browser, server.baseUrl, language, { tour: !tourDone });
  await signIn(opened.page, DEMO_ADMIN);
  await opened.page.waitForURL('**/default/dashboard/', { timeout: 15_000 });
  await opened.page.locator('nav#shell-sidebar').waitFor();
  await settled(opened.page);
  return opened;
}

describe.each(['en', 'ar'] as const)('accessibility (%s)', (language) => {
  const ar = language === 'ar';

  it('the login page has no axe violations', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, language);
    await page.goto('/session/login');
    await page.locator('input[name="email"]').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the dashboard in the shell has no axe violations', async () => {
    const { context, page } = await signedInPage(language);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the open user menu, theme customizer and a collapsed sidebar have no axe violations', async () => {
    const { context, page } = await signedInPage(language);
    await page.locator('[data-tour="user-block"] button').click();
    await page.getByRole('menu').waitFor();
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: ar ? 'إعدادات المظهر' : 'Theme settings' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    expect(await axeViolations(page)).toEqual([]);

    // Dark mode and the dark sidebar keep their contrast too.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radiogroup', { name: ar ? 'الوضع' : 'Mode' }).getByRole('radio', { name: ar ? 'داكن' : 'Dark' }).check();
    await dialog.getByRole('radiogroup', { name: ar ? 'لون الشريط الجانبي' : 'Sidebar colour' }).getByRole('radio', { name: ar ? 'داكن' : 'Dark' }).check();
    await dialog.getByRole('switch', { name: ar ? 'طي الشريط الجانبي' : 'Collapse sidebar' }).check();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the profile page and a screen not available yet have no axe violations', async () => {
    const { context, page } = await signedInPage(language);
    await page.goto('/default/users/user-profile');
    await page.locator('input[name="first_name"]').waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/default/walkthrough');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the guided tour has no axe violations', async () => {
    const { context, page } = await signedInPage(language, { tourDone: false });
    await page.getByRole('dialog').waitFor({ timeout: 5000 });
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('reaches the menu search by keyboard; typing filters and Enter opens the item', async () => {
    const { context, page } = await signedInPage(language);
    await page.locator('body').click({ position: { x: 700, y: 600 } });
    let reached = false;
    for (let presses = 0; presses < 30 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id === 'menu-search');
    }
    expect(reached).toBe(true);
    await page.keyboard.type(ar ? 'الشكاوى' : 'complaints');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/default/complaints', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
