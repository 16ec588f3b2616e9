// Admin tests (jsdom): jest-dom matchers, the msw server, and a clean browser state for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetToasts } from '../../src/providers/notifier';
import { server } from './msw';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The suites share two cores with the server and browser suites: an answer may take longer than the
// default second to show, and that is not what these tests check.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  // jsdom does not lay pages out, so it cannot scroll.
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetToasts();
  localStorage.clear();
  document.title = '';
});

afterAll(() => server.close());
