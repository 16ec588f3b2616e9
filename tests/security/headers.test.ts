// Security headers on every answer (API, errors, 404s, the admin's pages and assets, uploads), and
// hostile request bodies (malformed, wrongly typed, huge, deeply nested, prototype keys) answered with a
// clean 4xx: never a 500, never a stack trace.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, type TestApp } from '../server/helpers';
import { IMAGES, multipart } from '../server/multipart';
import { API, expectNoLeak, expectRefused, post } from './support';

let t: TestApp;
let bare: TestApp;
let dist: string;
let admin: string;
let support: string;
let uploadUrl: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'security-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Admin</title><script type="module" src="/assets/app-1234.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("admin");');
  writeFileSync(join(dist, 'assets', 'app-1234.css'), 'body{margin:0}');
  t = await createTestApp({ config: { distDir: dist } });
  bare = await createTestApp();
  admin = await t.login();
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  const form = await multipart({}, [{ name: 'file', filename: 'a.png', type: 'image/png', bytes: IMAGES.png }]);
  const stored = await t.app.inject({
    method: 'POST',
    url: `${API}/file-uploaded/store`,
    headers: { ...t.auth(admin), ...form.headers },
    payload: form.payload,
  });
  uploadUrl = stored.json().data.url;
});
afterAll(async () => {
  await t.close();
  await bare.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse, label: string): void {
  const policy = res.headers['content-security-policy'];
  expect(typeof policy, `${label}: CSP`).toBe('string');
  const csp = directives(String(policy));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(
    scripts!.some((source) => /^(https?:|\*|data:)/.test(source)),
    `${label}: remote scripts`,
  ).toBe(false);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${label}: referrer`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

describe('security headers on every response', () => {
  const json = (
    method: InjectOptions['method'],
    url: string,
    body?: string,
    token?: string,
    type = 'application/json',
  ) => ({
    method,
    url,
    payload: body,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': type } : {}),
    },
  });

  const cases: Array<[string, () => InjectOptions, number]> = [
    ['API 200', () => json('GET', `${API}/dashboard`, undefined, admin), 200],
    ['login 422', () => json('POST', `${API}/login`, '{"email":"a@b.c","password":"x"}'), 422],
    ['401', () => json('GET', `${API}/dashboard`), 401],
    ['403', () => json('POST', `${API}/search`, '{"model":"admins"}', support), 403],
    ['API 404', () => json('GET', `${API}/nope`), 404],
    ['validation 400', () => json('POST', `${API}/login`, '{"email":1}'), 400],
    ['malformed JSON 400', () => json('POST', `${API}/login`, '{"email":'), 400],
    ['415', () => json('POST', `${API}/login`, 'email=a', undefined, 'application/x-www-form-urlencoded'), 415],
    ['413', () => json('POST', `${API}/login`, JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'x' })), 413],
    ['malformed URL 400', () => json('GET', `${API}/getSingle/users/%zz`), 400],
    // Over the router's parameter limit: no route matches (the admin's catch-all answers 404).
    [
      'over-long path parameter',
      () => json('GET', `${API}/getSingle/users/${'9'.repeat(2000)}`, undefined, admin),
      404,
    ],
    ['health', () => json('GET', '/api/health'), 200],
    ['HEAD', () => json('HEAD', `${API}/dashboard`, undefined, admin), 200],
    ['OPTIONS', () => json('OPTIONS', `${API}/login`), 404],
    ['index.html', () => json('GET', '/'), 200],
    ['client route', () => json('GET', '/default/dashboard/'), 200],
    ['asset', () => json('GET', '/assets/app-1234.js'), 200],
    ['stylesheet', () => json('GET', '/assets/app-1234.css'), 200],
    ['missing asset 404', () => json('GET', '/assets/missing.js'), 404],
    ['upload', () => json('GET', uploadUrl), 200],
    ['missing upload 404', () => json('GET', `/uploads/${'b'.repeat(32)}.png`), 404],
  ];

  it.each(cases)('%s', async (label, request, status) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res, label);
    expectNoLeak(res);
  });

  it('a 429 carries them too', async () => {
    let res: LightMyRequestResponse | undefined;
    for (let index = 0; index < 6; index += 1) {
      res = await t.app.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: { email: 'throttled@demo.test', password: 'x' },
        remoteAddress: '10.2.0.1',
      });
    }
    expect(res!.statusCode).toBe(429);
    expectSecurityHeaders(res!, '429');
  });

  it('the page shown before the admin is built carries them too', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/default/dashboard/' });
    expect(res.statusCode).toBe(503);
    expectSecurityHeaders(res, '503');
  });

  it('an Arabic search text in the path reaches its route (encoded, it is 6 characters a letter)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/searchSingle/users/name/${encodeURIComponent('محمد'.repeat(10))}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: {} });
  });

  it('a path parameter over the router limit without a catch-all is a 414 in the envelope', async () => {
    const res = await bare.app.inject({ method: 'GET', url: `${API}/getSingle/users/${'9'.repeat(2000)}` });
    expectRefused(res, 414, 'The request could not be understood.');
    expectSecurityHeaders(res, '414');
  });

  it('a malformed URL is answered in the JSON envelope without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/getSingle/users/%3Cscript%3E%zz` });
    expectRefused(res, 400, 'The request could not be understood.');
    expect(res.body).not.toContain('script');
  });
});

describe('hostile request bodies', () => {
  const send = (path: string, payload: string | Buffer, type = 'application/json', token: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${path}`,
      payload,
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  function expectClean(res: LightMyRequestResponse, status: number, message: string): void {
    expectRefused(res, status, message);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expectNoLeak(res);
  }

  it.each(['{"email":', '{email:"a"}', "{'a':1}", '{"a":1,}', '\u0000', 'undefined', '{"a":1}{"b":2}'])(
    'malformed JSON %j → 400',
    async (body) => {
      expectClean(await send('login', body, 'application/json', null), 400, 'The request body is not valid JSON.');
    },
  );

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'text/html',
    'application/jsonx',
    'application/javascript',
  ])('content type %s → 415', async (type) => {
    expectClean(await send('search', '{"model":"users"}', type), 415, 'This content type is not accepted here.');
  });

  it('a multipart body to a JSON route is not read as fields', async () => {
    const form = await multipart({ model: 'users', email: 'admin@demo.test', password: 'Demo#2026' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(400);
  });

  it('a JSON body over 1 MB → 413', async () => {
    expectClean(
      await send('search', JSON.stringify({ model: 'users', filters: { name: 'x'.repeat(1_200_000) } })),
      413,
      'The request body is too large.',
    );
  });

  it('a body whose declared length is far larger than sent is not waited for as a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: '{}',
      headers: { 'content-type': 'application/json', 'content-length': '50000000' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each([
    ['arrays', (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`],
    ['objects', (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
  ])('deeply nested %s → 400 on every route', async (_label, nest) => {
    // Deeper still is over the 64 kB body limit: 413 before any parsing (abuse-bodies.test.ts).
    for (const depth of [1000, 10_000]) {
      for (const [path, wrap] of [
        ['settings/deep', (inner: string) => `{"value":${inner}}`],
        ['search', (inner: string) => `{"model":"users","filters":{"name":${inner}}}`],
        ['role/create', (inner: string) => `{"name":"Deep","permissions":${inner}}`],
        ['coupons/store', (inner: string) => `{"program_ids":${inner}}`],
      ] as const) {
        expectClean(await send(path, wrap(nest(depth))), 400, 'The request body is nested too deeply.');
      }
    }
  });

  it('nesting a real form needs is accepted', async () => {
    const res = await send('settings/shallow', JSON.stringify({ value: { a: [{ b: [{ c: [1, 2, 3] }] }] } }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['login', '{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}'],
    ['search', '{"model":"users","filters":{"__proto__":{"polluted":1}}}'],
    ['settings/pp', '{"value":{"__proto__":{"polluted":1}}}'],
    ['settings/pp', '{"value":{"constructor":{"prototype":{"polluted":1}}}}'],
    ['role/create', '{"name":"x","permissions":[],"constructor":{"prototype":{"polluted":1}}}'],
  ])('prototype keys in %s → 400, nothing polluted', async (path, body) => {
    expectClean(await send(path, body), 400, 'The request body is not valid JSON.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it.each([
    ['search', '{"model":"users","constructor":1}', 'The constructor field is not allowed.'],
    ['search', '{"model":"users","filters":{"constructor":"x"}}', 'Unknown filter "constructor".'],
    ['search', '{"model":"users","filters":{"toString":"x"}}', 'Unknown filter "toString".'],
    ['search', '{"model":"constructor"}', 'Unknown model "constructor".'],
    ['search', '{"model":"__proto__"}', 'Unknown model "__proto__".'],
    ['search', '{"model":"users","id":[1],"action":"constructor"}', 'Unknown action "constructor".'],
    ['add-note/users/1', '{"note":"x","constructor":1}', 'The constructor field is not allowed.'],
    [
      'field-search',
      '{"model":"users","field_name":"constructor","query":"a"}',
      'The constructor field cannot be searched.',
    ],
  ])('built-in names in %s are plain unknown names (%s)', async (path, body, message) => {
    const res = await send(path, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBe(message);
  });

  it.each([
    ['search', '{"model":"users","page":"1; DROP TABLE users"}'],
    ['search', '{"model":"users","itemsPerPage":1e309}'],
    ['search', '{"model":"users","page":-1}'],
    ['search', '{"model":["users"]}'],
    ['search', '{"model":"users","filters":[["name","x"]]}'],
    ['search', '{"model":"users","id":{"length":1},"action":"delete"}'],
    ['search-picker', '{"model":"users","value":[{"id":1}]}'],
    ['search', '"users"'],
    ['search', '[]'],
    ['login', '[]'],
    ['admins/my-profile', 'null'],
    ['role/create', '{"name":{"toString":"x"},"permissions":"all"}'],
    ['settings/x', '{}'],
  ])('wrong shapes in %s %s → 4xx', async (path, body) => {
    const res = await send(path, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().state).toBe(0);
    expectNoLeak(res);
  });

  it('the server is still healthy afterwards', async () => {
    expect((await post(t, 'search', { model: 'users' }, admin)).statusCode).toBe(200);
  });
});
