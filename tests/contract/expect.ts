// Assertions that fail with a sentence a backend developer can act on: what was asked, what the
// contract wants, what came back.
import type { Answer, CallOptions } from './client';
import type { ContractContext } from './context';

export class ContractFailure extends Error {}

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

export function fail(message: string): never {
  throw new ContractFailure(message);
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}

/** The answer has this status and, for JSON, the envelope of docs/api.md (state 1 on 2xx, 0 with a message otherwise). */
export function envelope(answer: Answer, status: number | readonly number[]): any {
  const allowed = typeof status === 'number' ? [status] : status;
  if (!allowed.includes(answer.status)) {
    const message = typeof answer.body?.message === 'string' ? ` ("${answer.body.message}")` : '';
    fail(`status ${answer.status}${message}, expected ${allowed.join(' or ')}`);
  }
  check(
    answer.body && typeof answer.body === 'object',
    `the answer is not a JSON object (content-type ${answer.headers.get('content-type') ?? 'none'})`,
  );
  if (answer.status < 300) {
    check(answer.body.state === 1, `state is ${shown(answer.body.state)}, expected 1 on success`);
    check('data' in answer.body, 'a success answer has no data');
  } else {
    check(answer.body.state === 0, `state is ${shown(answer.body.state)}, expected 0 on a failure`);
    check(typeof answer.body.message === 'string' && answer.body.message.length > 0, 'a failure answer has no message');
  }
  return answer.body;
}

const kinds = {
  number: (value: unknown) => typeof value === 'number' && Number.isFinite(value),
  integer: (value: unknown) => Number.isInteger(value),
  string: (value: unknown) => typeof value === 'string',
  boolean: (value: unknown) => typeof value === 'boolean',
  array: (value: unknown) => Array.isArray(value),
  object: (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value),
} as const;

/** `value` at `path` (for the message) is of `kind`. */
export function typed(value: unknown, kind: keyof typeof kinds, path: string): void {
  check(
    kinds[kind](value),
    `${path}: expected ${kind === 'integer' || kind === 'array' || kind === 'object' ? 'an' : 'a'} ${kind}, got ${shown(value)}`,
  );
}

export function equal(actual: unknown, expected: unknown, path: string): void {
  check(
    JSON.stringify(actual) === JSON.stringify(expected),
    `${path}: expected ${shown(expected)}, got ${shown(actual)}`,
  );
}

/** The answer keeps the API document: its status is one of the operation's, its body fits that answer's schema. */
export function documented(context: ContractContext, method: string, path: string, answer: Answer): void {
  const url = new URL(path, context.client.api).toString();
  const problem = context.contract.answerProblem(
    method,
    url,
    answer.status,
    answer.headers.get('content-type') ?? undefined,
    answer.text,
  );
  if (problem) fail(problem.split('\n')[0].replace(url, path.split('?')[0]));
}

/** Calls the operation, expects `status` in the envelope and an answer the document allows; gives the body. */
export async function expectCall(
  context: ContractContext,
  method: string,
  path: string,
  status: number | readonly number[],
  options: CallOptions = {},
): Promise<any> {
  const answer = await context.client.call(method, path, options);
  const body = envelope(answer, status);
  documented(context, method, path, answer);
  return body;
}

/** Calls a file operation (an export): 200, a declared media type, an attachment, some bytes. */
export async function expectFile(
  context: ContractContext,
  method: string,
  path: string,
  mediaTypes: readonly string[],
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await context.client.call(method, path, options);
  if (answer.status !== 200) {
    const message = typeof answer.body?.message === 'string' ? ` ("${answer.body.message}")` : '';
    fail(`status ${answer.status}${message}, expected 200 with a file`);
  }
  const type = answer.headers.get('content-type') ?? '';
  check(
    mediaTypes.some((wanted) => type.startsWith(wanted)),
    `Content-Type: expected ${mediaTypes.join(' or ')}, got ${type || 'none'}`,
  );
  const disposition = answer.headers.get('content-disposition') ?? '';
  check(
    /^attachment;\s*filename/i.test(disposition),
    `Content-Disposition: expected an attachment with a file name, got "${disposition}"`,
  );
  check(answer.bytes > 0, 'the file is empty');
  documented(context, method, path, answer);
  return answer;
}
