// GET referrals/tree: the roots, then each level on demand with its referred counts and rewards, long
// levels in pages, and a search that gives the path from a root to each match; view-Referral only.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let users: number[];

const tree = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/referrals/tree${query}`, headers: t.auth(token) });

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  admin = await t.login();
  users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => Number(row.id));
});
afterAll(() => t.close());

describe('GET referrals/tree', () => {
  it('starts from the members who referred others without being referred', async () => {
    const res = await tree('');
    expect(res.statusCode).toBe(200);
    const { nodes, more } = res.json().data;
    expect(more).toBe(false);
    expect(nodes.map((node: { id: number }) => node.id)).toEqual(users.slice(0, 5));
    expect(nodes[0]).toEqual({ id: users[0], name: expect.any(String), referred: 3, rewards: expect.any(Number) });
  });

  it('opens three levels, each with its referred count and rewards', async () => {
    let parent = users[0];
    const path: number[] = [];
    for (let level = 0; level < 3; level += 1) {
      const { nodes } = (await tree(`?parent=${parent}`)).json().data;
      expect(nodes).toHaveLength(3);
      const rewards = await db
        .selectFrom('referrals')
        .select((eb) => eb.fn.sum('reward').as('total'))
        .where('referrer_id', '=', nodes[0].id)
        .executeTakeFirstOrThrow();
      expect(nodes[0].rewards).toBe(Number(rewards.total ?? 0));
      parent = nodes[0].id;
      path.push(parent);
    }
    expect(path).toEqual([users[5], users[20], users[65]]);
  });

  it('answers a leaf with no children and pages a long level', async () => {
    expect((await tree(`?parent=${users[users.length - 1]}`)).json().data).toEqual({ nodes: [], more: false });
    const next = (await tree(`?parent=${users[0]}&after=${users[5]}`)).json().data;
    expect(next.nodes.map((node: { id: number }) => node.id)).toEqual([users[6], users[7]]);
  });

  it('finds a member by email with the path from its root', async () => {
    const deep = users[65];
    const { email } = await db.selectFrom('users').select('email').where('id', '=', deep).executeTakeFirstOrThrow();
    const res = await tree(`?search=${encodeURIComponent(String(email).toUpperCase())}`);
    expect(res.json().data.matches).toEqual([
      { node: expect.objectContaining({ id: deep }), path: [users[0], users[5], users[20], deep] },
    ]);
  });

  it('refuses unknown parameters and admins without view-Referral', async () => {
    expect((await tree('?parent=abc')).statusCode).toBe(400);
    expect((await tree('?depth=3')).statusCode).toBe(400);
    await addAdmin(t, { email: 'nobody@test.test', roleName: 'Nothing', permissions: [] });
    expect((await tree('', await t.login('nobody@test.test'))).statusCode).toBe(403);
  });
});
