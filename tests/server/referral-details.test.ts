// A referral's details (getSingle/referrals/{id}, the page /default/referrals/:id): the row, the chain of
// referrers from the branch's root down to the referred member, and whom that member referred in turn.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

const single = (id: number, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/getSingle/referrals/${id}`, headers: t.auth(token) });

/** The referral row that brought `userId`, if any. */
const referralOf = (userId: number) =>
  db.selectFrom('referrals').select(['id', 'referrer_id', 'user_id']).where('user_id', '=', userId).executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  admin = await t.login();
});
afterAll(() => t.close());

describe('GET getSingle/referrals/{id}', () => {
  it('answers the chain from the root to the referred member and the members it referred', async () => {
    // A member three levels down: its referrer was referred too.
    const deep = await db
      .selectFrom('referrals as r')
      .innerJoin('referrals as up', 'up.user_id', 'r.referrer_id')
      .innerJoin('referrals as down', 'down.referrer_id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.referrer_id'])
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const expectedChain: number[] = [Number(deep.user_id)];
    for (let referral = await referralOf(Number(deep.user_id)); referral; ) {
      expectedChain.unshift(Number(referral.referrer_id));
      referral = await referralOf(Number(referral.referrer_id));
    }
    expect(expectedChain.length).toBeGreaterThanOrEqual(3);

    const res = await single(Number(deep.id));
    expect(res.statusCode).toBe(200);
    const { item, row } = res.json().data;
    expect(row.referrer).toMatchObject({ route: 'users-details', id: Number(deep.referrer_id) });
    expect(item.chain.map((node: { id: number }) => node.id)).toEqual(expectedChain);
    expect(item.chain[0]).toEqual({
      id: expectedChain[0],
      name: expect.any(String),
      referred: expect.any(Number),
      rewards: expect.any(Number),
    });
    const children = await db
      .selectFrom('referrals')
      .select('user_id')
      .where('referrer_id', '=', deep.user_id)
      .orderBy('user_id')
      .execute();
    expect(item.referred.map((node: { id: number }) => node.id)).toEqual(
      children.map((child) => Number(child.user_id)),
    );
    expect(item.more_referred).toBe(false);
    expect(item.chain.at(-1).referred).toBe(children.length);
  });

  it('gives a member who referred nobody an empty list', async () => {
    const leaf = await db
      .selectFrom('referrals as r')
      .select('r.id')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('referrals as down').select('down.id').whereRef('down.referrer_id', '=', 'r.user_id'))),
      )
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const { item } = (await single(Number(leaf.id))).json().data;
    expect(item.referred).toEqual([]);
    expect(item.chain.at(-1).referred).toBe(0);
  });

  it('needs view-Referral, and answers 404 for a missing referral', async () => {
    await addAdmin(t, { email: 'no-referrals@test.test', roleName: 'Users only', permissions: ['view-User'] });
    const token = await t.login('no-referrals@test.test');
    const { id } = await db.selectFrom('referrals').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await single(Number(id), token)).statusCode).toBe(403);
    expect((await single(999_999)).statusCode).toBe(404);
  });
});
