// The demo backend (fake/) behind the admin tests' msw server: the same answers as the reference server
// on its demo data, so a component test can run the real screens without stubbing each call.
//   const demo = withFakeBackend();
//   await demo.signIn('support@demo.test');
//   render(<App />);
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach } from 'vitest';
import type { FakeBackend } from '../../fake/backend';
import { createNodeFakeBackend } from '../../fake/node';
import { api, server } from './msw';

export interface FakeBackendInTests {
  /** The backend itself (its `db` and `handle`). */
  readonly backend: FakeBackend;
  /** Signs in as a demo account and stores the session as the admin does after its login form. */
  signIn(email?: string, options?: { language?: 'en' | 'ar' }): Promise<void>;
}

/** One seeded demo backend for the test file, answering every API call of every test. */
export function withFakeBackend(): FakeBackendInTests {
  let backend: FakeBackend | undefined;
  beforeAll(async () => {
    backend = await createNodeFakeBackend();
  }, 60_000);
  beforeEach(() => {
    server.use(
      http.all(api('*'), async ({ request }) => {
        const text = await request.text();
        const answer = await backend!.handle(
          request.method,
          new URL(request.url).pathname,
          text ? JSON.parse(text) : undefined,
          Object.fromEntries(request.headers.entries()),
        );
        return HttpResponse.json(answer.body as Record<string, unknown>, {
          status: answer.status,
          headers: answer.headers,
        });
      }),
    );
  });
  return {
    get backend() {
      if (!backend) throw new Error('withFakeBackend: the backend is used before its beforeAll ran');
      return backend;
    },
    async signIn(email = 'admin@demo.test', { language = 'en' } = {}) {
      const answer = await backend!.handle('POST', '/api/v1/admin/login', { email, password: 'Demo#2026' });
      const { token, user, permissions } = (
        answer.body as { data: { token: string; user: { id: number }; permissions: string[] } }
      ).data;
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('permissions', JSON.stringify(permissions));
      localStorage.setItem('language', language);
      // The guided tour counts as seen, so it does not cover the screen under test.
      localStorage.setItem(`shell.tour.done.${user.id}`, '1');
    },
  };
}
