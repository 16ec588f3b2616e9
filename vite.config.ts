/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

// The API the dev server proxies to; the built admin calls `VITE_API_URL` (default: same origin).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * What the demo build uses instead of Node-only code on the server routes' import paths: packages by name,
 * project modules by path (without extension). The model registry finds its files on the disk on the
 * server; in the browser Vite lists them.
 */
const DEMO_STAND_INS: Record<string, string> = {
  '@node-rs/argon2': './fake/argon2.ts',
  'pg-boss': './fake/node-only.ts',
  '@aws-sdk/client-s3': './fake/node-only.ts',
  'server/export/pdf': './fake/export-writers.ts',
  'server/export/xlsx': './fake/export-writers.ts',
  'server/models/discover': './fake/discoverModels.ts',
};

/** The demo build (VITE_DATA_PROVIDER=fake, fake/) answers the API in the browser through msw's worker. */
function demoBackendWorker(enabled: boolean): Plugin {
  const WORKER = 'mockServiceWorker.js';
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), 'utf8');
  return {
    name: 'demo-backend-worker',
    // Before Vite's own resolver, so the registry's disk reader is swapped out.
    enforce: 'pre',
    apply: () => enabled,
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source());
      });
    },
    resolveId(source, importer) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const module =
        source.startsWith('.') && importer
          ? relative(root, resolve(dirname(importer), source))
              .replace(/\\/g, '/')
              .replace(/\.ts$/, '')
          : source;
      const standIn = DEMO_STAND_INS[module];
      return standIn ? fileURLToPath(new URL(standIn, import.meta.url)) : null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER, source: source() });
    },
  };
}

/**
 * The test files under `folder` that replace modules (`vi.mock`): a module mock outlives its file in a
 * worker that test files share, so these files get a worker of their own.
 */
function filesMockingModules(folder: string): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.replace(/\\/g, '/')}`)
    .filter(
      (file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock)\(/.test(readFileSync(`${root}${file}`, 'utf8')),
    )
    .sort();
}

const serverTests = ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/i18n/**/*.test.ts'];
const serverMocking = ['tests/server', 'tests/security', 'tests/i18n'].flatMap(filesMockingModules);
/**
 * Admin files that need a window of their own: those replacing modules, and the row tooltip's keyboard test,
 * whose Tab depends on jsdom's memory of the last element shown with keyboard focus, which files sharing a
 * window can leave in a state setup.ts does not reach.
 */
const adminOwnWindow = [...filesMockingModules('tests/admin'), 'tests/admin/list/actionTooltip.test.tsx'];

export default defineConfig({
  plugins: [react(), demoBackendWorker(process.env.VITE_DATA_PROVIDER === 'fake'), precompress()],
  resolve: {
    // Only the admin bundle: the tests and the server never go through Vite's browser build.
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/size.ts reads it to measure what each route really loads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, which then runs the
    // whole suite file after file. Test files wait on databases, hashing and timers much of the time, so
    // two at once use both cores.
    maxWorkers: 2,
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...serverMocking],
          // Test files share their worker and Node's module cache; each one starts with the product's own
          // modules evaluated afresh (tests/support/freshModules.ts).
          isolate: false,
          setupFiles: ['tests/support/freshModules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          environment: 'node',
          include: serverMocking,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...adminOwnWindow],
          // As the server project: files share their worker, their jsdom window and the packages already
          // loaded; each starts with the product's modules afresh and a blank page (tests/admin/setup.ts).
          isolate: false,
          setupFiles: ['tests/support/freshModules.ts', 'tests/admin/setup.ts'],
          // Dates and times are the admin's local ones: the tests fix the zone (some set another one).
          env: { TZ: 'UTC' },
          // A whole screen with its providers per test: on a 2-core machine running the browser suite beside
          // them, the largest forms' tests were measured at 46–78 s.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin-isolated',
          environment: 'jsdom',
          include: adminOwnWindow,
          setupFiles: ['tests/admin/setup.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // One server and one Chromium for every file (tests/browser/suite.ts connects to them).
          globalSetup: ['tests/browser/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
