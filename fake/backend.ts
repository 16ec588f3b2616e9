// The demo backend: the API of docs/api.md answered in-process, on sql.js, by the reference server's
// own engine. `handle(method, path, body, headers)` → `{ status, headers, body }`; the browser build
// puts it behind msw (./browser.ts), Node tests call it directly (./node.ts).
import type { Kysely } from 'kysely';
import type { SqlJsStatic } from 'sql.js';
import type { Database } from '../server/db/schema';
import { openFakeDatabase, type FakeDatabaseOptions } from './database';
import { fakeRouter, type FakeResponse } from './router';
import { adminRoutes } from './routes/admin';
import { chatRoutesOfDemo } from './routes/chat';
import { formRoutesOfDemo } from './routes/forms';
import { listRoutes } from './routes/lists';
import { pendingRoutesOfDemo } from './routes/pending';
import { programmeRoutesOfDemo } from './routes/programmes';
import { sessionRoutes } from './routes/session';
import { uploadRoutes } from './routes/uploads';
import { FakeSessions, type TokenStore } from './sessions';

export type { FakeResponse } from './router';
export { API_PREFIX } from './router';

export type FakeRequestHandler = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string | undefined>,
) => Promise<FakeResponse>;

export interface FakeBackend {
  db: Kysely<Database>;
  handle: FakeRequestHandler;
}

export async function createFakeBackend(
  SQL: SqlJsStatic,
  options: FakeDatabaseOptions & { tokens?: TokenStore } = {},
): Promise<FakeBackend> {
  const db = await openFakeDatabase(SQL, options);
  const routes = [
    ...sessionRoutes,
    ...adminRoutes,
    ...listRoutes,
    ...formRoutesOfDemo,
    ...uploadRoutes,
    ...(await chatRoutesOfDemo()),
    ...(await pendingRoutesOfDemo()),
    ...(await programmeRoutesOfDemo(db)),
  ];
  return { db, handle: fakeRouter(db, new FakeSessions(db, options.tokens), routes) };
}
