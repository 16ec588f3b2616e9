// Rounds and round categories (spec 7.4): the form's writes, the tree, reads, delete and the two pastes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

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
  const res = await call('POST', 'round/categories', { name_en: name, name_ar: `${name} ع`, parent_id });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const ROUND = {
  name_ar: 'جولة',
  type: 'circuit',
  repeats: 3,
  rest_between_rounds: 60,
  rest_between_exercises: 15,
  sort_order: 1,
  enabled: 1,
};

async function round(name: string, categoryId: number): Promise<number> {
  const res = await call('POST', 'round', { ...ROUND, name_en: name, category_id: categoryId });
  expect(res.status).toBe(201);
  return res.body.data.ID;
}

async function exercise(): Promise<number> {
  const res = await call('POST', 'exercise/exercise', {
    name_en: 'Burpee',
    name_ar: 'بيربي',
    primary_muscle: 'full_body',
    equipment: 'bodyweight',
    difficulty: 'beginner',
    kind: 'reps',
    sets: 3,
    rest_seconds: 30,
  });
  return res.body.data.ID;
}

describe('rounds', () => {
  it('creates with POST round, updates with POST round/update/{id}, reads with its exercises and deletes', async () => {
    const home = await category('Conditioning', null);
    const id = await round('Burner', home);
    const ex = await exercise();
    const attached = await call('POST', 'exercise/attached', { exercise_id: ex, round_id: id, reps: 15 });
    expect(attached.status).toBe(201);
    expect((await call('POST', `round/update/${id}`, { type: 'tabata', repeats: 8 })).body.data).toMatchObject({
      ID: id,
      type: 'tabata',
      repeats: 8,
    });
    const read = await call('GET', `round/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, name_en: 'Burner', type: 'tabata', repeats: 8, category_id: home });
    expect(read.body.data.exercises.map((item: any) => [item.exercise_id, item.reps, item.sort_order])).toEqual([
      [ex, 15, 1],
    ]);
    expect(
      (await call('POST', 'round', { ...ROUND, name_en: 'Bad', category_id: home, type: 'yoga' })).body.errors,
    ).toHaveProperty('type');
    expect((await call('DELETE', `round/${id}`)).body).toEqual({ state: 1, message: 'Round deleted.', data: { id } });
    expect(await call('GET', `round/${id}`)).toEqual({
      status: 404,
      body: { state: 0, message: 'This round was not found.' },
    });
  });

  it('answers the round hierarchy with each category’s rounds and their exercise counts', async () => {
    const top = await category('Tree top', null);
    const child = await category('Tree child', top);
    const id = await round('Tree round', child);
    await call('POST', 'exercise/attached', { exercise_id: await exercise(), round_id: id });
    const tree = (await call('GET', 'round/hierarchy')).body.data;
    const node = tree.find((item: any) => item.id === top);
    expect(node).toMatchObject({ name_en: 'Tree top', items: 0, rounds: [] });
    expect(node.children[0]).toMatchObject({ id: child, items: 1 });
    expect(node.children[0].rounds).toEqual([
      {
        id,
        name_en: 'Tree round',
        name_ar: 'جولة',
        category_id: child,
        type: 'circuit',
        repeats: 3,
        rest_between_rounds: 60,
        rest_between_exercises: 15,
        sort_order: 1,
        enabled: 1,
        exercises: 1,
      },
    ]);
  });
});

describe('round categories and pastes', () => {
  it('reads, renames and deletes a round category, asking first when it holds rounds', async () => {
    const top = await category('Warm-ups', null);
    const child = await category('Dynamic', top);
    await round('Jog', child);
    expect((await call('GET', `round/categories/${child}`)).body.data).toMatchObject({
      parent_id: top,
      items: 1,
      children: 0,
    });
    expect((await call('PUT', `round/categories/${child}`, { name_ar: 'ديناميكي' })).body.data.name_ar).toBe(
      'ديناميكي',
    );
    expect((await call('DELETE', `round/categories/${child}`)).status).toBe(409);
    expect((await call('DELETE', `round/categories/${child}?contents=move`)).status).toBe(200);
    expect((await call('GET', `round/categories/${top}`)).body.data).toMatchObject({ items: 1, children: 0 });
  });

  it('pastes a round with its exercises as new rows', async () => {
    const from = await category('Paste round from', null);
    const to = await category('Paste round to', null);
    const id = await round('Original', from);
    const ex = await exercise();
    const attached = (await call('POST', 'exercise/attached', { exercise_id: ex, round_id: id, sets: 4 })).body.data.id;
    const res = await call('POST', 'round/paste-round', { round_id: id, category_id: to });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name_en: 'Original', category_id: to, sort_order: 1 });
    expect(res.body.data.id).not.toBe(id);
    expect(res.body.data.exercises).toHaveLength(1);
    expect(res.body.data.exercises[0]).toMatchObject({ exercise_id: ex, sets: 4, round_id: res.body.data.id });
    expect(res.body.data.exercises[0].id).not.toBe(attached);
    expect((await call('POST', 'round/paste-round', { round_id: id, category_id: 999999 })).status).toBe(422);
  });

  it('deep-copies a round category branch with rounds and their exercises, and refuses cycles', async () => {
    const source = await category('Strength', null);
    const child = await category('Upper', source);
    const id = await round('Press round', child);
    await call('POST', 'exercise/attached', { exercise_id: await exercise(), round_id: id });
    const target = await category('Programmes', null);
    const res = await call('POST', 'round/paste-round-category', { category_id: source, parent_id: target });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name_en: 'Strength', parent_id: target });
    const tree = (await call('GET', 'round/hierarchy')).body.data;
    const copiedChild = tree.find((node: any) => node.id === target).children[0].children[0];
    expect(copiedChild).toMatchObject({ name_en: 'Upper', items: 1 });
    expect(copiedChild.id).not.toBe(child);
    expect(copiedChild.rounds[0]).toMatchObject({ name_en: 'Press round', exercises: 1 });
    expect(copiedChild.rounds[0].id).not.toBe(id);
    const refused = await call('POST', 'round/paste-round-category', { category_id: source, parent_id: child });
    expect(refused).toEqual({
      status: 422,
      body: {
        state: 0,
        message: 'A category cannot be placed inside itself or one of its own sub-categories.',
        errors: { parent_id: ['A category cannot be placed inside itself or one of its own sub-categories.'] },
      },
    });
  });

  it('needs view-Round to read a round and create-rounds to paste one', async () => {
    await addAdmin(t, { email: 'rounds@library.test', roleName: 'Round viewer', permissions: ['view-Round'] });
    const viewer = t.auth(await t.login('rounds@library.test'));
    const home = await category('Perm', null);
    const id = await round('Perm round', home);
    expect((await call('GET', `round/${id}`, undefined, viewer)).status).toBe(200);
    expect((await call('GET', 'round/hierarchy', undefined, viewer)).status).toBe(200);
    expect((await call('POST', 'round/paste-round', { round_id: id, category_id: home }, viewer)).status).toBe(403);
    expect((await call('DELETE', `round/${id}`, undefined, viewer)).status).toBe(403);
    expect(
      (await call('POST', 'round/categories', { name_en: 'A', name_ar: 'ب', parent_id: null }, viewer)).status,
    ).toBe(403);
  });
});
