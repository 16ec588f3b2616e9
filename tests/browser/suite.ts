// One browser test file's server and Chromium: those globalSetup.ts started once for the whole suite, so
// no file pays for its own, with the harness's pages bound to them.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Account, type Language, newPage, type RunningServer, signedInPage, startServer } from './harness';

/** What globalSetup.ts starts once and hands to every browser test file. */
export interface SharedBrowserRun {
  baseUrl: string;
  dataDir: string;
  wsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserRun: SharedBrowserRun;
  }
}

/** The server and Chromium of one browser test file, with its pages bound to them. */
export interface BrowserSuite {
  readonly browser: Browser;
  readonly baseUrl: string;
  /** The server's data folder (its SQLite file is `admin.sqlite` there). */
  readonly dataDir: string;
  newPage(language?: Language, options?: { tour?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  signedInPage(language?: Language, account?: Account): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Registers the file's hooks and returns its suite: the shared server and Chromium of the run, or, with
 * `ownServer`, a server of its own (for a file that writes into the database behind the API's back).
 */
export function browserSuite({ ownServer = false }: { ownServer?: boolean } = {}): BrowserSuite {
  const shared = inject('browserRun');
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(shared.wsEndpoint);
    if (ownServer) server = await startServer();
  });
  afterAll(async () => {
    // Disconnecting closes the file's contexts; the shared Chromium stays up for the next file.
    await browser?.close();
    await server?.stop();
  });
  const running = () => {
    if (!browser) throw new Error('the browser suite is used before its beforeAll ran');
    return browser;
  };
  const suite: BrowserSuite = {
    get browser() {
      return running();
    },
    get baseUrl() {
      return server?.baseUrl ?? shared.baseUrl;
    },
    get dataDir() {
      return server?.dataDir ?? shared.dataDir;
    },
    newPage: (language, options) => newPage(running(), suite.baseUrl, language, options),
    signedInPage: (language, account) => signedInPage(running(), suite.baseUrl, language, account),
  };
  return suite;
}
