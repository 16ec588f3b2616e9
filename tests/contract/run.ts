// Runs every check in order against one backend and reports each endpoint's outcome.
import { ContractClient, apiBase } from './client';
import { type Check, type ContractContext, type ContractOptions, Skip } from './context';
import { ContractFailure } from './expect';
import { searchChecks } from './searchChecks';
import { logoutCheck, sessionChecks } from './sessionChecks';
import { cleanupCheck, writeChecks } from './writeChecks';

export interface CheckResult {
  endpoint: string;
  outcome: 'pass' | 'fail' | 'skip';
  why?: string;
}

export const CHECKS: readonly Check[] = [...sessionChecks, ...searchChecks, ...writeChecks, cleanupCheck, logoutCheck];

/** fetch's own failures hide the reason in `cause` (ECONNREFUSED, a TLS error…). */
function unexpected(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return error.message === 'fetch failed' ? `the backend did not answer${cause ? ` (${cause})` : ''}` : error.message;
}

export async function runContract(
  options: ContractOptions,
  report: (result: CheckResult) => void = () => {},
): Promise<CheckResult[]> {
  const context: ContractContext = {
    client: new ContractClient(apiBase(options.base), options.transport),
    options,
    created: [],
  };
  const results: CheckResult[] = [];
  for (const check of CHECKS) {
    let result: CheckResult;
    try {
      if (check.http && options.transport) throw new Skip('needs an HTTP server (a file download)');
      await check.run(context);
      result = { endpoint: check.endpoint, outcome: 'pass' };
    } catch (error) {
      if (error instanceof Skip) result = { endpoint: check.endpoint, outcome: 'skip', why: error.message };
      else if (error instanceof ContractFailure)
        result = { endpoint: check.endpoint, outcome: 'fail', why: error.message };
      // A refused connection or a non-JSON crash is a failure of that endpoint too, said plainly.
      else result = { endpoint: check.endpoint, outcome: 'fail', why: unexpected(error) };
    }
    results.push(result);
    report(result);
  }
  return results;
}

export function formatResult({ endpoint, outcome, why }: CheckResult): string {
  return `${outcome.toUpperCase().padEnd(4)}  ${endpoint}${why ? ` — ${why}` : ''}`;
}
