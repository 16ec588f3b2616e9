// Every request the admin sends through msw and every answer msw gives it (mocked handlers and the demo
// backend alike) is held to the API's OpenAPI document (docs/openapi.json): a request the real server
// would refuse, or an answer it could not give, fails the test that made it. The problems are collected
// from msw's life-cycle events and thrown after the test, so no error handling in the admin (react-admin's
// notifications, a screen's catch) can hide them.
import { appendFileSync } from 'node:fs';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import document from '../../docs/openapi.json';
import { NOT_IN_DEMO } from '../../fake/not-in-demo';
import { type ApiDocument, contractOf } from '../support/contract';

const contract = contractOf(document as unknown as ApiDocument);

interface Finding {
  test: string | undefined;
  problem: string;
}

const currentTest = () => expect.getState().currentTestName;

const API_PREFIX = '/api/v1/admin';
const leftOutOfDemo = NOT_IN_DEMO.map((entry) => ({
  method: entry.method,
  path: new RegExp(`^${API_PREFIX}${entry.path.replace(/:[^/]+/g, '[^/]+')}$`),
}));

/**
 * The demo backend's own answer for a call it leaves out (fake/not-in-demo.ts): 501 with its notice. The real
 * server never gives it, so the document does not list it; every other demo answer is held to the document.
 */
function demoLeavesOut(method: string, url: string, status: number): boolean {
  const { pathname } = new URL(url, 'http://contract.invalid');
  return (
    status === 501 && leftOutOfDemo.some((entry) => entry.method === method.toUpperCase() && entry.path.test(pathname))
  );
}

/** Starts checking the server's traffic; `takeProblems` hands over what the current test broke. */
export function checkTrafficAgainstDocument(server: SetupServer): {
  takeProblems(): Promise<string[]>;
  takeLateProblems(): Promise<string[]>;
} {
  const findings: Finding[] = [];
  const reading = new Set<Promise<void>>();

  // A body can only be read asynchronously; the reads are awaited before the test's problems are taken.
  const track = (test: string | undefined, read: () => Promise<string | null>) => {
    const done: Promise<void> = read()
      .then((problem) => {
        if (!problem) return;
        findings.push({ test, problem });
        // A long run can be followed as it goes: each problem is also written out as it is found.
        if (typeof process !== 'undefined' && process.env.CONTRACT_PROBLEMS_LOG)
          appendFileSync(process.env.CONTRACT_PROBLEMS_LOG, `${expect.getState().testPath} > ${test}\n  ${problem}\n`);
      })
      .catch((error: unknown) => {
        findings.push({ test, problem: `the contract check could not read a call: ${error}` });
      })
      .finally(() => reading.delete(done));
    reading.add(done);
  };

  server.events.on('request:start', ({ request }) => {
    const test = currentTest();
    const copy = request.clone();
    track(test, async () => {
      const contentType = copy.headers.get('content-type') ?? undefined;
      const body = /multipart\/form-data/i.test(contentType ?? '')
        ? await copy.formData()
        : copy.body === null
          ? undefined
          : await copy.text();
      return contract.requestProblem(copy.method, copy.url, contentType, body);
    });
  });

  server.events.on('response:mocked', ({ request, response }) => {
    const test = currentTest();
    if (demoLeavesOut(request.method, request.url, response.status)) return;
    const copy = response.clone();
    track(test, async () =>
      contract.answerProblem(
        request.method,
        request.url,
        copy.status,
        copy.headers.get('content-type') ?? undefined,
        await copy.text(),
      ),
    );
  });

  const settled = async () => {
    while (reading.size > 0) await Promise.all([...reading]);
  };
  const take = (keep: (finding: Finding) => boolean): Finding[] => {
    const taken = findings.filter(keep);
    findings.splice(0, findings.length, ...findings.filter((finding) => !keep(finding)));
    return taken;
  };

  return {
    /** The problems of the calls the current test made. */
    async takeProblems() {
      await settled();
      const test = currentTest();
      return take((finding) => finding.test === test).map((finding) => finding.problem);
    },
    /** The problems of calls read after their test ended (a request its screen sent while unmounting). */
    async takeLateProblems() {
      await settled();
      return take(() => true).map(
        (finding) => `${finding.problem}\n(sent during the test "${finding.test ?? '(none)'}")`,
      );
    },
  };
}
