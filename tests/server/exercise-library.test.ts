// The exercise library's calls (spec 7.3): the category tree, exercises, attached exercises and the pastes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../server/models/seed/seeder';
import { MODELS } from '../../server/models/registry';
import { addAdmin, createTestApp, type TestApp } from './helpers';
import { IMAGES, multipart } from './multipart';

let t: TestApp;
let headers: Record<string, string>;
const api = '/api/v1/admin';

beforeAll(async () => {
  t = await createTestApp();
  headers = t.auth(await t.login());
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = headers) {
  const res = await t.app.inject({ method, url: `${api}/${url}`, headers: as, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

async function category(name: string, parent_id: number | null): Promise<number> {
  const res = await call('POST', 'exercise/categories', { name_en: name, name_ar: `${name} ع`, parent_id });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function exercise(name: string): Promise<number> {
  const res = await call('POST', 'exercise/exercise', {
    name_en: name,
    name_ar: `تمرين ${name}`,
    primary_muscle: 'chest',
    equipment: 'barbell',
    difficulty: 'beginner',
    kind: 'reps',
    sets: 3,
    reps: 10,
    rest_seconds: 60,
    enabled: 1,
  });
  expect(res.status).toBe(201);
  return res.body.data.ID;
}

async function attach(exerciseId: number, categoryId: number, extra: Record<string, unknown> = {}) {
  const res = await call('POST', 'exercise/attached', { exercise_id: exerciseId, category_id: categoryId, ...extra });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const names = (nodes: Array<{ name_en: string }>) => nodes.map((node) => node.name_en);

describe('exercise categories', () => {
  it('creates a two-level tree and answers the hierarchy in order with counts', async () => {
    const top = await category('Strength', null);
    const child = await category('Presses', top);
    const res = await call('GET', 'exercise/categories/hierarchy');
    expect(res.status).toBe(200);
    const node = res.body.data.find((item: { id: number }) => item.id === top);
    expect(node).toEqual({
      id: top,
      name_en: 'Strength',
      name_ar: 'Strength ع',
      parent_id: null,
      sort_order: node.sort_order,
      image: null,
      items: 0,
      children: [
        {
          id: child,
          name_en: 'Presses',
          name_ar: 'Presses ع',
          parent_id: top,
          sort_order: 1,
          image: null,
          items: 0,
          children: [],
        },
      ],
    });
    const one = await call('GET', `exercise/categories/${child}`);
    expect(one).toEqual({
      status: 200,
      body: {
        state: 1,
        data: {
          id: child,
          name_en: 'Presses',
          name_ar: 'Presses ع',
          parent_id: top,
          sort_order: 1,
          image: null,
          children: 0,
          items: 0,
        },
      },
    });
  });

  it('refuses blank names, unknown fields, a missing parent and an unknown category', async () => {
    expect((await call('POST', 'exercise/categories', { name_en: ' ', name_ar: 'س', parent_id: null })).body).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { name_en: ['Enter a name.'] },
    });
    expect(
      (await call('POST', 'exercise/categories', { name_en: 'A', name_ar: 'ب', parent_id: null, x: 1 })).status,
    ).toBe(400);
    expect((await call('POST', 'exercise/categories', { name_en: 'A', name_ar: 'ب', parent_id: 999999 })).body).toEqual(
      {
        state: 0,
        message: 'The given data was invalid.',
        errors: { parent_id: ['The parent category was not found.'] },
      },
    );
    expect(await call('GET', 'exercise/categories/999999')).toEqual({
      status: 404,
      body: { state: 0, message: 'This category was not found.' },
    });
  });

  it('renames, reorders siblings without gaps, and moves under another parent', async () => {
    const top = await category('Order', null);
    const [a, b, c] = [await category('A', top), await category('B', top), await category('C', top)];
    const moved = await call('PUT', `exercise/categories/${c}`, { sort_order: 1, name_en: 'C2' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: c, name_en: 'C2', sort_order: 1 });
    const children = async (id: number) =>
      (await call('GET', 'exercise/categories/hierarchy')).body.data
        .flatMap(function all(node: any): any[] {
          return [node, ...node.children.flatMap(all)];
        })
        .find((node: { id: number }) => node.id === id).children;
    expect((await children(top)).map((node: any) => [node.name_en, node.sort_order])).toEqual([
      ['C2', 1],
      ['A', 2],
      ['B', 3],
    ]);
    const other = await category('Other', null);
    expect((await call('PUT', `exercise/categories/${a}`, { parent_id: other })).body.data).toMatchObject({
      parent_id: other,
      sort_order: 1,
    });
    expect((await children(top)).map((node: any) => [node.id, node.sort_order])).toEqual([
      [c, 1],
      [b, 2],
    ]);
  });

  it('keeps an uploaded picture, refuses any other address and removes it with null', async () => {
    const id = await category('Pictured', null);
    const form = await multipart({}, [{ name: 'file', filename: 'icon.png', type: 'image/png', bytes: IMAGES.png }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${api}/file-uploaded/store`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    const url = upload.json().data.url as string;
    expect((await call('PUT', `exercise/categories/${id}`, { image: url })).body.data.image).toBe(url);
    expect(await call('PUT', `exercise/categories/${id}`, { image: 'https://elsewhere.test/x.png' })).toEqual({
      status: 422,
      body: {
        state: 0,
        message: 'The given data was invalid.',
        errors: { image: ['Upload the picture first, then choose it.'] },
      },
    });
    expect((await call('PUT', `exercise/categories/${id}`, { image: null })).body.data.image).toBeNull();
  });

  it('refuses to move a category into itself or its own descendant, in both languages', async () => {
    const top = await category('Cycle', null);
    const child = await category('Cycle child', top);
    const grandchild = await category('Cycle grandchild', child);
    for (const parent of [top, grandchild]) {
      expect(await call('PUT', `exercise/categories/${top}`, { parent_id: parent })).toEqual({
        status: 422,
        body: {
          state: 0,
          message: 'A category cannot be placed inside itself or one of its own sub-categories.',
          errors: { parent_id: ['A category cannot be placed inside itself or one of its own sub-categories.'] },
        },
      });
    }
    const arabic = await call(
      'PUT',
      `exercise/categories/${top}`,
      { parent_id: child },
      t.auth(headers.authorization.slice(7), 'ar'),
    );
    expect(arabic.body.message).toBe('لا يمكن وضع التصنيف داخل نفسه أو داخل أحد تصنيفاته الفرعية.');
    expect((await call('GET', `exercise/categories/${top}`)).body.data.parent_id).toBeNull();
  });

  it('asks before deleting a category that holds anything, and moves its contents to the parent', async () => {
    const top = await category('Holder', null);
    const middle = await category('Middle', top);
    const leaf = await category('Leaf', middle);
    const ex = await exercise('Deleted-category press');
    const attached = await attach(ex, middle);
    expect(await call('DELETE', `exercise/categories/${middle}`)).toEqual({
      status: 409,
      body: {
        state: 0,
        message:
          'This category is not empty. Delete it with its contents moved to the parent category, or empty it first.',
        errors: { contents: ['It still holds sub-categories or items.'] },
      },
    });
    expect((await call('DELETE', `exercise/categories/${middle}?contents=move`)).body).toEqual({
      state: 1,
      message: 'Category deleted.',
      data: { id: middle },
    });
    expect((await call('GET', `exercise/categories/${leaf}`)).body.data.parent_id).toBe(top);
    expect((await call('GET', `exercise/attached/${attached}`)).body.data.category_id).toBe(top);
    expect((await call('GET', `exercise/categories/${middle}`)).status).toBe(404);
    // A top-level category has nowhere to move its exercises to.
    expect((await call('DELETE', `exercise/categories/${top}?contents=move`)).status).toBe(409);
    expect((await call('DELETE', `exercise/categories/${top}?contents=drop`)).status).toBe(400);
  });
});

describe('exercises and attached exercises', () => {
  it('stores an exercise with a picture through POST exercise/exercise and updates it by POST exercise/exercise/{id}', async () => {
    const form = await multipart(
      {
        name_en: 'Goblet squat',
        name_ar: 'قرفصاء الكأس',
        instructions_en: '<p>Sit <b>down</b><script>alert(1)</script></p>',
        primary_muscle: 'quadriceps',
        equipment: 'kettlebell',
        difficulty: 'intermediate',
        kind: 'reps',
        sets: '4',
        reps: '12',
        rest_seconds: '90',
        enabled: '1',
      },
      [{ name: 'image', filename: 'squat.gif', type: 'image/gif', bytes: IMAGES.gif }],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `${api}/exercise/exercise`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ name_en: 'Goblet squat', sets: 4, reps: 12, kind: 'reps', equipment: 'kettlebell' });
    expect(data.instructions_en).toBe('<p>Sit <b>down</b></p>');
    expect(data.image).toMatch(/^\/uploads\/[a-z0-9-]+\.gif$/);
    const updated = await call('POST', `exercise/exercise/${data.ID}`, { sets: 5 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ ID: data.ID, sets: 5, reps: 12, image: data.image });
    const bad = await call('POST', 'exercise/exercise', { name_en: 'X', name_ar: 'س', kind: 'weight' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kind', 'primary_muscle']);
    const listed = await call('GET', 'exercise/exercise?q=goblet');
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(listed.body.data.items[0]).toMatchObject({ id: data.ID, name_en: 'Goblet squat', kind: 'reps' });
  });

  it('attaches in order with overrides, reorders, moves and removes', async () => {
    const home = await category('Attach home', null);
    const away = await category('Attach away', null);
    const ex = await exercise('Attach press');
    const first = await attach(ex, home, { sets: 5 });
    const second = await attach(ex, home, { reps: 20 });
    const list = await call('GET', `exercise/attached?category_id=${home}`);
    expect(list.body.data.map((item: any) => [item.id, item.sort_order, item.sets, item.reps])).toEqual([
      [first, 1, 5, null],
      [second, 2, null, 20],
    ]);
    expect(list.body.data[0].exercise).toEqual({
      name_en: 'Attach press',
      name_ar: 'تمرين Attach press',
      image: null,
      kind: 'reps',
    });
    await call('PUT', `exercise/attached/${second}`, { sort_order: 1, rest_seconds: 30 });
    expect(
      (await call('GET', `exercise/attached?category_id=${home}`)).body.data.map((item: any) => [
        item.id,
        item.sort_order,
      ]),
    ).toEqual([
      [second, 1],
      [first, 2],
    ]);
    expect((await call('PUT', `exercise/attached/${second}`, { category_id: away })).body.data).toMatchObject({
      category_id: away,
      sort_order: 1,
      rest_seconds: 30,
    });
    expect((await call('DELETE', `exercise/attached/${first}`)).body).toEqual({
      state: 1,
      message: 'Attached exercise removed.',
      data: { id: first },
    });
    expect((await call('GET', `exercise/attached/${first}`)).status).toBe(404);
    expect((await call('GET', 'exercise/attached')).status).toBe(400);
    expect((await call('POST', 'exercise/attached', { exercise_id: ex })).status).toBe(422);
    expect((await call('POST', 'exercise/attached', { exercise_id: 999999, category_id: home })).body.errors).toEqual({
      exercise_id: ['This item was not found or is in the trash.'],
    });
  });

  it('pastes an attached exercise into another category as a new row', async () => {
    const from = await category('Paste from', null);
    const to = await category('Paste to', null);
    const original = await attach(await exercise('Paste press'), from, { sets: 2 });
    const res = await call('POST', 'exercise/paste-attached-exercise', { attached_id: original, category_id: to });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pasted.');
    expect(res.body.data).toMatchObject({ category_id: to, sets: 2, sort_order: 1 });
    expect(res.body.data.id).not.toBe(original);
    expect((await call('GET', `exercise/attached/${original}`)).body.data.category_id).toBe(from);
  });
});

describe('paste-exercise-category', () => {
  it('deep-copies a branch with its attached exercises, sharing nothing with the original', async () => {
    const source = await category('Branch', null);
    const child = await category('Branch child', source);
    const ex = await exercise('Branch press');
    await attach(ex, source);
    const attachedInChild = await attach(ex, child, { reps: 7 });
    const target = await category('Target', null);
    const res = await call('POST', 'exercise/paste-exercise-category', { category_id: source, parent_id: target });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name_en: 'Branch', parent_id: target, sort_order: 1 });
    const copyId = res.body.data.id;
    expect(copyId).not.toBe(source);
    const tree = (await call('GET', 'exercise/categories/hierarchy')).body.data;
    const copy = tree.find((node: any) => node.id === target).children[0];
    expect(copy.items).toBe(1);
    expect(names(copy.children)).toEqual(['Branch child']);
    const copiedChild = copy.children[0];
    expect(copiedChild.id).not.toBe(child);
    const copiedAttached = (await call('GET', `exercise/attached?category_id=${copiedChild.id}`)).body.data;
    expect(copiedAttached).toHaveLength(1);
    expect(copiedAttached[0]).toMatchObject({ exercise_id: ex, reps: 7 });
    expect(copiedAttached[0].id).not.toBe(attachedInChild);
    // Changing the copy leaves the original alone.
    await call('PUT', `exercise/attached/${copiedAttached[0].id}`, { reps: 9 });
    await call('PUT', `exercise/categories/${copiedChild.id}`, { name_en: 'Renamed copy' });
    expect((await call('GET', `exercise/attached/${attachedInChild}`)).body.data.reps).toBe(7);
    expect((await call('GET', `exercise/categories/${child}`)).body.data.name_en).toBe('Branch child');
    // Pasting at the top level.
    const top = await call('POST', 'exercise/paste-exercise-category', { category_id: child, parent_id: null });
    expect(top.body.data.parent_id).toBeNull();
  });

  it('keeps the order of the copied children', async () => {
    const source = await category('Ordered', null);
    const [one, , three] = [
      await category('One', source),
      await category('Two', source),
      await category('Three', source),
    ];
    await call('PUT', `exercise/categories/${three}`, { sort_order: 1 });
    await call('PUT', `exercise/categories/${one}`, { sort_order: 3 });
    const copy = (await call('POST', 'exercise/paste-exercise-category', { category_id: source, parent_id: null })).body
      .data;
    const node = (await call('GET', 'exercise/categories/hierarchy')).body.data.find(
      (item: any) => item.id === copy.id,
    );
    expect(node.children.map((child: any) => [child.name_en, child.sort_order])).toEqual([
      ['Three', 1],
      ['Two', 2],
      ['One', 3],
    ]);
  });

  it('refuses to paste a category into itself or its own child', async () => {
    const source = await category('Self', null);
    const child = await category('Self child', source);
    for (const parent of [source, child]) {
      const res = await call('POST', 'exercise/paste-exercise-category', { category_id: source, parent_id: parent });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('A category cannot be placed inside itself or one of its own sub-categories.');
    }
  });
});

describe('permissions', () => {
  it('needs view-ExerciseCategory or view-Exercise to read and the write permissions to change', async () => {
    await addAdmin(t, { email: 'viewer@library.test', roleName: 'Library viewer', permissions: ['view-Exercise'] });
    const viewer = t.auth(await t.login('viewer@library.test'));
    expect((await call('GET', 'exercise/categories/hierarchy', undefined, viewer)).status).toBe(200);
    expect((await call('GET', 'exercise/exercise', undefined, viewer)).status).toBe(200);
    expect(
      (await call('POST', 'exercise/categories', { name_en: 'A', name_ar: 'ب', parent_id: null }, viewer)).status,
    ).toBe(403);
    expect(
      (await call('POST', 'exercise/paste-exercise-category', { category_id: 1, parent_id: null }, viewer)).status,
    ).toBe(403);
    expect((await call('POST', 'exercise/exercise', { name_en: 'A' }, viewer)).status).toBe(403);
    await addAdmin(t, { email: 'editor@library.test', roleName: 'Library editor', permissions: ['edit-exercises'] });
    const editor = t.auth(await t.login('editor@library.test'));
    expect((await call('GET', 'exercise/categories/hierarchy', undefined, editor)).status).toBe(403);
    expect((await call('POST', 'exercise/exercise/1', { sets: 2 }, editor)).status).not.toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${api}/exercise/categories/hierarchy` })).statusCode).toBe(401);
  });
});

describe('the seeded library', () => {
  it('holds a few dozen categories in two levels and several hundred exercises with Arabic names', async () => {
    const seeded = await createTestApp();
    try {
      const wanted = ['exercises', 'exercise-categories', 'round-categories', 'rounds', 'attached-exercises'];
      await seedAll(seeded.db, MODELS, { only: wanted });
      const auth = seeded.auth(await seeded.login());
      const tree = (
        await seeded.app.inject({ method: 'GET', url: `${api}/exercise/categories/hierarchy`, headers: auth })
      ).json().data;
      expect(tree).toHaveLength(9);
      expect(tree.reduce((sum: number, node: any) => sum + 1 + node.children.length, 0)).toBe(34);
      expect(tree[0].children[0]).toMatchObject({ name_en: 'Presses', name_ar: 'تمارين الدفع', items: 12 });
      const exercises = (
        await seeded.app.inject({ method: 'GET', url: `${api}/exercise/exercise`, headers: auth })
      ).json().data;
      expect(exercises.total).toBeGreaterThan(280);
      expect(exercises.items[0].name_ar).toMatch(/[\u0600-\u06ff]/);
    } finally {
      await seeded.close();
    }
  });
});
