// CORS_ORIGINS: empty (the default) keeps browsers to the same origin; listed origins get the CORS headers
// and their preflights are answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';

const ADMIN_ORIGIN = 'https://admin.example.test';
let open: TestApp;
let closed: TestApp;

beforeAll(async () => {
  open = await createTestApp({ config: { corsOrigins: [ADMIN_ORIGIN] } });
  closed = await createTestApp();
});
afterAll(async () => {
  await open.close();
  await closed.close();
});

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/admin/search',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('CORS_ORIGINS', () => {
  it('answers a listed origin’s preflight and marks its answers', async () => {
    const res = await preflight(open, ADMIN_ORIGIN);
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': ADMIN_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept-Language, X-Requested-With',
      vary: 'Origin',
    });
    const token = await open.login();
    const profile = await open.app.inject({
      method: 'GET',
      url: '/api/v1/admin/admins/my-profile',
      headers: { ...open.auth(token), origin: ADMIN_ORIGIN },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN);
  });

  it('gives another origin no CORS headers', async () => {
    const res = await preflight(open, 'https://evil.example.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.statusCode).not.toBe(204);
  });

  it('is empty by default: same origin only', async () => {
    const res = await preflight(closed, ADMIN_ORIGIN);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(loadConfig({}).corsOrigins).toEqual([]);
  });

  it('reads a comma-separated list and refuses anything that is not an origin', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://a.test , http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.test',
      'http://localhost:5173',
    ]);
    for (const wrong of ['*', 'https://a.test/admin', 'a.test', 'ftp://a.test']) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong })).toThrow(
        `CORS_ORIGINS must list origins such as https://admin.example.com (got "${wrong}").`,
      );
    }
  });

  it('OIDC_ISSUER and OIDC_AUDIENCE go together', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(loadConfig({ OIDC_ISSUER: 'https://id.test', OIDC_AUDIENCE: 'api' }).oidc).toEqual({
      issuer: 'https://id.test',
      audience: 'api',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.test' })).toThrow('OIDC_ISSUER and OIDC_AUDIENCE go together.');
  });
});
