// Serves a built admin folder without the API server, with the admin's page for every unknown path
// (client-side routes). For the demo build, whose API runs in the browser: `npm run demo:fake`.
//   tsx scripts/serve-static.ts [folder=dist-fake]   (PORT, default 8080; HOST, default 127.0.0.1)
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The copies the build writes beside larger files (scripts/precompress.ts), the smallest first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The encodings an Accept-Encoding header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const item of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** The smallest compressed copy of `file` the browser accepts, if the build wrote one. */
async function precompressedCopy(file: string, acceptEncoding: string | undefined) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding)) continue;
    const body = await readFile(file + suffix).catch(() => null);
    if (body) return { encoding, body };
  }
  return null;
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

export function serveStatic(folder: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(folder);
  const server = createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = (await fileIn(root, urlPath)) ?? join(root, 'index.html');
    try {
      const copy = await precompressedCopy(file, request.headers['accept-encoding']);
      const body = copy?.body ?? (await readFile(file));
      const isBundle = file.startsWith(join(root, 'assets') + sep);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': isBundle ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(copy && { 'content-encoding': copy.encoding }),
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2] ?? 'dist-fake';
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  await serveStatic(folder, port, host);
  console.log(`Serving ${folder} on http://${host}:${port} (demo build: sign in as admin@demo.test / Demo#2026)`);
}
