// The demo backend: the API answered in-process, on sql.js, by the reference server's own routes. Its route
// table is the server's (server/routes/index.ts `apiRoutes`, run through ./routes/from-server.ts); only
// signing in, out and checking passwords have the demo's own handlers (./routes/session.ts), and the
// operations in NOT_IN_DEMO (./not-in-demo.ts) answer that they are not in the demo.
// `handle(method, path, body, headers)` → `{ status, headers, body }`; the browser build puts it behind msw
// (./browser.ts), Node tests call it directly (./node.ts).
import type { Kysely } from 'kysely';
import type { SqlJsStatic } from 'sql.js';
import type { Database } from '../server/db/schema';
import { apiRoutes } from '../server/routes/index';
import { demoDeps } from './config';
import { openFakeDatabase, type FakeDatabaseOptions } from './database';
import { fakeRouter, type FakeRequestHandler } from './router';
import { routesOf } from './routes/from-server';
import { demoSessionHandlers } from './routes/session';
import { FakeSessions, type TokenStore } from './sessions';

export type { FakeResponse } from './response';
export type { FakeRequestHandler } from './router';
export { API_PREFIX } from './router';

export interface FakeBackend {
  db: Kysely<Database>;
  handle: FakeRequestHandler;
}

export async function createFakeBackend(
  SQL: SqlJsStatic,
  options: FakeDatabaseOptions & { tokens?: TokenStore } = {},
): Promise<FakeBackend> {
  const db = await openFakeDatabase(SQL, options);
  const sessions = new FakeSessions(db, options.tokens);
  const routes = await routesOf(apiRoutes, { deps: demoDeps(db), sessions }, demoSessionHandlers(sessions));
  return { db, handle: fakeRouter(routes) };
}
