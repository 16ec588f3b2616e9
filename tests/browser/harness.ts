// Starts the real server (built admin + API on a fresh SQLite file) and Debian's Chromium for browser tests,
// and opens fresh contexts in a language, signed in through the real form or from a stored session.
// The browser test files get them through `browserSuite()` (suite.ts); scripts and benches call them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type LaunchOptions, type Page } from 'playwright-core';
import { startServerProcess } from '../load/server';

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo#2026' };
export const DEMO_SUPPORT = { email: 'support@demo.test', password: 'Demo#2026' };

export type Language = 'en' | 'ar';
export type Account = { email: string; password: string };

const VIEWPORT = { width: 1366, height: 900 };

export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` exactly as `npm start` does, on its own port and a fresh database file. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `vite build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  const server = await startServerProcess(join(dataDir, 'admin.sqlite'), dataDir, env);
  return {
    baseUrl: server.baseUrl,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}

/**
 * A fresh context (no stored session) in the given language; the language is what the admin stores.
 * The guided tour counts as seen unless `tour` is asked for, so it does not cover the screen under test.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  language: Language = 'en',
  { tour = false }: { tour?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  await context.addInitScript(
    ({ lang, tourSeen }) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
      // The demo admins are the first two accounts.
      if (tourSeen) for (const adminId of [1, 2]) window.localStorage.setItem(`shell.tour.done.${adminId}`, '1');
    },
    { lang: language, tourSeen: !tour },
  );
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the real login form. */
export async function signIn(page: Page, account: Account = DEMO_ADMIN, path = '/session/login'): Promise<void> {
  await page.goto(path);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
}

/** Signs in through the form and waits for the shell: the dashboard, its menu, the loading screen gone. */
export async function signInToShell(page: Page, account: Account = DEMO_ADMIN): Promise<void> {
  await signIn(page, account);
  await page.waitForURL('**/default/dashboard/', { timeout: 20_000 });
  await page.locator('nav#shell-sidebar').waitFor();
  await page.locator('[data-testid="loading-screen"]').waitFor({ state: 'detached' });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, StorageState>();

/**
 * A page already signed in as `account` in `language`: the first call signs in through the real form,
 * later calls start from that stored session, so each test opens its own fresh context quickly.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  language: Language = 'en',
  account: Account = DEMO_ADMIN,
): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${baseUrl} ${language} ${account.email}`;
  let state = signedInStates.get(key);
  if (!state) {
    const { context, page } = await newPage(browser, baseUrl, language);
    await signIn(page, account);
    await page.waitForURL('**/default/dashboard/', { timeout: 20_000 });
    state = await context.storageState();
    signedInStates.set(key, state);
    await context.close();
  }
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, storageState: state });
  return { context, page: await context.newPage() };
}
