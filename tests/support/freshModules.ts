// Test files share their worker (`isolate: false` in vite.config.ts): Node's module cache, the jsdom window
// and the process stay from one file to the next. This runs first before every file.
import { afterAll, vi } from 'vitest';

// The product's modules (and the test helpers) are evaluated afresh for each file, so their module-level
// state (stores, caches, clients, i18n) starts new. Packages under node_modules stay loaded: that is the
// time saved.
vi.resetModules();

// What a file may change for the whole process is put back when it ends, even if one of its tests failed
// before its own cleanup ran.
const environment = { ...process.env };
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
