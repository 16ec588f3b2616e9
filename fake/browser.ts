// Starts the demo backend in the browser: sql.js (its WebAssembly loaded on demand), the seeded
// database, and an msw service worker that answers every API request from it. Only the build with
// VITE_DATA_PROVIDER=fake imports this file (src/main.tsx).
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { createFakeBackend } from './backend';
import { API_PREFIX, INVALID_JSON } from './router';

async function bodyOf(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  const text = await request.text();
  return text === '' ? undefined : JSON.parse(text);
}

export async function startDemoBackend(): Promise<void> {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  // Signed-in sessions survive a reload; the data starts again from the seed.
  const backend = await createFakeBackend(SQL, { tokens: window.localStorage });
  const worker = setupWorker(
    http.all(`${API_PREFIX}/*`, async ({ request }) => {
      const body = await bodyOf(request).catch(() => INVALID_JSON);
      const headers = Object.fromEntries(request.headers.entries());
      const url = new URL(request.url);
      const answer = await backend.handle(request.method, `${url.pathname}${url.search}`, body, headers);
      return HttpResponse.json(answer.body as Record<string, unknown>, {
        status: answer.status,
        headers: answer.headers,
      });
    }),
  );
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
