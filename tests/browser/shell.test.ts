// The shell in real Chromium, in English and Arabic: direction, the sidebar's side, Arabic menu texts,
// a language switch that survives a reload, logout, and the guided tour once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SUPPORT, signInToShell as openShell } from './harness';
import { pageDirection } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

const SIDEBAR = 'nav#shell-sidebar';
/** The sidebar column around the navigation (its width includes the border). */
const SIDEBAR_COLUMN = '[data-testid="sidebar"]';

const menuTexts = (page: Page) => page.locator(`${SIDEBAR} a`).allInnerTexts();

describe.each(['en', 'ar'] as const)('shell (%s)', (language) => {
  const rtl = language === 'ar';
  const t = translator(language);

  it(`sets <html dir> and puts the sidebar on the ${rtl ? 'right' : 'left'}`, async () => {
    const { context, page } = await suite.newPage(language);
    await openShell(page);
    expect(await pageDirection(page)).toBe(rtl ? 'rtl' : 'ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    const viewport = page.viewportSize()!;
    const sidebar = (await page.locator(SIDEBAR_COLUMN).boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(sidebar.width).toBe(250);
    if (rtl) {
      expect(Math.round(sidebar.x + sidebar.width)).toBe(viewport.width);
      expect(main.x + main.width).toBeLessThanOrEqual(sidebar.x + 1);
    } else {
      expect(sidebar.x).toBe(0);
      expect(main.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width - 1);
    }
    await context.close();
  });

  it('shows the menu in the language, only what the admin may see', async () => {
    const { context, page } = await suite.newPage(language);
    await openShell(page, DEMO_SUPPORT);
    const expected = rtl
      ? ['لوحة التحكم', 'الأعضاء', 'المحادثات', 'الشكاوى', 'الدعم']
      : ['Dashboard', 'Users', 'Chats', 'Complaints', 'Support'];
    await expect.poll(() => menuTexts(page)).toEqual(expected);
    const search = page.getByRole('searchbox', { name: t('shell.menu.search.label') });
    expect(await search.getAttribute('placeholder')).toBe(t('shell.menu.search.placeholder'));
    await context.close();
  });

  it('folds a menu group from its title (aria-expanded), remembered after a reload; the active group open', async () => {
    const { context, page } = await suite.newPage(language);
    await openShell(page);
    const sidebar = page.locator(SIDEBAR);
    const title = t('shell.menu.groups.marketplace');
    const toggle = sidebar.getByRole('button', { name: title, exact: true });
    const group = sidebar.getByRole('list', { name: title, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const entries = await group.getByRole('link').count();
    expect(entries).toBeGreaterThan(0);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await group.getByRole('link').count()).toBe(0);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await group.getByRole('link').count()).toBe(0);

    // Opening one of its screens opens the group again.
    await page.goto('/default/products');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await group.getByRole('link').count()).toBe(entries);
    await context.close();
  });

  it('collapses the sidebar to the mini variant (70 wide)', async () => {
    const { context, page } = await suite.newPage(language);
    await openShell(page);
    await page.getByRole('button', { name: t('shell.sidebar.collapse') }).click();
    await expect.poll(async () => (await page.locator(SIDEBAR_COLUMN).boundingBox())!.width).toBe(70);
    await context.close();
  });
});

describe('language switch', () => {
  it.each(['en', 'ar'] as const)('applies the stored language before anything is drawn (%s)', async (language) => {
    const rtl = language === 'ar';
    const { context, page } = await suite.newPage(language);
    // Notes the direction when <body> is created and when the admin puts its first element in #root.
    await context.addInitScript(() => {
      const seen: Record<string, string> = {};
      Object.assign(window, { directionSeen: seen });
      new MutationObserver((_changes, observer) => {
        if (document.body && !seen.body) seen.body = `${document.documentElement.dir} ${document.documentElement.lang}`;
        if (document.getElementById('root')?.firstElementChild && !seen.root) {
          seen.root = `${document.documentElement.dir} ${document.documentElement.lang}`;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/session/login');
    await page.locator('input[name="email"]').waitFor();
    const expected = `${rtl ? 'rtl' : 'ltr'} ${language}`;
    expect(await page.evaluate(() => (window as unknown as { directionSeen: unknown }).directionSeen)).toEqual({
      body: expected,
      root: expected,
    });
    await context.close();
  });

  it('turns the shell to Arabic without a reload, and Arabic survives a reload', async () => {
    const { context, page } = await suite.newPage('en');
    await openShell(page);
    // A marker that a reload would wipe out.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page
      .getByRole('button', {
        name: `${translator('en')('app.language.label')}: ${translator('en')('app.language.ar')}`,
      })
      .click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect.poll(() => menuTexts(page)).toContain('لوحة التحكم');
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

    await page.reload();
    await page.locator(SIDEBAR).waitFor();
    expect(await pageDirection(page)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => menuTexts(page)).toContain('الأعضاء');
    const viewport = page.viewportSize()!;
    const sidebar = (await page.locator(SIDEBAR_COLUMN).boundingBox())!;
    expect(Math.round(sidebar.x + sidebar.width)).toBe(viewport.width);
    await context.close();
  });
});

describe('logout', () => {
  it.each(['en', 'ar'] as const)('clears the stored session and opens the login page (%s)', async (language) => {
    const { context, page } = await suite.newPage(language);
    await openShell(page);
    await page.locator('[data-tour="user-block"] button').click();
    await page.getByRole('menuitem', { name: translator(language)('shell.user.logout') }).click();
    await page.waitForURL('**/session/login', { timeout: 15_000 });
    const stored = await page.evaluate(() =>
      ['access_token', 'user', 'permissions'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language);
    // The revoked session cannot come back: the admin is protected again.
    await page.goto('/default/dashboard/');
    await page.waitForURL('**/session/login?redirect=*');
    await context.close();
  });
});

describe('guided tour', () => {
  it('starts once after the shell loads, and not again after it was dismissed', async () => {
    const { context, page } = await suite.newPage('en', { tour: true });
    await openShell(page);
    const step = page.getByRole('dialog', { name: translator('en')('shell.tour.steps.menu_search.title') });
    await step.waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await step.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator(SIDEBAR).waitFor();
    await page.waitForTimeout(3500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
