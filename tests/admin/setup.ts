// Admin tests (jsdom): jest-dom matchers, the msw server, and a clean browser state for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetToasts } from '../../src/providers/notifier';
import { server } from './msw';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

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
