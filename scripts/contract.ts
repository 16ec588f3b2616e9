// `npm run contract -- --base URL --email E --password P [--limited-email E --limited-password P]`:
// checks a running backend against docs/api.md and prints one line per endpoint.
import { parseArgs } from 'node:util';
import { formatResult, runContract } from '../tests/contract/run';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'limited-email': { type: 'string' },
    'limited-password': { type: 'string' },
  },
});

if (!values.base || !values.email || !values.password) {
  console.error(
    'usage: npm run contract -- --base URL --email E --password P [--limited-email E --limited-password P]',
  );
  process.exit(2);
}

const limited =
  values['limited-email'] && values['limited-password']
    ? { email: values['limited-email'], password: values['limited-password'] }
    : undefined;
const results = await runContract(
  { base: values.base, email: values.email, password: values.password, limited },
  (result) => console.log(formatResult(result)),
);
const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
console.log(`contract: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
process.exit(count('fail') > 0 ? 1 : 0);
