// The results table in Chromium: from the moment the browser has the whole `search` answer (its
// resource timing's responseEnd) to the moment the table shows that answer's 150 rows with all their
// cells and the frame holding them has been painted. Each run clicks a sort header or the next-page
// button, so every answer is a fresh one, never a page react-query already holds.
import type { Browser, Page } from 'playwright-core';
import listAr from '../../i18n/list.ar';
import listEn from '../../i18n/list.en';
import { signedInPage } from '../browser/harness';
import { NAME_HELPER } from './in-page';

/** The widest list: 13 columns of its own (plus selection and actions), 400 seeded rows. */
const MODEL = 'coupons';
const PAGE_SIZE = 150;
const SEARCH_PATH = '/api/v1/admin/search';
const RUN_TIMEOUT_MS = 30_000;

export interface TableRun {
  /** responseEnd → rows painted. */
  ms: number;
  /** responseEnd → the DOM holds the rows (React's commit), without style, layout and paint. */
  commitMs: number;
}

export interface TableBench {
  columns: number;
  runs: TableRun[];
  /** Answers that held the very rows already shown (nothing to render), left out. */
  skipped: number;
}

interface Snapshot {
  at: number;
  rows: number;
  firstId: string;
  lastId: string;
  lastCells: number;
  paintedAt?: number;
}

interface Expected {
  rows: number;
  firstId: string;
  lastId: string;
  cells: number;
}

interface Probe {
  records: Snapshot[];
  snapshot(): Snapshot;
  waitFor(expected: Expected): Promise<{ responseEnd: number; committedAt: number; paintedAt: number }>;
}

declare global {
  interface Window {
    __tableProbe: Probe;
  }
}

/** Runs in the page: records every change to the table, and when the frame after it was painted. */
function installProbe({ label, searchPath }: { label: string; searchPath: string }): void {
  const table = [...document.querySelectorAll('table')].find((element) => element.getAttribute('aria-label') === label);
  if (!table) throw new Error(`no table labelled ${label}`);
  const idOf = (row: HTMLTableRowElement | undefined) =>
    /(\d+)$/.exec(row?.querySelector('input[type="checkbox"]')?.getAttribute('aria-label') ?? '')?.[1] ?? '';
  let pending: { expected: Expected; resolve: (value: Awaited<ReturnType<Probe['waitFor']>>) => void } | null = null;

  const settle = () => {
    if (!pending) return;
    const entry = performance
      .getEntriesByType('resource')
      .filter((item) => item.name.endsWith(searchPath))
      .at(-1) as PerformanceResourceTiming | undefined;
    if (!entry) return;
    const { expected } = pending;
    const done = probe.records.find(
      (record) =>
        record.at >= entry.responseEnd &&
        record.rows === expected.rows &&
        record.firstId === expected.firstId &&
        record.lastId === expected.lastId &&
        record.lastCells === expected.cells,
    );
    if (done?.paintedAt === undefined) return;
    pending.resolve({ responseEnd: entry.responseEnd, committedAt: done.at, paintedAt: done.paintedAt });
    pending = null;
  };

  const probe: Probe = {
    records: [],
    snapshot() {
      const rows = table.tBodies[0]?.rows ?? ([] as unknown as HTMLCollectionOf<HTMLTableRowElement>);
      const last = rows[rows.length - 1];
      return {
        at: performance.now(),
        rows: rows.length,
        firstId: idOf(rows[0]),
        lastId: idOf(last),
        lastCells: last?.cells.length ?? 0,
      };
    },
    waitFor(expected) {
      return new Promise((resolve) => {
        pending = { expected, resolve };
        settle();
      });
    },
  };
  window.__tableProbe = probe;

  new MutationObserver(() => {
    const record = probe.snapshot();
    probe.records.push(record);
    // A rAF callback runs just before its frame's style, layout and paint; a message posted from it is
    // handled just after them.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record.paintedAt = performance.now();
        settle();
      };
      channel.port2.postMessage(0);
    });
  }).observe(table, { childList: true, subtree: true, characterData: true });
}

interface SearchAnswer {
  data: {
    headers: Array<{ text: string; value: string; sortable: boolean }>;
    results: { data: Array<{ ID: number }> };
  };
}

const isSearch = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith(SEARCH_PATH) && response.request().method() === 'POST', {
    timeout: RUN_TIMEOUT_MS,
  });

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`${what} took over ${RUN_TIMEOUT_MS} ms`)), RUN_TIMEOUT_MS),
    ),
  ]);
}

/** One click that brings a new answer; null when the answer holds the rows already shown. */
async function measure(page: Page, click: () => Promise<void>, cells: number): Promise<TableRun | null> {
  const before = await page.evaluate(() => {
    window.__tableProbe.records = [];
    performance.clearResourceTimings();
    return window.__tableProbe.snapshot();
  });
  const answer = isSearch(page);
  await click();
  const body = (await (await answer).json()) as SearchAnswer;
  const rows = body.data.results.data;
  const expected: Expected = {
    rows: rows.length,
    firstId: String(rows[0]?.ID),
    lastId: String(rows.at(-1)?.ID),
    cells,
  };
  if (expected.rows !== PAGE_SIZE) throw new Error(`expected ${PAGE_SIZE} rows, the answer has ${expected.rows}`);
  if (expected.firstId === before.firstId && expected.lastId === before.lastId) return null;
  const times = await withTimeout(
    page.evaluate((wanted) => window.__tableProbe.waitFor(wanted), expected),
    'rendering the rows',
  );
  return { ms: times.paintedAt - times.responseEnd, commitMs: times.committedAt - times.responseEnd };
}

/**
 * Opens the list at 150 rows a page, then for each sortable column: sort ascending (page 1), next
 * page, sort descending (page 1), next page, until `runs` runs are measured.
 */
export async function benchTable(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'ar',
  runs: number,
): Promise<TableBench> {
  const texts = (language === 'ar' ? listAr : listEn).list.table;
  const { context, page } = await signedInPage(browser, baseUrl, language);
  try {
    const first = isSearch(page);
    await page.goto(`/default/${MODEL}?per_page=${PAGE_SIZE}`);
    const answer = (await (await first).json()) as SearchAnswer;
    const headers = answer.data.headers.filter((header) => header.value !== 'is_trashed');
    // Selection, the model's columns and the actions column.
    const cells = headers.length + 2;
    const table = page.getByRole('table', { name: texts.label });
    await table
      .locator('tbody tr')
      .nth(PAGE_SIZE - 1)
      .waitFor({ timeout: RUN_TIMEOUT_MS });
    await page.evaluate(NAME_HELPER);
    await page.evaluate(installProbe, { label: texts.label, searchPath: SEARCH_PATH });

    const sortBy = (text: string) => () =>
      table.locator('thead').getByRole('button', { name: text, exact: true }).click();
    const nextPage = () => page.getByRole('button', { name: texts.page_next, exact: true }).click();
    const steps = headers
      .filter((header) => header.sortable)
      .flatMap((header) => [sortBy(header.text), nextPage, sortBy(header.text), nextPage]);

    const measured: TableRun[] = [];
    let skipped = 0;
    for (const step of steps) {
      if (measured.length >= runs) break;
      const run = await measure(page, step, cells);
      if (run) measured.push(run);
      else skipped += 1;
      // Let the previous answer's leftovers (effects, transitions) finish before the next click.
      await page.waitForTimeout(250);
    }
    return { columns: headers.length, runs: measured, skipped };
  } finally {
    await context.close();
  }
}
