// Admin tests (jsdom): jest-dom matchers, the msw server, and a clean browser state for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetToasts } from '../../src/providers/notifier';
import { checkTrafficAgainstDocument } from './contractCheck';
import { server } from './msw';

const traffic = checkTrafficAgainstDocument(server);

/** Fails the test (or the file, for calls read after their test) when the document refuses a call. */
function failOn(problems: string[]): void {
  if (problems.length === 0) return;
  throw new Error(
    `The API document (docs/openapi.json) refuses ${problems.length} call(s) of this test:\n- ${problems.join('\n- ')}`,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The suites share two cores with the server and browser suites: a screen and its lazy parts may take
// longer than the default second to show, and that is not what these tests check.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  // jsdom does not lay pages out, so it cannot scroll.
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetToasts();
  localStorage.clear();
  document.title = '';
  failOn(await traffic.takeProblems());
});

afterAll(async () => {
  server.close();
  failOn(await traffic.takeLateProblems());
});
