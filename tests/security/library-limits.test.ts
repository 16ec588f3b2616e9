// The library's category trees are at most 10 levels deep and a paste copies at most 500 rows; a database
// made deeper before these limits still answers its hierarchy instead of failing.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../server/db/time';
import { HIERARCHY_MAX_LEVELS, MAX_PASTE_ROWS, MAX_TREE_DEPTH } from '../../server/library/tree-store';
import { createTestApp, type TestApp } from '../server/helpers';
import { API, expectRefused, get, post } from './support';

const TOO_DEEP = 'Categories can be nested at most 10 levels deep.';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

async function create(name: string, parentId: number | null) {
  return post(t, 'exercise/categories', { name_en: name, name_ar: `${name} ع`, parent_id: parentId }, admin);
}

/** A chain of `levels` categories; the ids from the top down. */
async function chain(name: string, levels: number, parentId: number | null = null): Promise<number[]> {
  const ids: number[] = [];
  let parent = parentId;
  for (let level = 0; level < levels; level += 1) {
    const res = await create(`${name} ${level}`, parent);
    expect(res.statusCode).toBe(201);
    parent = Number(res.json().data.id);
    ids.push(parent);
  }
  return ids;
}

describe('tree depth', () => {
  it('creates a tenth level but refuses an eleventh, in both languages', async () => {
    const ids = await chain('Depth', MAX_TREE_DEPTH);
    const res = await create('Eleventh', ids.at(-1)!);
    expectRefused(res, 422, TOO_DEEP);
    expect(res.json().errors).toEqual({ parent_id: [TOO_DEEP] });
    const ar = await t.app.inject({
      method: 'POST',
      url: `${API}/exercise/categories`,
      headers: { ...t.auth(admin), 'accept-language': 'ar' },
      payload: { name_en: 'X', name_ar: 'س', parent_id: ids.at(-1) },
    });
    expectRefused(ar, 422, 'لا يمكن أن يتجاوز تداخل التصنيفات 10 مستويات.');
  });

  it('refuses moving a branch where its deepest category would pass ten levels', async () => {
    const deep = await chain('Host', 8);
    const branch = await chain('Branch', 3);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API}/exercise/categories/${branch[0]}`,
      headers: t.auth(admin),
      payload: { parent_id: deep.at(-1) },
    });
    expectRefused(res, 422, TOO_DEEP);
    const fits = await t.app.inject({
      method: 'PUT',
      url: `${API}/exercise/categories/${branch[0]}`,
      headers: t.auth(admin),
      payload: { parent_id: deep.at(-3) },
    });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses pasting a branch where it would pass ten levels', async () => {
    const deep = await chain('PasteHost', 6);
    const branch = await chain('PasteBranch', 5);
    const res = await post(
      t,
      'exercise/paste-exercise-category',
      { category_id: branch[0], parent_id: deep.at(-1) },
      admin,
    );
    expectRefused(res, 422, TOO_DEEP);
    const ok = await post(t, 'exercise/paste-exercise-category', { category_id: branch[0], parent_id: deep[0] }, admin);
    expect(ok.statusCode).toBe(201);
  });
});

describe('paste size', () => {
  it(`refuses pasting a branch of more than ${MAX_PASTE_ROWS} categories and items`, async () => {
    const root = Number((await create('Wide', null)).json().data.id);
    const now = nowIso();
    const rows = Array.from({ length: MAX_PASTE_ROWS }, (_, index) => ({
      name_en: `Leaf ${index}`,
      name_ar: `ورقة ${index}`,
      parent_id: root,
      sort_order: index + 1,
      image: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
    for (let start = 0; start < rows.length; start += 100)
      await db
        .insertInto('exercise_categories')
        .values(rows.slice(start, start + 100))
        .execute();
    const before = await db
      .selectFrom('exercise_categories')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post(t, 'exercise/paste-exercise-category', { category_id: root, parent_id: null }, admin);
    expectRefused(res, 422, 'This branch is too large to paste: a paste can copy at most 500 categories and items.');
    const after = await db.selectFrom('exercise_categories').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a tree already too deep', () => {
  it(`still answers the hierarchy, ${HIERARCHY_MAX_LEVELS} levels of it, for a 5,000-level chain`, async () => {
    const now = nowIso();
    let parent: number | null = null;
    for (let level = 0; level < 5000; level += 1) {
      const row: { id: unknown } = await db
        .insertInto('exercise_categories')
        .values({
          name_en: `Old ${level}`,
          name_ar: `قديم ${level}`,
          parent_id: parent,
          sort_order: 1,
          image: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      parent = Number(row.id);
    }
    const res = await get(t, 'exercise/categories/hierarchy', admin);
    expect(res.statusCode).toBe(200);
    let node = res.json().data.find((root: { name_en: string }) => root.name_en === 'Old 0');
    let levels = 0;
    while (node) {
      levels += 1;
      node = node.children[0];
    }
    expect(levels).toBe(HIERARCHY_MAX_LEVELS);
  });
});
