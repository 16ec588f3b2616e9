// The server's Config as the demo backend runs its routes with it: written out rather than read from the
// environment (a browser has none), with the server's defaults where a route reads a value.
import type { AppDeps } from '../server/app';
import type { Config } from '../server/config';
import { DEFAULT_REALTIME_KEY } from '../server/realtime/config';

export const DEMO_CONFIG: Config = {
  port: 0,
  host: '',
  databaseUrl: 'sqlite::memory:',
  dataDir: '',
  distDir: '',
  tokenTtlHours: 24,
  demoData: true,
  firstAdmin: null,
  logLevel: 'silent',
  // The demo keeps marked plain-text passwords (./passwords.ts); this cost is never spent in it.
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
  loginRateLimit: { maxFailures: 5, windowSeconds: 60 },
  uploadMaxBytes: 2 * 1024 * 1024,
  bodyLimitBytes: 1024 * 1024,
  trustProxy: false,
  // No mail in the demo: sign-up stays closed (GET session/options says so).
  signUp: false,
  databaseWaitSeconds: 0,
  realtime: { key: DEFAULT_REALTIME_KEY, secret: 'demo', external: null },
  oidc: null,
  corsOrigins: [],
  objectStorage: null,
  exportJobThreshold: 50_000,
  exportJobTimeoutSeconds: 600,
  searchEstimateAbove: 100_000,
};

/** sql.js is built without FTS5: the lists read "contains" filters with LIKE (./database.ts). */
export function demoDeps(db: AppDeps['db']): AppDeps {
  return { db, dialect: 'sqlite', config: DEMO_CONFIG, textIndexes: false };
}
