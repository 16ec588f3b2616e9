// Serves the built admin (dist/) with an SPA fallback, and answers every unknown route.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, HttpError } from './errors';

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Paths that never fall back to the admin page. */
function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/uploads' || path.startsWith('/uploads/');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function notBuiltPage(request: FastifyRequest): string {
  const dir = request.language === 'ar' ? 'rtl' : 'ltr';
  const title = escapeHtml(request.t('errors.admin_not_built'));
  const hint = escapeHtml(request.t('errors.admin_not_built_hint'));
  return `<!doctype html>
<html lang="${request.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}</style></head>
<body><h1>${title}</h1><p>${hint}</p></body>
</html>
`;
}

function routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
  // Only the path (capped) is echoed back, never the query string.
  const path = pathOf(request.url).slice(0, 200);
  sendError(request, reply, new HttpError(404, request.t('errors.route_not_found', { method: request.method, path })));
}

export async function installAdminSite(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // The build writes .br and .gz copies (scripts/precompress.ts): sent as they are, with `Vary`.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed bundles never change; index.html must always be revalidated to pick up new bundles.
        const isBundle = filePath.startsWith(join(distDir, 'assets'));
        reply.header('cache-control', isBundle ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Synchronous on purpose: returning the reply from an async handler adds listeners to streamed files.
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing bundle must fail loudly (the admin reports a failed chunk), not turn into the index page.
    if (!isPageRequest || isServerPath(path) || path.startsWith('/assets/')) {
      routeNotFound(request, reply);
    } else if (!built) {
      reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage(request));
    } else {
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
  });
}
