// The app around the routes: health, security headers, unknown routes, generic errors, the built admin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let dist: string;
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("admin");');
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error envelope (keeping `status`) when the database does not, in both languages', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'admin-health-'));
    const handle = createDatabase(`sqlite:${join(folder, 'db.sqlite')}`);
    await migrateToLatest(handle.db);
    const app = await buildApp({
      db: handle.db,
      dialect: handle.dialect,
      config: { ...defaultConfig(), logLevel: 'silent', distDir: folder },
    });
    await handle.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      state: 0,
      message: 'The service is unavailable: the database does not answer. Please try again later.',
      status: 'unavailable',
    });
    const ar = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'ar' } });
    expect(ar.statusCode).toBe(503);
    expect(ar.json()).toEqual({
      state: 0,
      message: 'الخدمة غير متاحة: قاعدة البيانات لا تستجيب. يرجى المحاولة مرة أخرى لاحقًا.',
      status: 'unavailable',
    });
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/v1/admin/nowhere', '/default/dashboard/', '/api/v1/admin/dashboard'])(
    'are sent on %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives['script-src']).toBe("'self'");
      expect(directives['default-src']).toBe("'self'");
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(directives['object-src']).toBe("'none'");
      expect(directives['img-src']).toBe("'self' data: blob: https:");
      expect(directives['style-src']).toBe("'self' 'unsafe-inline'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );
});

describe('unknown routes and failures', () => {
  it('answers unknown API routes with a translated 404 naming the route (without the query)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/xyz?secret=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: 0, message: 'Route not found: GET /api/v1/admin/xyz' });
    const ar = await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/xyz', headers: { 'accept-language': 'ar' } });
    expect(ar.json()).toEqual({ state: 0, message: 'المسار غير موجود: DELETE /api/v1/admin/xyz' });
    const post = await t.app.inject({ method: 'POST', url: '/default/dashboard' });
    expect(post.statusCode).toBe(404);
    expect(post.json().state).toBe(0);
  });

  it('accepts a trailing slash on API routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard/',
      headers: t.auth(await t.login()),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers unexpected errors with a generic translated 500 and no internals', async () => {
    const app = await buildApp(t.deps);
    app.get('/api/v1/admin/test-crash', async () => {
      throw new Error('SELECT password_hash FROM admins exploded at /srv/app.ts:12');
    });
    app.get('/api/v1/admin/test-sql', async () => {
      await sql`select * from no_such_table`.execute(t.db);
    });
    for (const url of ['/api/v1/admin/test-crash', '/api/v1/admin/test-sql']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ state: 0, message: 'Something went wrong on our side. Please try again later.' });
      const ar = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar' } });
      expect(ar.json()).toEqual({ state: 0, message: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى لاحقًا.' });
    }
    await app.close();
  });
});

describe('the built admin', () => {
  it('serves index.html for any page path (SPA fallback), never cached', async () => {
    for (const url of [
      '/',
      '/default/dashboard/',
      '/session/login?redirect=%2Fdefault%2Fusers',
      '/default/users/users-list/5',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves bundles as files with a long cache and 404s a missing bundle', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-chunk.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().state).toBe(0);
  });

  it('never falls back to the admin under /api or /uploads', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/anything' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nothing.png' })).statusCode).toBe(404);
  });

  it('shows a clear page when the admin has not been built', async () => {
    const bare = await createTestApp({ demo: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/default/dashboard/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('The admin has not been built yet.');
      expect(res.body).toContain('npm run build');
      const ar = await bare.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ar' } });
      expect(ar.body).toContain('dir="rtl"');
      expect(ar.body).toContain('لم يتم بناء لوحة الإدارة بعد.');
    } finally {
      await bare.close();
    }
  });
});
