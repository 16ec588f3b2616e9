// Calls that make many rows or files at once are limited per admin (server/limits/action-limits.ts): the
// 21st duplicate within a minute answers 429 with Retry-After and a message in the admin's language,
// creates nothing, and leaves another admin's allowance untouched.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_LIMITS } from '../../server/limits/action-limits';
import { addAdmin, createTestApp, type TestApp } from '../server/helpers';
import { API, post } from './support';

let t: TestApp;
let db: Kysely<any>;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
});
afterAll(async () => {
  await t.close();
});

const dietCount = async () =>
  Number(
    (
      await db
        .selectFrom('diet_programs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('per-admin limits on duplicate, generate, paste and upload', () => {
  it('answers the 21st duplicate in a minute with 429 and Retry-After, creating nothing; another admin goes on', async () => {
    const admin = await t.login();
    const original = await db.selectFrom('diet_programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const path = `diet-programs/duplicate/${original.id}`;
    const allowed = ACTION_LIMITS.duplicate.maxFailures;
    for (let index = 0; index < allowed; index += 1) expect((await post(t, path, null, admin)).statusCode).toBe(201);

    const before = await dietCount();
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/${path}`,
      headers: t.auth(admin, 'en'),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      state: 0,
      message: expect.stringMatching(/^Too many requests of this kind\. Try again in \d+ seconds?\.$/),
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: `${API}/${path}`,
      headers: t.auth(admin, 'ar'),
    });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toMatch(/^طلبات كثيرة جدًا من هذا النوع\. حاول مرة أخرى بعد /);
    expect(await dietCount()).toBe(before);

    await addAdmin(t, { email: 'second.limits@demo.test', password: 'Second#2026', roleName: 'Super Admin' });
    const second = await t.login('second.limits@demo.test', 'Second#2026');
    expect((await post(t, path, null, second)).statusCode).toBe(201);
  });

  it('does not count calls refused before they run (no permission)', async () => {
    const support = await t.login('support@demo.test');
    for (let index = 0; index < ACTION_LIMITS.duplicate.maxFailures + 1; index += 1)
      expect((await post(t, 'diet-programs/duplicate/1', null, support)).statusCode).toBe(403);
  });
});
