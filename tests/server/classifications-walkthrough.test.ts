// Classifications (POST classifications/store, update/{id}) and walkthrough slides (POST Walkthrough/store,
// update/{id}, the capital W of spec 7.5): stored records, field messages in both languages, permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;

function post(url: string, payload: Record<string, unknown>, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${url}`,
    headers: t.auth(options.token ?? token, options.language),
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});

afterAll(async () => {
  await t.close();
});

describe('classifications', () => {
  it('are seeded in both languages and in order', async () => {
    const rows = await db
      .selectFrom('classifications')
      .select(['name_en', 'name_ar', 'sort_order'])
      .orderBy('id')
      .execute();
    expect(rows.slice(0, 2)).toEqual([
      { name_en: 'Weight loss', name_ar: 'إنقاص الوزن', sort_order: 1 },
      { name_en: 'Strength', name_ar: 'القوة', sort_order: 2 },
    ]);
  });

  it('POST classifications/store stores one and POST classifications/update/{id} changes it', async () => {
    const created = await post('classifications/store', { name_en: 'Yoga', name_ar: 'اليوغا', sort_order: 9 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      ID: id,
      name_en: 'Yoga',
      name_ar: 'اليوغا',
      sort_order: 9,
      enabled: 1,
      icon: null,
    });
    const updated = await post(`classifications/update/${id}`, { id, name_en: 'Yoga flow', enabled: 0 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ID: id, name_en: 'Yoga flow', name_ar: 'اليوغا', enabled: 0 });
  });

  it('answers 422 in both languages and stores nothing', async () => {
    const before = await db.selectFrom('classifications').selectAll().execute();
    const english = await post('classifications/store', { name_en: '', name_ar: 'x', sort_order: -1 });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      name_en: ['This field is required'],
      sort_order: ['Must be at least 0'],
    });
    const arabic = await post(
      'classifications/store',
      { name_en: '', name_ar: 'x', sort_order: -1 },
      { language: 'ar' },
    );
    expect(arabic.json().errors.name_en).toEqual(['هذا الحقل مطلوب']);
    expect(await db.selectFrom('classifications').selectAll().execute()).toEqual(before);
  });

  it('needs create- or edit-classifications', async () => {
    await addAdmin(t, {
      email: 'class-reader@demo.test',
      roleName: 'Class reader',
      permissions: ['view-Classification'],
    });
    const reader = await t.login('class-reader@demo.test');
    const refused = await post(
      'classifications/store',
      { name_en: 'A', name_ar: 'أ', sort_order: 1 },
      { token: reader },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('walkthrough', () => {
  it('POST Walkthrough/store and Walkthrough/update/{id} write slides', async () => {
    const body = {
      title_en: 'Welcome',
      title_ar: 'مرحبًا',
      text_en: 'Start here.',
      text_ar: 'ابدأ من هنا.',
      sort_order: 5,
    };
    const created = await post('Walkthrough/store', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ ID: id, ...body, enabled: 1, image: null });
    const updated = await post(`Walkthrough/update/${id}`, { sort_order: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ID: id, title_en: 'Welcome', sort_order: 1 });
    // The lower-case path is not the spec's.
    expect((await post('walkthrough/store', body)).statusCode).toBe(404);
  });

  it('answers 404 for a missing slide', async () => {
    const res = await post('Walkthrough/update/999999', { sort_order: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: 0, message: 'This item was not found.' });
  });
});
