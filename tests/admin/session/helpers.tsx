// Shared set-up of the session pages' tests: open the whole app at a path, record the API calls.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { App } from '../../../src/App';
import { api, server } from '../msw';

export const demoUser = {
  id: 1,
  first_name: 'Demo',
  last_name: 'Admin',
  email: 'admin@demo.test',
  image: null,
  role: 'Super Admin',
};

/** Renders the app at `path` (the router reads the browser's location). */
export function openApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

export const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function storeSession(user: object = demoUser, permissions: string[] = ['view-User']) {
  localStorage.setItem('access_token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('permissions', JSON.stringify(permissions));
}

export interface RecordedCall {
  body: unknown;
  headers: Headers;
}

/** Answers `POST <path>` with `status` and `body`, and records what was sent. */
export function answerPost(path: string, status: number, body: JsonBodyType): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      calls.push({ body: await request.json(), headers: request.headers });
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

/** Answers `GET session/options` with `sign_up`, and counts the calls. */
export function answerSessionOptions(signUp: boolean): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.get(api('session/options'), () => {
      calls.count += 1;
      return HttpResponse.json({ state: 1, data: { sign_up: signUp } });
    }),
  );
  return calls;
}

/** The dashboard call of the admin, for tests that end on it. */
export function answerDashboard() {
  server.use(
    http.get(api('dashboard'), () =>
      HttpResponse.json({ state: 1, data: { period_days: 30, cards: [], attention: [] } }),
    ),
  );
}

/** Waits for the lazily loaded page: long enough for the first import of a test file. */
export const findField = (label: RegExp) => screen.findByLabelText(label, {}, { timeout: 15_000 });

export const person = () => userEvent.setup();
