// `npm run screenshots`: PNGs of every screen in English and Arabic, written to screenshots/ (ignored
// by git), so a reviewer can see the product without clicking through it. Starts the server on the
// built admin and a fresh demo database exactly as the browser tests do, and signs in as the demo admin.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, launchBrowser, newPage, signIn, startServer } from '../tests/browser/harness';

const OUT_DIR = 'screenshots';
const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

/** Public pages, shown signed out. */
const SESSION_PAGES = ['login', 'sign-up', 'forgot-password', 'reset-password', 'lock-screen'];

/** Waits until nothing moves any more: no loading screen, no progress bar, fonts and transitions done. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('[data-testid="loading-screen"]')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await page
    .locator('[data-testid="navigation-progress"]')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

async function shoot(page: Page, language: Language, name: string): Promise<void> {
  await settle(page);
  const file = join(OUT_DIR, `${language}-${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const language of LANGUAGES) {
      console.log(`${language}:`);
      const ar = language === 'ar';
      const { context, page } = await newPage(browser, server.baseUrl, language);
      // The guided tour gets its own picture below; elsewhere it would cover the screens.
      await context.addInitScript(() => window.localStorage.setItem('shell.tour.done.1', '1'));

      for (const session of SESSION_PAGES) {
        await open(page, `/session/${session}`);
        await shoot(page, language, `session-${session}`);
      }

      await signIn(page, DEMO_ADMIN);
      await page.waitForURL('**/default/dashboard/', { timeout: 20_000 });
      await shoot(page, language, 'dashboard');

      await open(page, '/default/users/user-profile');
      await shoot(page, language, 'profile');

      // Every menu entry the super admin sees: the list screens, and the "not available yet" page of
      // screens not built yet. Read from the sidebar itself, sub-menus opened.
      for (const parent of await page.locator('nav#shell-sidebar [aria-expanded="false"][aria-controls]').all())
        await parent.click();
      const paths = await page
        .locator('nav#shell-sidebar a[href^="/default/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const path of paths.filter((href) => !href.startsWith('/default/dashboard'))) {
        await open(page, path);
        await shoot(page, language, `menu-${path.replace('/default/', '').replace(/\/+$/, '').replace(/\//g, '-')}`);
      }

      // The list, details and form at the sizes issue 17 was checked at: a desktop and a phone.
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, '/default/orders');
      await shoot(page, language, 'orders-1440');
      await open(page, '/default/users/users-list/1');
      await shoot(page, language, 'users-details-1440');
      // The screens of daily use: the meal plan, the planner, the activity log in words, the role matrix.
      await open(page, '/default/diet-programs/ops/5');
      await shoot(page, language, 'diet-programme-1440');
      await open(page, '/default/sub-programs-edit/31');
      await shoot(page, language, 'planner-1440');
      await open(page, '/default/activity-log');
      await shoot(page, language, 'activity-log-1440');
      await open(page, '/default/roles/ops');
      await shoot(page, language, 'role-form-1440');
      await open(page, '/default/dashboard/');
      await shoot(page, language, 'dashboard-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/default/orders');
      await shoot(page, language, 'phone-orders');
      await open(page, '/default/coupons/ops');
      await shoot(page, language, 'phone-coupon-form');
      await page.setViewportSize({ width: 1366, height: 900 });

      await open(page, '/default/dashboard/');
      await page.getByRole('searchbox').fill(ar ? 'البرامج' : 'program');
      await shoot(page, language, 'menu-search');
      await page.getByRole('searchbox').fill('');

      await page.locator('[data-tour="user-block"] button').click();
      await shoot(page, language, 'user-menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: ar ? 'إعدادات المظهر' : 'Theme settings' }).click();
      await shoot(page, language, 'customizer');

      const customizer = page.getByRole('dialog', { name: ar ? 'إعدادات المظهر' : 'Theme settings' });
      await customizer.getByRole('button', { name: ar ? 'عرض الجولة الإرشادية' : 'Show the guided tour' }).click();
      await page.getByRole('dialog', { name: ar ? 'اعثر على أي شاشة' : 'Find any screen' }).waitFor();
      await customizer.waitFor({ state: 'detached' });
      await shoot(page, language, 'tour');
      await page.keyboard.press('Escape');

      // The customizer's other looks: dark mode, dark sidebar with a background, the mini sidebar.
      await page.getByRole('button', { name: ar ? 'إعدادات المظهر' : 'Theme settings' }).click();
      const panel = page.getByRole('dialog', { name: ar ? 'إعدادات المظهر' : 'Theme settings' });
      await panel
        .getByRole('radiogroup', { name: ar ? 'الوضع' : 'Mode' })
        .getByRole('radio', { name: ar ? 'داكن' : 'Dark' })
        .check();
      await panel
        .getByRole('radiogroup', { name: ar ? 'خلفية الشريط الجانبي' : 'Sidebar background' })
        .getByRole('radio', { name: ar ? 'الشفق' : 'Aurora' })
        .check();
      await page.keyboard.press('Escape');
      await shoot(page, language, 'dashboard-dark');
      await page.getByRole('button', { name: ar ? 'طي الشريط الجانبي' : 'Collapse the sidebar' }).click();
      await shoot(page, language, 'dashboard-dark-mini');

      // A phone: the sidebar becomes a drawer opened from the app bar.
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, language, 'phone-dashboard');
      await page.getByRole('button', { name: ar ? 'فتح القائمة' : 'Open the menu' }).click();
      await shoot(page, language, 'phone-menu');

      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
