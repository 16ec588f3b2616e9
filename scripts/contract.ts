// `npm run contract -- --base URL --email E --password P [--limited-email E --limited-password P] [--only OP]`:
// checks every operation of a running backend's API document (its own GET openapi.json, else
// docs/openapi.json) and prints one line per operation; exits non-zero on any FAIL.
import { parseArgs } from 'node:util';
import { formatResult, runContract, summaryLine } from '../tests/contract/run';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'limited-email': { type: 'string' },
    'limited-password': { type: 'string' },
    /** Repeatable: check only these operations, e.g. --only "POST /search". */
    only: { type: 'string', multiple: true },
  },
});

if (!values.base || !values.email || !values.password) {
  console.error(
    'usage: npm run contract -- --base URL --email E --password P [--limited-email E --limited-password P] [--only "METHOD /path"]…',
  );
  process.exit(2);
}

const limited =
  values['limited-email'] && values['limited-password']
    ? { email: values['limited-email'], password: values['limited-password'] }
    : undefined;
try {
  const run = await runContract({
    base: values.base,
    email: values.email,
    password: values.password,
    limited,
    only: values.only,
  });
  console.log(`document: ${run.source}`);
  for (const result of run.results) console.log(formatResult(result));
  console.log(summaryLine(run));
  process.exit(run.results.some((result) => result.outcome === 'fail') ? 1 : 0);
} catch (error) {
  console.error(`FAIL — ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
