// POST Walkthrough/reorder: every live slide in a new order at once; a list that is not exactly the live
// slides is refused (409) with nothing changed; wrong shapes 400; 403 without edit-walkthroughs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;

const call = (payload: unknown, language: 'en' | 'ar' = 'en', as = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/Walkthrough/reorder',
    headers: t.auth(as, language),
    payload: payload as Record<string, unknown>,
  });

const order = async () =>
  (
    await db
      .selectFrom('walkthroughs')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
  ).map((row) => Number(row.id));

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});

afterAll(async () => {
  await t.close();
});

describe('POST Walkthrough/reorder', () => {
  it('puts the slides in the order given', async () => {
    const reversed = (await order()).reverse();
    const res = await call({ ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, message: 'The slides were reordered.', data: { ids: reversed } });
    expect(await order()).toEqual(reversed);
  });

  it('refuses a list that is not exactly the live slides, in both languages, and changes nothing', async () => {
    const before = await order();
    for (const ids of [before.slice(1), [...before, before[0]], [...before.slice(1), 999999]]) {
      const res = await call({ ids });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        state: 0,
        message: 'The slides changed since you opened them. Reload to see them and order them again.',
      });
    }
    expect((await call({ ids: before.slice(1) }, 'ar')).json().message).toBe(
      'تغيّرت الشرائح منذ فتحتها. أعد التحميل لتراها ثم رتّبها من جديد.',
    );
    expect(await order()).toEqual(before);
  });

  it('answers 400 for wrong shapes and 403 without edit-walkthroughs', async () => {
    expect((await call({ ids: ['a'] })).statusCode).toBe(400);
    expect((await call({ ids: [1], extra: 1 })).statusCode).toBe(400);
    await addAdmin(t, {
      email: 'slides-reader@demo.test',
      roleName: 'Slides reader',
      permissions: ['view-Walkthrough'],
    });
    const reader = await t.login('slides-reader@demo.test');
    expect((await call({ ids: await order() }, 'en', reader)).statusCode).toBe(403);
  });
});
