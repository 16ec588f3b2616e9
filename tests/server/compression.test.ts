// What the built admin costs on the wire: its scripts go out in the brotli or gzip copy the build wrote,
// as the browser accepts, keep their long cache, and say they vary with Accept-Encoding; the same from the
// small static server of the demo build. API answers over 1 KB go out in brotli (quality 4) or gzip, as the
// client accepts; small answers and exports go out as they are.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from '../../scripts/precompress';
import { serveStatic } from '../../scripts/serve-static';
import { API_BROTLI_QUALITY, COMPRESS_MIN_BYTES } from '../../server/http/compression';
import { XLSX_TYPE } from '../../server/export/xlsx';
import { createTestApp, insertProduct, type TestApp } from './helpers';

let t: TestApp;
let dist: string;
let token: string;

/** A bundle-like script well over the threshold, with the repetition real bundles have. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, index) =>
    `export function screen${index}(props){return jsx("div",{className:"row-${index % 7}",children:props.label});}`,
).join('\n');
const TINY_SCRIPT = 'console.log("admin");';
const INDEX_HTML = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/part.js">'.repeat(30)}<script type="module" src="/assets/app-Bq3xY9.js"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'admin-dist-compressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-Bq3xY9.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-C4d1.js'), TINY_SCRIPT);
  await precompressFolder(dist);
  t = await createTestApp({ models: true, config: { distDir: dist } });
  token = await t.login();
  for (let index = 0; index < 150; index++) {
    await insertProduct(t.db, { name_en: `Resistance band ${index}`, name_ar: `حزام مقاومة ${index}`, price: index });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const getScript = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build', () => {
  it('writes brotli and gzip copies beside files over 1 KB that open to the same bytes, and none beside small ones', () => {
    const script = join(dist, 'assets', 'app-Bq3xY9.js');
    expect(SCRIPT.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(readFileSync(`${script}.br`).length).toBeLessThan(readFileSync(`${script}.gz`).length);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-C4d1.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'tiny-C4d1.js.gz'))).toBe(false);
  });
});

describe('scripts of the admin', () => {
  it('go out in brotli to a browser that accepts it, with their type, long cache and Vary', async () => {
    const res = await getScript('/assets/app-Bq3xY9.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('go out in gzip when only gzip is accepted', async () => {
    const res = await getScript('/assets/app-Bq3xY9.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('go out plain, still varying, when nothing is accepted', async () => {
    const res = await getScript('/assets/app-Bq3xY9.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('go out plain when too small to have been compressed', async () => {
    const res = await getScript('/assets/tiny-C4d1.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(TINY_SCRIPT);
  });

  it('still 404 when missing, whatever the browser accepts', async () => {
    const res = await getScript('/assets/missing-D9e2.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().state).toBe(0);
  });
});

describe('the admin page', () => {
  it('goes out compressed and revalidated, at its address and at any client-side route', async () => {
    for (const url of ['/', '/default/members/']) {
      const res = await getScript(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });
});

describe('the static server of the demo build', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = await serveStatic(dist, 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /** A plain HTTP GET that leaves the body as sent (fetch would decompress it). */
  const rawGet = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
      get(`${origin}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => done({ headers: response.headers, body: Buffer.concat(parts) }));
      }).on('error', fail);
    });

  it('sends the copy the browser accepts, brotli first, and the file itself otherwise', async () => {
    const br = await rawGet('/assets/app-Bq3xY9.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet('/assets/app-Bq3xY9.js', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet('/assets/app-Bq3xY9.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const tiny = await rawGet('/assets/tiny-C4d1.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY_SCRIPT);
  });
});

describe('API answers', () => {
  const PAGE = { model: 'products', page: 1, itemsPerPage: 150, sortBy: ['ID'] };
  const search = (body: Record<string, unknown>, acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search',
      headers: { ...t.auth(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: body,
    });

  it('go out in brotli for a 150-row search page, opening to the same JSON as the plain answer', async () => {
    const plain = await search(PAGE);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.results.data).toHaveLength(150);

    const res = await search(PAGE, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    // Brotli's quality tuned for latency, not Node's slow default (11).
    const atQuality = (quality: number) =>
      brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(res.rawPayload.length).toBe(atQuality(API_BROTLI_QUALITY));
    expect(res.rawPayload.length).toBeGreaterThan(atQuality(11));
  });

  it('go out in gzip when only gzip is accepted', async () => {
    const plain = await search(PAGE);
    const res = await search(PAGE, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('go out plain when under 1 KB, whatever the client accepts', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: PAGE,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().state).toBe(0);

    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('leave exports as they are: streamed files of their own type, never encoded again', async () => {
    const streamed = await search({ model: 'products', export_format: 'excel' }, 'br, gzip');
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe(XLSX_TYPE);
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const pdf = await search({ model: 'products', export_format: 'pdf' }, 'br, gzip');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const queued = await search({ model: 'roles', export_format: 'excel', job: true }, 'br, gzip');
    expect(queued.statusCode, queued.body).toBe(202);
    const jobId = queued.json().data.job_id;
    const deadline = Date.now() + 20_000;
    while ((await t.get(`jobs/${jobId}`, { token })).json().data.state !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/jobs/${jobId}/file`,
      headers: { ...t.auth(token), 'accept-encoding': 'br, gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
