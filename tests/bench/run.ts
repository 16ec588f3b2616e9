// `npm run bench`: speed figures against their targets. It prints "met" or "missed" and never fails on
// time (speed targets live here, not in the tests). The browser part needs `vite build` first.
//
// Knobs (environment variables):
//   BENCH_ONLY         `server`, `browser`, `library`, `plan` or `drag` to run one part (default: all; the server
//                      part takes minutes); `library` and `plan` run on PostgreSQL when TEST_DATABASE_URL is set;
//                      `drag` is the planner dragging an item in Chromium (needs `vite build`)
//   BENCH_ROWS         orders in the server part's database (default 1000000)
//   BENCH_RUNS         measured searches per scenario in the server part (default 40)
//   BENCH_TABLE_RUNS   measured table renders per language in the browser part (default 20, at most 52)
//   BENCH_LOGIN_RUNS   measured sign-ins per language in the browser part (default 8)
//   BENCH_LANGUAGES    languages of the browser part (default `en,ar`)
//   BENCH_TREE_RUNS    measured category-tree paints per language in the browser part (default 8)
//   BENCH_DRAG_RUNS    measured planner drags per language in the drag part (default 5)
//   CHROMIUM_PATH      the Chromium to drive (default /usr/bin/chromium)
import { benchBrowser, benchPlannerDragging } from './browser';
import { benchLibrary } from './library';
import { benchPlanSave } from './plan-save';
import { benchSearchAndExport } from './search-export';

const ONLY = process.env.BENCH_ONLY ?? '';

async function main(): Promise<void> {
  if (!['', 'server', 'browser', 'library', 'plan', 'drag'].includes(ONLY))
    throw new Error(`BENCH_ONLY must be server, browser, library, plan or drag, not ${ONLY}`);
  if (ONLY === '' || ONLY === 'server') await benchSearchAndExport();
  if (ONLY === '' || ONLY === 'library') await benchLibrary();
  if (ONLY === '' || ONLY === 'plan') await benchPlanSave();
  if (ONLY === '' || ONLY === 'browser') await benchBrowser();
  if (ONLY === '' || ONLY === 'drag') await benchPlannerDragging();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
