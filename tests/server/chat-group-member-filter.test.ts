// The chat groups list filtered by member (`filters.member_id`, through the chat_group_members link
// table): exactly the groups the member is in, which the member's details page lists; a wrong value is a
// 400 naming the filter, and the filter is offered with the others.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const search = (filters: Record<string, unknown>, language: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(token, language),
    payload: { model: 'chatgroup', filters },
  });

describe('chat groups by member', () => {
  it("answers exactly the member's live groups", async () => {
    const links = await db
      .selectFrom('chat_group_members')
      .innerJoin('chat_groups', 'chat_groups.id', 'chat_group_members.chat_group_id')
      .select(['chat_group_members.user_id', 'chat_group_members.chat_group_id'])
      .where('chat_groups.deleted_at', 'is', null)
      .execute();
    const member = Number(links[0].user_id);
    const expected = links
      .filter((link) => Number(link.user_id) === member)
      .map((link) => Number(link.chat_group_id))
      .sort((a, b) => a - b);
    const all = await search({});
    expect(all.json().data.results.total).toBeGreaterThan(expected.length);
    const res = await search({ member_id: [member] });
    expect(res.statusCode).toBe(200);
    const ids = res
      .json()
      .data.results.data.map((row: { ID: number }) => row.ID)
      .sort((a: number, b: number) => a - b);
    expect(ids).toEqual(expected);
    expect(res.json().data.results.total).toBe(expected.length);
    expect(res.json().data.fields.fields).toContainEqual(
      expect.objectContaining({ name: 'member_id', label: 'Member', remote: true }),
    );
  });

  it('answers nothing for a member in no group, and 400 for a value that is not an id', async () => {
    const [{ id }] = await db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('id'))
      .execute();
    expect((await search({ member_id: [Number(id) + 1000] })).json().data.results).toMatchObject({
      total: 0,
      data: [],
    });
    const bad = await search({ member_id: ['x'] }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().state).toBe(0);
    expect(bad.json().message).toContain('العضو');
  });
});
