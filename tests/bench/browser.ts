// The browser part of `npm run bench`: the built admin served by `server/main.ts` on a freshly seeded
// database, in Debian's Chromium, in each language: the results table's render time and sign-in to an
// interactive dashboard. Needs `vite build` first.
import { loadavg } from 'node:os';
import { launchBrowser, startServer } from '../browser/harness';
import { benchLibraryTree } from './browser-library-tree';
import { benchLogin } from './browser-login';
import { benchPlannerDrag, LONG_FRAME_MS } from './browser-planner-drag';
import { benchTable } from './browser-table';
import { ms, percentile, summarize, verdict, type Summary } from './stats';

const TABLE_RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 20);
const LOGIN_RUNS = Number(process.env.BENCH_LOGIN_RUNS ?? 8);
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'en,ar').split(',').map((item) => item.trim()) as Array<'en' | 'ar'>;
const TABLE_TARGET_MS = 100;
const DRAG_RUNS = Number(process.env.BENCH_DRAG_RUNS ?? 5);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const line = ({ min, median, p95 }: Summary) =>
  `min ${ms(min).padStart(9)}  median ${ms(median).padStart(9)}  p95 ${ms(p95).padStart(9)}`;

export async function benchBrowser(): Promise<void> {
  console.log(`\nBrowser (Chromium, the built admin; load average ${load()} at the start)`);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    console.log(
      `  Results table, coupons at 150 rows a page, ${TABLE_RUNS} fresh answers (sort or next page) per language:`,
    );
    console.log('  from the search answer received to its 150 rows with all cells painted');
    for (const language of LANGUAGES) {
      const result = await benchTable(browser, server.baseUrl, language, TABLE_RUNS);
      const painted = summarize(result.runs.map((run) => run.ms));
      const committed = summarize(result.runs.map((run) => run.commitMs));
      console.log(
        `    ${language}  ${line(painted)}  (in the DOM: median ${ms(committed.median)})  ` +
          `target ≤ ${TABLE_TARGET_MS} ms: median ${verdict(painted.median, TABLE_TARGET_MS)}, p95 ${verdict(painted.p95, TABLE_TARGET_MS)}`,
      );
      console.log(
        `        ${result.columns} columns of the model + selection + actions; ${result.runs.length} runs${result.skipped ? `, ${result.skipped} answers with unchanged rows left out` : ''}`,
      );
    }

    console.log(
      `  Sign-in, ${LOGIN_RUNS} runs per language in fresh contexts (no target set; includes the login notice's fixed 1.5 s)`,
    );
    for (const language of LANGUAGES) {
      const runs = await benchLogin(browser, server.baseUrl, language, LOGIN_RUNS);
      const summary = (pick: (run: (typeof runs)[number]) => number) => line(summarize(runs.map(pick)));
      console.log(`    ${language}  login click → dashboard painted       ${summary((run) => run.contentMs)}`);
      console.log(`        login click → dashboard interactive   ${summary((run) => run.interactiveMs)}`);
      console.log(`        admin opened → dashboard painted      ${summary((run) => run.afterRedirectMs)}`);
      console.log(`        sidebar click → its change painted    ${summary((run) => run.inputMs)}`);
    }
    const TREE_RUNS = Number(process.env.BENCH_TREE_RUNS ?? 8);
    console.log(`  Exercise category tree, ${TREE_RUNS} runs per language (the hierarchy answer served to the page):`);
    for (const language of LANGUAGES) {
      const { runs, count } = await benchLibraryTree(browser, server.baseUrl, language, TREE_RUNS);
      const first = summarize(runs.map((run) => run.firstPaintMs));
      console.log(
        `    ${language}  ${count} categories, answer → tree painted  ${line(first)}  target ≤ 200 ms: p95 ${verdict(first.p95, 200)}`,
      );
      console.log(
        `        search opening every branch → painted ${line(summarize(runs.map((run) => run.searchPaintMs)))} (${runs[0]?.rowsDrawn} rows drawn)`,
      );
    }
    console.log(`  load average ${load()} at the end`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The planner while dragging (`BENCH_ONLY=drag`): per run, the p95 and longest frame from dragstart to
 * drop, the frames over 50 ms and the drop → item painted in its new day; the medians of the runs.
 */
export async function benchPlannerDragging(): Promise<void> {
  console.log(`\nPlanner drag (Chromium, 576 items; load average ${load()} at the start)`);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const language of LANGUAGES) {
      const runs = await benchPlannerDrag(browser, server.baseUrl, language, DRAG_RUNS);
      const median = (values: number[]) => summarize(values).median;
      const perRun = runs.map((run) => {
        const frames = [...run.frames].sort((a, b) => a - b);
        return {
          p95: percentile(frames, 95),
          max: frames[frames.length - 1] ?? Number.NaN,
          over: frames.filter((frame) => frame > LONG_FRAME_MS).length,
          frames: frames.length,
        };
      });
      console.log(
        `  ${language}  ${DRAG_RUNS} drags over 5 days, ${runs[0]?.dragovers} dragover events and ${median(perRun.map((run) => run.frames))} frames each (medians of the runs):`,
      );
      console.log(
        `      frame p95 ${ms(median(perRun.map((run) => run.p95)))}, longest ${ms(median(perRun.map((run) => run.max)))}, ` +
          `frames over ${LONG_FRAME_MS} ms ${median(perRun.map((run) => run.over))} (per run: ${perRun.map((run) => run.over).join(', ')}), ` +
          `long animation frames ${runs.map((run) => run.longFrames).join(', ')} with ${runs.map((run) => run.longFrameScriptMs.toFixed(0)).join(', ')} ms of the page's scripts in them; target no frame over ${LONG_FRAME_MS} ms: ${verdict(median(perRun.map((run) => run.max)), LONG_FRAME_MS)}`,
      );
      const scripts = runs.flatMap((run) => run.longFrameScripts);
      if (scripts.length > 0) console.log(`      scripts in the long frames: ${scripts.join('; ')}`);
      const handled = summarize(runs.map((run) => run.dropScriptMs));
      console.log(
        `      drop handled (its listeners and React's render) ${line(handled)} (runs: ${runs.map((run) => run.dropScriptMs.toFixed(1)).join(', ')} ms)`,
      );
      const shown = summarize(runs.map((run) => run.dropToShownMs));
      console.log(
        `      drop → item painted in its new day ${line(shown)} (runs: ${runs.map((run) => run.dropToShownMs.toFixed(0)).join(', ')} ms); load average ${load()}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
