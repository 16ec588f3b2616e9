// Sign-in in Chromium, each run in a fresh context: from the click on the login button to the dashboard
// shown (its count cards painted, the loading screen gone), and to the dashboard answering input: the
// sidebar button is clicked as soon as the cards are painted, and the run ends when its change is painted.
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, newPage } from '../browser/harness';
import { NAME_HELPER } from './in-page';

const RUN_TIMEOUT_MS = 30_000;
const SIDEBAR_BUTTON = 'button[aria-controls="shell-sidebar"]';

export interface LoginRun {
  /** Login click → dashboard cards painted. */
  contentMs: number;
  /** Login click → the sidebar button's change painted. */
  interactiveMs: number;
  /** The admin app opened (the login page's navigation after its notice) → dashboard cards painted. */
  afterRedirectMs: number;
  /** The sidebar click's input event → its change painted (how busy the page still was). */
  inputMs: number;
}

interface Marks {
  clickAt?: number;
  redirectAt?: number;
  contentAt?: number;
  contentPaintedAt?: number;
  inputAt?: number;
  reactedPaintedAt?: number;
}

declare global {
  interface Window {
    __loginMarks: Marks;
  }
}

/** Runs in the page (the sign-in is client-side routing, so the page and these marks survive it). */
function installProbe({ sidebarButton }: { sidebarButton: string }): void {
  const marks: Marks = {};
  window.__loginMarks = marks;
  const afterPaint = (write: (at: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => write(performance.now());
      channel.port2.postMessage(0);
    });

  document.addEventListener(
    'click',
    (event) => {
      if (marks.clickAt === undefined && (event.target as Element).closest('button[type="submit"]'))
        marks.clickAt = event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (marks.inputAt === undefined && (event.target as Element).closest(sidebarButton))
        marks.inputAt = event.timeStamp;
    },
    true,
  );
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      if (marks.redirectAt === undefined && String(args[2]).includes('/default')) marks.redirectAt = performance.now();
      original(...args);
    };
  }

  let expandedAtFirst: string | null = null;
  new MutationObserver(() => {
    if (marks.contentAt === undefined) {
      const cards = document.querySelector('section[aria-labelledby^="dashboard-card-"]');
      if (!cards || document.querySelector('[data-testid="loading-screen"]')) return;
      marks.contentAt = performance.now();
      expandedAtFirst = document.querySelector(sidebarButton)?.getAttribute('aria-expanded') ?? null;
      afterPaint((at) => (marks.contentPaintedAt = at));
    } else if (marks.inputAt !== undefined && marks.reactedPaintedAt === undefined) {
      if (document.querySelector(sidebarButton)?.getAttribute('aria-expanded') === expandedAtFirst) return;
      afterPaint((at) => (marks.reactedPaintedAt ??= at));
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
}

const marksOf = (page: Page) => page.evaluate(() => window.__loginMarks);

async function signInOnce(browser: Browser, baseUrl: string, language: 'en' | 'ar'): Promise<LoginRun> {
  const { context, page } = await newPage(browser, baseUrl, language);
  try {
    await page.goto('/session/login');
    await page.locator('input[name="email"]').fill(DEMO_ADMIN.email);
    await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
    await page.evaluate(NAME_HELPER);
    await page.evaluate(installProbe, { sidebarButton: SIDEBAR_BUTTON });
    await page.locator('button[type="submit"]').click();

    await page.waitForFunction(() => window.__loginMarks.contentPaintedAt !== undefined, null, {
      timeout: RUN_TIMEOUT_MS,
    });
    const box = await page.locator(SIDEBAR_BUTTON).boundingBox();
    if (!box) throw new Error('the sidebar button is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => window.__loginMarks.reactedPaintedAt !== undefined, null, {
      timeout: RUN_TIMEOUT_MS,
    });

    const marks = (await marksOf(page)) as Required<Marks>;
    return {
      contentMs: marks.contentPaintedAt - marks.clickAt,
      interactiveMs: marks.reactedPaintedAt - marks.clickAt,
      afterRedirectMs: marks.contentPaintedAt - marks.redirectAt,
      inputMs: marks.reactedPaintedAt - marks.inputAt,
    };
  } finally {
    await context.close();
  }
}

export async function benchLogin(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'ar',
  runs: number,
): Promise<LoginRun[]> {
  const results: LoginRun[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await signInOnce(browser, baseUrl, language));
  return results;
}
