// The exercise category tree's first paint in Chromium: the hierarchy answer of 5,000 categories is
// served to the page (the server's own speed is timed apart), and the run measures from that answer
// received to the tree's rows painted; then from typing a search that opens every branch to its rows
// painted.
import type { Browser } from 'playwright-core';
import { signedInPage } from '../browser/harness';
import { translator } from '../browser/texts';
import { NAME_HELPER } from './in-page';

const TOPS = 20;
const CHILDREN = 10;
const GRANDCHILDREN = 24;

function bigTree() {
  let id = 0;
  const node = (name: string, parent: number | null, order: number, children: (own: number) => unknown[]) => {
    id += 1;
    const own = id;
    return {
      id: own,
      name_en: name,
      name_ar: `تصنيف ${own}`,
      parent_id: parent,
      sort_order: order,
      image: null,
      items: 10,
      children: children(own),
    };
  };
  const tree = Array.from({ length: TOPS }, (_, a) =>
    node(`Top ${a}`, null, a + 1, (top) =>
      Array.from({ length: CHILDREN }, (_, b) =>
        node(`Group ${a}-${b}`, top, b + 1, (group) =>
          Array.from({ length: GRANDCHILDREN }, (_, c) => node(`Leaf ${a}-${b}-${c}`, group, c + 1, () => [])),
        ),
      ),
    ),
  );
  return { tree, count: id };
}

declare global {
  interface Window {
    __treeMarks: { answerAt?: number; paintedAt?: number };
  }
}

/** Runs in the page before the app: notes when the hierarchy answer arrives. */
function installProbe(): void {
  const marks: { answerAt?: number } = {};
  window.__treeMarks = marks;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('categories/hierarchy'))
      marks.answerAt = performance.now();
    return response;
  };
}

/** Resolves with the time of the first paint after `[role=treeitem]` rows matching `selector` exist. */
function paintOf(selector: string): Promise<number> {
  return new Promise((resolve) => {
    const done = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      });
    if (document.querySelector(selector)) return done();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

export interface TreeRun {
  firstPaintMs: number;
  searchPaintMs: number;
  rowsDrawn: number;
}

export async function benchLibraryTree(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'ar',
  runs: number,
): Promise<{ runs: TreeRun[]; count: number }> {
  const { tree, count } = bigTree();
  const body = JSON.stringify({ state: 1, data: tree });
  const { context, page } = await signedInPage(browser, baseUrl, language);
  await page.addInitScript(NAME_HELPER);
  await page.addInitScript(installProbe);
  await page.route('**/api/v1/admin/exercise/categories/hierarchy', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const t = translator(language);
  const rowsOf = `[role="tree"][aria-label="${t('library.tree_label')}"] [role="treeitem"]`;
  const results: TreeRun[] = [];
  try {
    for (let run = 0; run < runs + 1; run += 1) {
      await page.goto('/default/exercises-Categories');
      const painted = await page.evaluate(paintOf, rowsOf);
      const answerAt = await page.evaluate(() => window.__treeMarks.answerAt ?? Number.NaN);
      const search = page.getByLabel(t('library.search'));
      const typedAt = await search.evaluate((input: HTMLInputElement) => {
        const started = performance.now();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, 'Leaf');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return started;
      });
      const searchPainted = await page.evaluate(paintOf, `${rowsOf}[aria-level="3"]`);
      const rowsDrawn = await page.locator(rowsOf).count();
      // The first run warms the page's code; it is not counted.
      if (run > 0)
        results.push({ firstPaintMs: painted - answerAt, searchPaintMs: searchPainted - typedAt, rowsDrawn });
    }
  } finally {
    await context.close();
  }
  return { runs: results, count };
}
