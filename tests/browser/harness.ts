// Starts the real server (built admin + API on a fresh SQLite file) and Debian's Chromium for browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo#2026' };
export const DEMO_SUPPORT = { email: 'support@demo.test', password: 'Demo#2026' };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` exactly as `npm start` does, on its own port and database file. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `vite build` before the browser tests');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'admin.sqlite')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become healthy:\n${output}`);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
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
  });
}

/**
 * A fresh context (no stored session) in the given language; the language is what the admin stores.
 * The guided tour counts as seen unless `tour` is asked for, so it does not cover the screen under test.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'ar' = 'en',
  { tour = false }: { tour?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
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
export async function signIn(page: Page, account = DEMO_ADMIN, path = '/session/login'): Promise<void> {
  await page.goto(path);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
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
  language: 'en' | 'ar' = 'en',
  account = DEMO_ADMIN,
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
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 }, storageState: state });
  return { context, page: await context.newPage() };
}
