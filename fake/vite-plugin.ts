// The demo build's extra file: msw's service worker, served at the site root (dev) and written into the
// build output. Other builds are left alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';

export function demoBackendWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER}`), 'utf8');
  return {
    name: 'demo-backend-worker',
    apply: () => enabled,
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER, source: source() });
    },
  };
}
