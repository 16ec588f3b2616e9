// 401 and 403 come before anything about the body: every documented call that needs a session answers 401
// to a client without one and 403 to an admin without its permission, whatever the body says (an unknown
// field, a wrong type, malformed JSON), so field errors never describe a route to someone who may not call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDocument, contractOf, type Operation } from '../support/contract';
import { addAdmin, createTestApp, type TestApp } from '../server/helpers';

let t: TestApp;
let operations: Operation[];
let nobody: string;

const withParams = (path: string) => `/api/v1/admin${path.replace(/\{[^}]+\}/g, '1')}`;
const needsSession = (operation: Operation & { security?: unknown[] }) => operation.security === undefined;
const permissionsOf = (operation: Operation) =>
  (operation as Operation & { 'x-permissions'?: string[] })['x-permissions'] ?? [];

beforeAll(async () => {
  t = await createTestApp();
  operations = contractOf(t.app.swagger() as unknown as ApiDocument).operations.filter(needsSession);
  // Signed in, with one permission no route asks for.
  await addAdmin(t, { email: 'nobody@example.test', roleName: 'Nobody', permissions: ['view-Faq'] });
  nobody = await t.login('nobody@example.test');
});
afterAll(() => t.close());

describe('the sign-in check runs first', () => {
  it('answers 401 to every call needing a session, given a body it would refuse', async () => {
    const answers = await Promise.all(
      operations.map(async (operation) => {
        const res = await t.app.inject({
          method: operation.method.toUpperCase() as 'GET' | 'POST',
          url: withParams(operation.path),
          ...(operation.method === 'get' ? {} : { payload: { unknown_field: ['x'] } }),
        });
        return `${operation.method} ${operation.path} → ${res.statusCode}`;
      }),
    );
    expect(answers.filter((line) => !line.endsWith('→ 401'))).toEqual([]);
  });

  it('answers 401 to malformed JSON without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/role/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to an admin without the permission, given a body it would refuse', async () => {
    const guarded = operations.filter((operation) => permissionsOf(operation).length > 0);
    expect(guarded.length).toBeGreaterThan(50);
    const answers = await Promise.all(
      guarded.map(async (operation) => {
        const res = await t.app.inject({
          method: operation.method.toUpperCase() as 'GET' | 'POST',
          url: withParams(operation.path),
          headers: t.auth(nobody),
          ...(operation.method === 'get' ? {} : { payload: { unknown_field: ['x'] } }),
        });
        return `${operation.method} ${operation.path} → ${res.statusCode}`;
      }),
    );
    expect(answers.filter((line) => !line.endsWith('→ 403'))).toEqual([]);
  });

  it('answers the support admin 403, not field errors, for a form it may not save', async () => {
    const support = await t.login('support@demo.test');
    const res = await t.post('subprogram_recommendations/store', {}, { token: support });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: 0, message: "You don't have permission to do this." });
  });
});
