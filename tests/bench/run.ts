// `npm run bench`: speed figures against their targets. It prints "met" or "missed" and never fails on
// time (speed targets live here, not in the tests). The browser part needs `vite build` first.
//
// Knobs (environment variables):
//   BENCH_ONLY         `server` or `browser` to run one part (default: both; the server part takes minutes)
//   BENCH_ROWS         orders in the server part's database (default 1000000)
//   BENCH_RUNS         measured searches per scenario in the server part (default 40)
//   BENCH_TABLE_RUNS   measured table renders per language in the browser part (default 20, at most 52)
//   BENCH_LOGIN_RUNS   measured sign-ins per language in the browser part (default 8)
//   BENCH_LANGUAGES    languages of the browser part (default `en,ar`)
//   CHROMIUM_PATH      the Chromium to drive (default /usr/bin/chromium)
import { benchBrowser } from './browser';
import { benchSearchAndExport } from './search-export';

const ONLY = process.env.BENCH_ONLY ?? '';

async function main(): Promise<void> {
  if (!['', 'server', 'browser'].includes(ONLY)) throw new Error(`BENCH_ONLY must be server or browser, not ${ONLY}`);
  if (ONLY !== 'browser') await benchSearchAndExport();
  if (ONLY !== 'server') await benchBrowser();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
