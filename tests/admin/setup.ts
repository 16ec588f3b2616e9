// Admin tests (jsdom): jest-dom matchers, the msw server, and a clean browser state for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetToasts } from '../../src/providers/notifier';
import { checkTrafficAgainstDocument } from './contractCheck';
import { server } from './msw';

const traffic = checkTrafficAgainstDocument(server);

startOnBlankPage();

/**
 * Test files may share their worker and its jsdom window (the `admin` project), so each file starts where a
 * new window would: no language or direction on `<html>` (the admin reads its starting language there), an
 * empty body, empty storage, and no keyboard focus remembered for `:focus-visible`.
 */
function startOnBlankPage(): void {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
  sessionStorage.clear();
  forgetFocusVisible();
}

/**
 * jsdom's selector engine decides `:focus-visible` from the last key or mouse event it saw and the last
 * element it showed keyboard focus on (private state of `@asamuzakjp/dom-selector`), which a shared window
 * carries from one file to the next. Showing keyboard focus on a scratch button and then clicking it leaves
 * no element remembered; a last Tab on the body makes the next focus keyboard focus, as on a new page.
 */
function forgetFocusVisible(): void {
  // The engine listens for events from its first use on; a window's first file may not have used it yet.
  document.body.matches(':focus-visible');
  const scratch = document.createElement('button');
  document.body.append(scratch);
  const tab = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  tab();
  scratch.focus();
  scratch.matches(':focus-visible');
  scratch.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  scratch.matches(':focus-visible');
  scratch.blur();
  scratch.remove();
  tab();
}

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
