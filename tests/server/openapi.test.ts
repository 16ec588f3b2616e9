// The API's OpenAPI document: served to anyone, complete (every operation has its answer described),
// and the committed copy the admin's tests and the contract kit read is the one the routes generate.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDocument, contractOf } from '../support/contract';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let document: ApiDocument & { openapi: string; info: { version: string } };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

describe('GET openapi.json', () => {
  it('serves an OpenAPI 3.1 document of the API without sign-in, paths relative to the API prefix', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1/admin' }]);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/login', '/search', '/admins/{id}']));
  });

  it('is what docs/openapi.json holds (run `npm run openapi` after changing a route)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(document).toEqual(committed);
  });

  it('describes the success answer of every operation', () => {
    const missing = contractOf(document)
      .operations.filter((operation) =>
        Object.entries(operation.responses).every(([status, response]) => !status.startsWith('2') || !response.content),
      )
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(missing).toEqual([]);
  });

  it('gives every operation its error answers in the error envelope', () => {
    for (const operation of contractOf(document).operations) {
      for (const status of ['400', '401', '403', '404', '422']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema as
          | { properties?: { state?: unknown } }
          | undefined;
        expect(schema?.properties?.state, `${operation.method} ${operation.path} ${status}`).toEqual({ enum: [0] });
      }
    }
  });

  it('documents the sign-in calls as needing no token, and the rest as needing one', () => {
    const login = document.paths['/login'].post as { security?: unknown[] };
    const search = document.paths['/search'].post as { security?: unknown[] };
    expect(login.security).toEqual([]);
    expect(search.security).toBeUndefined();
    expect((document as unknown as { security: unknown }).security).toEqual([{ bearer: [] }]);
  });
});

describe('the document browser', () => {
  it('serves Swagger UI at /api/v1/admin/docs, reading the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/admin/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const json = await t.app.inject({ method: 'GET', url: '/api/v1/admin/docs/json' });
    expect(json.json().paths).toEqual(document.paths);
  });
});
