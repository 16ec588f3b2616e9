// axe (WCAG 2.0/2.1 A and AA, 2.2 AA, target size included) in both languages: the login page, the
// dashboard and the shell's open menus and customizer; then every screen there is (the session pages,
// every entry of the super admin's menu, the forms, a details page, the list's notes and confirmation
// dialogs), collecting what it finds and failing once, naming the screens. And the keyboard path to the
// menu: tab to its search box, type, Enter opens the item.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { signInToShell } from './harness';
import { screenDrawn, settled } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const SESSION_PAGES = ['sign-up', 'forgot-password', 'reset-password', 'lock-screen'];
const FORMS = [
  '/default/discounts/ops',
  '/default/coupons/ops',
  '/default/referral-discounts/ops',
  '/default/program-prices/ops',
];

const suite = browserSuite();

/** Opens `path` through the router without reloading the admin, then waits for its own heading. */
async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const heading = document.querySelector('h1')?.textContent ?? '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return heading;
  }, path);
  await page.waitForFunction((old) => (document.querySelector('h1')?.textContent ?? old) !== old, before, {
    timeout: 15_000,
  });
  await screenDrawn(page);
}

/** Signed in through the form (the tour shows only to a fresh session), the shell settled. */
async function signedInPage(language: 'en' | 'ar', { tourDone = true } = {}) {
  const opened = await suite.newPage(language, { tour: !tourDone });
  await signInToShell(opened.page);
  await settled(opened.page);
  return opened;
}

describe.each(['en', 'ar'] as const)('accessibility (%s)', (language) => {
  const ar = language === 'ar';
  const t = translator(language);

  it('the login page has no axe violations', async () => {
    const { context, page } = await suite.newPage(language);
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

    await page.getByRole('button', { name: t('shell.customizer.open') }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    expect(await axeViolations(page)).toEqual([]);

    // Dark mode and the dark sidebar keep their contrast too.
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('radiogroup', { name: t('shell.customizer.mode') })
      .getByRole('radio', { name: t('shell.customizer.dark') })
      .check();
    await dialog
      .getByRole('radiogroup', { name: t('shell.customizer.sidebar_color') })
      .getByRole('radio', { name: t('shell.customizer.colors.dark') })
      .check();
    await dialog.getByRole('switch', { name: t('shell.customizer.collapse_sidebar') }).check();
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

describe.each(['en', 'ar'] as const)('accessibility of every screen (%s)', (language) => {
  const t = translator(language);

  it('has no axe violations on the session pages, its half of the menu screens, forms and details pages, and the dialogs', async () => {
    const { context, page } = await suite.newPage(language);
    const found: string[] = [];

    for (const session of SESSION_PAGES) {
      await page.goto(`/session/${session}`);
      await page.getByRole('heading').first().waitFor();
      await page.waitForTimeout(400);
      found.push(...(await axeViolations(page, `/session/${session}`)));
    }

    await signInToShell(page);
    await settled(page);
    // Every menu entry, read from the sidebar with its sub-menus opened.
    for (const parent of await page.locator('nav#shell-sidebar [aria-expanded="false"][aria-controls]').all())
      await parent.click();
    const paths = await page
      .locator('nav#shell-sidebar a[href^="/default/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const everyScreen = [
      ...paths.filter((path) => !path.startsWith('/default/dashboard')),
      ...FORMS,
      '/default/users/users-list/1',
    ];
    expect(everyScreen.length).toBeGreaterThan(30);
    // Each screen in one language, the two taking them in turn: every screen is swept, both directions are
    // swept across the product, and the sweep costs one language's time instead of two. The session pages
    // and the dialogs stay in both.
    const screens = everyScreen.filter((_, index) => index % 2 === (language === 'en' ? 0 : 1));

    // In-app navigation, as the menu does it: the admin is loaded once, each screen drawn by the router.
    for (const path of screens) {
      await openInApp(page, path);
      found.push(...(await axeViolations(page, path)));
    }

    // The list's dialogs: a row's notes, and the confirmation before an action.
    await page.goto('/default/users');
    await screenDrawn(page);
    await page
      .getByRole('button', { name: t('list.actions.notes'), exact: true })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    found.push(...(await axeViolations(page, 'notes dialog')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: t('list.actions.delete'), exact: true })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    found.push(...(await axeViolations(page, 'confirmation dialog')));

    expect(found).toEqual([]);
    await context.close();
    // About 25 screens a language, each drawn and checked by axe.
  }, 900_000);
});
