// The day planner while an item is dragged, in Chromium: a 12-week plan of 576 items (6 training days a
// week, 8 items a day) is opened, and the last item of week 1's first day is dragged with the mouse
// (Playwright's drag: real dragstart, dragover and drop events with the browser's DataTransfer) over
// five days of the week, many dragover steps on each, and dropped on the fourth day. The page records every
// frame (requestAnimationFrame) from dragstart to drop and the long animation frames Chromium reports,
// then the time from the drop to the item painted in its new day.
import type { Browser, Page } from 'playwright-core';
import { signedInPage } from '../browser/harness';
import { translator } from '../browser/texts';
import { NAME_HELPER } from './in-page';
import { BIG_PLAN_SUB_PROGRAM, seedBigPlan } from '../browser/bigPlan';

/** A seeded sub-programme of the bench's own fresh database. */
const SUB_PROGRAM = BIG_PLAN_SUB_PROGRAM;
// Steps a frame apart, as a hand moves the mouse: some 2.5 s of dragging.
const STEPS_PER_DAY = 30;
const LONG_FRAME_MS = 50;

export interface DragRun {
  /** Frame durations (rAF to rAF) from dragstart to drop. */
  frames: number[];
  /** Long animation frames (over 50 ms) Chromium reported during the drag, -1 where it reports none. */
  longFrames: number;
  /** The scripts' time in those long frames. */
  longFrameScriptMs: number;
  /** What ran in them: the scripts' invokers and times. */
  longFrameScripts: string[];
  dragovers: number;
  /** The page's own work on the drop: its handlers and React's render of the change. */
  dropScriptMs: number;
  /** Drop → the moved item painted in its new day. */
  dropToShownMs: number;
}

interface Marks {
  frames: number[];
  dragovers: number;
  longFrames: number;
  longFrameScriptMs: number;
  longFrameScripts: string[];
  dragging: boolean;
  dragStartAt?: number;
  dropAt?: number;
  dropStarted?: number;
  dropHandled?: number;
  shownAt?: number;
}

declare global {
  interface Window {
    __dragMarks: Marks;
  }
}

/** Runs in the page once it shows the plan: starts the frame loop and the drag listeners. */
function installProbe(): void {
  const marks: Marks = {
    frames: [],
    dragovers: 0,
    longFrames: 0,
    longFrameScriptMs: 0,
    longFrameScripts: [],
    dragging: false,
  };
  window.__dragMarks = marks;
  let last = 0;
  const frame = (at: number) => {
    if (marks.dragging && last > 0) marks.frames.push(at - last);
    last = at;
    if (marks.dropAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Chromium names what ran in a long frame: the page's scripts, or none when the frame waited on the
  // (shared, loaded) machine rather than on the planner.
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    // Entries arrive after their frame: each is placed by its start, from dragstart to drop.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { scripts?: { duration: number; invoker: string }[] }[]) {
        const during =
          marks.dragStartAt !== undefined &&
          entry.startTime >= marks.dragStartAt &&
          entry.startTime < (marks.dropAt ?? Number.POSITIVE_INFINITY);
        if (!during || entry.duration <= 50) continue;
        marks.longFrames += 1;
        for (const script of entry.scripts ?? []) {
          marks.longFrameScriptMs += script.duration;
          marks.longFrameScripts.push(`${script.invoker} ${Math.round(script.duration)} ms`);
        }
      }
    }).observe({ type: 'long-animation-frame' });
  } else marks.longFrames = -1;
  document.addEventListener(
    'dragstart',
    (event) => {
      marks.dragging = true;
      marks.dragStartAt = event.timeStamp;
    },
    true,
  );
  document.addEventListener('dragover', () => (marks.dragovers += 1), true);
  // The window's capturing listeners run before the planner's (React listens on its root).
  window.addEventListener(
    'drop',
    (event) => {
      marks.dragging = false;
      marks.dropAt = event.timeStamp;
      marks.dropStarted = performance.now();
    },
    true,
  );
  // The planner stops the drop's propagation, so its end is the next task: after the drop's listeners and
  // React's render of the change (a microtask after them).
  window.addEventListener(
    'drop',
    () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (marks.dropHandled = performance.now());
      channel.port2.postMessage(0);
    },
    true,
  );
}

/** Runs in the page: resolves at the next frame. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Runs in the page: resolves once no frame took over 50 ms for half a second (weeks mounting as they come
 * near the screen are done), or after 5 s.
 */
function quiet(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let calmSince = started;
    let last = started;
    const frame = (at: number) => {
      if (at - last > 50) calmSince = at;
      last = at;
      if (at - calmSince >= 500 || at - started >= 5000) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Runs in the page before the drop: notes the first paint after `label` is a row of the day `dayName`. */
function watchArrival({ dayName, label }: { dayName: string; label: string }): void {
  const marks = window.__dragMarks;
  const arrived = () =>
    [...document.querySelectorAll('section[aria-label] li[aria-label]')].some(
      (row) =>
        row.getAttribute('aria-label') === label && row.closest('section')?.getAttribute('aria-label') === dayName,
    );
  const observer = new MutationObserver(() => {
    if (!arrived()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (marks.shownAt = performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
}

/** The middle of the part of a day on the screen. */
async function centre(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('region', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`${name} is not drawn`);
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, page.viewportSize()?.height ?? 0);
  if (bottom - top < 40) throw new Error(`${name} is not on the screen`);
  return { x: box.x + box.width / 2, y: (top + bottom) / 2 };
}

export async function benchPlannerDrag(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'ar',
  runs: number,
): Promise<DragRun[]> {
  const t = translator(language);
  const digits = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US');
  const dayName = (day: number) =>
    t('programmes.planner.day_title', { week: digits.format(1), day: digits.format(day) });
  const { context, page } = await signedInPage(browser, baseUrl, language);
  await page.addInitScript(NAME_HELPER);
  const results: DragRun[] = [];
  try {
    await page.goto('/default/dashboard/');
    // The first run warms the page's code; it is not counted.
    for (let run = 0; run < runs + 1; run += 1) {
      await seedBigPlan(page);
      await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM}`);
      const first = page.getByRole('region', { name: dayName(1), exact: true });
      await first.locator('li').nth(7).waitFor({ timeout: 20_000 });
      await page.evaluate(quiet);
      // The last item of the first day, scrolled near the top: the week's two rows of days are both on
      // the screen (three days a row at this width).
      const source = first.locator('li').last();
      const label = (await source.getAttribute('aria-label')) ?? '';
      const before = await source.boundingBox();
      await page.evaluate((by) => window.scrollBy(0, by), (before?.y ?? 0) - 200);
      await page.evaluate(quiet);
      await page.evaluate(installProbe);
      // Picked up by its name: a press on one of its inputs would select text instead.
      const grip = await source.locator('span').first().boundingBox();
      if (!grip) throw new Error('the item is not on the screen');
      let at = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      for (const day of [2, 3, 6, 5, 4]) {
        const to = await centre(page, dayName(day));
        for (let step = 1; step <= STEPS_PER_DAY; step += 1) {
          const share = step / STEPS_PER_DAY;
          await page.mouse.move(at.x + (to.x - at.x) * share, at.y + (to.y - at.y) * share);
          await page.evaluate(nextFrame);
        }
        at = to;
      }
      await page.evaluate(watchArrival, { dayName: dayName(4), label });
      await page.mouse.up();
      await page.waitForFunction(() => window.__dragMarks.shownAt !== undefined, null, { timeout: 20_000 });
      // The last long animation frames are reported a moment after they end.
      await page.waitForTimeout(200);
      const marks = await page.evaluate(() => window.__dragMarks);
      if (run > 0)
        results.push({
          frames: marks.frames,
          longFrames: marks.longFrames,
          longFrameScriptMs: marks.longFrameScriptMs,
          longFrameScripts: marks.longFrameScripts,
          dragovers: marks.dragovers,
          dropScriptMs: (marks.dropHandled ?? Number.NaN) - (marks.dropStarted ?? Number.NaN),
          dropToShownMs: (marks.shownAt ?? Number.NaN) - (marks.dropAt ?? Number.NaN),
        });
    }
  } finally {
    await context.close();
  }
  return results;
}

export { LONG_FRAME_MS };
