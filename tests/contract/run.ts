// Runs the kit against one backend: loads the API document, compares the kit's table with its operations,
// runs one check per operation, undoes what the kit made, and reports one line per operation.
import { contractOf } from '../support/contract';
import { ContractClient, apiBase } from './client';
import { CHECKS, FINAL_CHECK } from './checks';
import { type Check, type ContractContext, type ContractOptions, Skip } from './context';
import { loadDocument } from './document';

export interface CheckResult {
  /** `METHOD /path` as the document names the operation. */
  operation: string;
  outcome: 'pass' | 'fail' | 'skip';
  why?: string;
  /** The document has the operation, the kit's table has no check for it. */
  unchecked?: true;
}

export interface ContractRun {
  /** Where the document came from. */
  source: string;
  /** One per operation of the document, in the kit's order (operations without a check first). */
  results: CheckResult[];
  /** Operations of the document. */
  total: number;
}

/** fetch's own failures hide the reason in `cause` (ECONNREFUSED, a TLS error…). */
function unexpected(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return error.message === 'fetch failed' ? `the backend did not answer${cause ? ` (${cause})` : ''}` : error.message;
}

async function runCheck(check: Check, context: ContractContext): Promise<CheckResult> {
  const { operation } = check;
  const notOffered = context.options.notOffered;
  if (notOffered?.operations.includes(operation)) return { operation, outcome: 'skip', why: notOffered.why };
  context.current = operation;
  try {
    const note = await check.run(context);
    return { operation, outcome: 'pass', ...(note ? { why: note } : {}) };
  } catch (error) {
    if (error instanceof Skip) return { operation, outcome: 'skip', why: error.message };
    // A failed assertion, a refused connection or a non-JSON crash: a failure of that operation, said plainly.
    return { operation, outcome: 'fail', why: unexpected(error) };
  }
}

export async function runContract(options: ContractOptions): Promise<ContractRun> {
  const client = new ContractClient(apiBase(options.base), options.transport);
  let loaded: Awaited<ReturnType<typeof loadDocument>>;
  try {
    loaded = await loadDocument(client);
  } catch (error) {
    throw new Error(`the API document could not be read: ${unexpected(error)}`);
  }
  const contract = contractOf(loaded.document);
  const documented = contract.operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
  const table = new Set(CHECKS.map((check) => check.operation));
  const context: ContractContext = { client, contract, options, cleanups: [], made: new Map(), current: '' };

  const results: CheckResult[] = documented
    .filter((operation) => !table.has(operation))
    .map(
      (operation): CheckResult => ({ operation, outcome: 'fail', why: `no check for ${operation}`, unchecked: true }),
    );
  const byOperation = new Map<string, CheckResult>();
  const wanted = (check: Check) =>
    !options.only || options.only.includes(check.operation) || check === CHECKS[0] || check === FINAL_CHECK;
  for (const check of CHECKS) {
    // A check of an operation this document does not have (an older backend) is not run.
    if (!documented.includes(check.operation) || check === FINAL_CHECK || !wanted(check)) continue;
    byOperation.set(check.operation, await runCheck(check, context));
  }
  // The kit's own rows and changes are undone newest first; a failed undo fails the operation that made it.
  for (const cleanup of context.cleanups.reverse()) {
    try {
      await cleanup.run();
    } catch (error) {
      const result = byOperation.get(cleanup.operation);
      const why = `clean-up: ${cleanup.what} failed (${unexpected(error)})`;
      if (result)
        Object.assign(result, { outcome: 'fail', why: result.outcome === 'fail' ? `${result.why}; ${why}` : why });
    }
  }
  if (documented.includes(FINAL_CHECK.operation))
    byOperation.set(FINAL_CHECK.operation, await runCheck(FINAL_CHECK, context));
  for (const check of CHECKS) {
    const result = byOperation.get(check.operation);
    if (result) results.push(result);
  }
  return { source: loaded.source, results, total: documented.length };
}

/** `PASS  METHOD /path`, `FAIL — why  METHOD /path`, `SKIP — why  METHOD /path` (a pass may carry a note). */
export function formatResult({ operation, outcome, why }: CheckResult): string {
  const word = outcome.toUpperCase();
  if (outcome === 'pass') return why ? `PASS (${why})  ${operation}` : `PASS  ${operation}`;
  return `${word} — ${why ?? ''}  ${operation}`;
}

/** `N of N operations checked (P passed, S skipped[, F failed])`. */
export function summaryLine({ results, total }: ContractRun): string {
  const count = (outcome: CheckResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
  const checked = results.filter((result) => !result.unchecked).length;
  const failed = count('fail');
  return `${checked} of ${total} operations checked (${count('pass')} passed, ${count('skip')} skipped${failed ? `, ${failed} failed` : ''})`;
}
