// Programmes (POST programs, programs/{program}, delete refused with subscribers, the details' data) and
// diet programmes (POST diet-programs/store, update/{id}, duplicate/{id} — a deep copy, disabled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp } from './helpers';
import { IMAGES, multipart } from './multipart';

let t: TestApp;
let token: string;
let db: Kysely<any>;

function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, language?: 'en' | 'ar') {
  return t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: t.auth(token, language), payload });
}

const programme = {
  name_en: 'Summer shred',
  name_ar: 'تنشيف الصيف',
  description_en: '<p>Eight weeks.<script>alert(1)</script></p>',
  description_ar: '<p>ثمانية أسابيع.</p>',
  goal: 'lose_weight',
  level: 'intermediate',
  duration_weeks: 8,
  price: 499,
  gender: 'all',
  training_days: 4,
  equipment: 'home',
  sort_order: 3,
};

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});

afterAll(async () => {
  await t.close();
});

describe('POST programs and POST programs/{program}', () => {
  it('creates a programme with every field, its description sanitised', async () => {
    const [classification] = await db.selectFrom('classifications').select('id').orderBy('id').limit(1).execute();
    const res = await call('POST', 'programs', { ...programme, classification_id: classification.id });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      ID: data.id,
      ...programme,
      description_en: '<p>Eight weeks.</p>',
      classification_id: classification.id,
      image: null,
      enabled: 1,
    });
  });

  it('takes a cover image as multipart and updates at programs/{program}', async () => {
    const created = (await call('POST', 'programs', programme)).json().data;
    const form = await multipart({ name_en: 'Summer shred II', training_days: '5' }, [
      { name: 'image', filename: 'cover.png', type: 'image/png', bytes: IMAGES.png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/programs/${created.id}`,
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ID: created.id,
      name_en: 'Summer shred II',
      training_days: 5,
      name_ar: 'تنشيف الصيف',
    });
    expect(res.json().data.image).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('answers 422 with bilingual field messages and stores nothing', async () => {
    const before = await db.selectFrom('programs').select('id').execute();
    const body = { ...programme, training_days: 8, goal: 'fly', classification_id: 999_999 };
    const english = await call('POST', 'programs', body);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      training_days: ['May not be greater than 7'],
      goal: ['Choose one of the options'],
      classification_id: ['Choose an existing item'],
    });
    const arabic = await call('POST', 'programs', body, 'ar');
    expect(arabic.json().errors.goal).toEqual(['اختر أحد الخيارات']);
    expect(await db.selectFrom('programs').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses to delete a programme with subscribers, in both languages, and changes nothing', async () => {
    const withSubscribers = await db
      .selectFrom('subscriptions')
      .select('program_id')
      .where('status', '=', 'active')
      .where('program_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const free = (await call('POST', 'programs', programme)).json().data;
    const ids = [free.id, withSubscribers.program_id];
    const english = await call('POST', 'search', { model: 'programs', id: ids, action: 'delete' });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      state: 0,
      message: 'This programme has subscribers and cannot be deleted. Disable it instead.',
    });
    const arabic = await call('POST', 'search', { model: 'programs', id: ids, action: 'delete' }, 'ar');
    expect(arabic.json().message).toBe('لهذا البرنامج مشتركون ولا يمكن حذفه. عطّله بدلًا من ذلك.');
    const rows = await db.selectFrom('programs').select('deleted_at').where('id', 'in', ids).execute();
    expect(rows.map((row) => row.deleted_at)).toEqual([null, null]);
    // One without subscribers goes to the trash.
    const alone = await call('POST', 'search', { model: 'programs', id: free.id, action: 'delete' });
    expect(alone.statusCode).toBe(200);
  });

  it('loads the details: sub-programmes in order, pricing plans, subscribers, revenue, latest subscriptions', async () => {
    const sub = await db.selectFrom('sub_programs').select('program_id').orderBy('id').executeTakeFirstOrThrow();
    const res = await call('GET', `getSingle/programs/${sub.program_id}`);
    expect(res.statusCode).toBe(200);
    const item = res.json().data.item;
    const subscriptions = await db
      .selectFrom('subscriptions')
      .select(['status', 'amount'])
      .where('program_id', '=', sub.program_id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(item.subscribers).toBe(subscriptions.filter((row) => ['active', 'pending'].includes(row.status)).length);
    const revenue = subscriptions
      .filter((row) => row.status !== 'cancelled')
      .reduce((sum, row) => sum + Number(row.amount), 0);
    expect(item.revenue).toBeCloseTo(revenue, 2);
    expect(
      item.sub_programs.map((row: { name_en: string; sort_order: number }) => [row.name_en, row.sort_order]),
    ).toEqual([
      ['Foundation', 1],
      ['Build', 2],
      ['Peak', 3],
    ]);
    expect(item.latest_subscriptions.length).toBe(Math.min(5, subscriptions.length));
    expect(Array.isArray(item.program_prices)).toBe(true);
    const groups = await db
      .selectFrom('chat_groups')
      .select(['id', 'name_en', 'name_ar', 'messages_count', 'read_only', 'enabled'])
      .where('program_id', '=', sub.program_id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(item.chat_groups).toEqual(
      groups.map((row) => ({
        ...row,
        id: Number(row.id),
        messages_count: Number(row.messages_count),
        read_only: Number(row.read_only),
        enabled: Number(row.enabled),
      })),
    );
  });

  it('lists the chat groups of a programme on its details', async () => {
    const created = (await call('POST', 'programs', programme)).json().data;
    const now = new Date().toISOString();
    await db
      .insertInto('chat_groups')
      .values({
        name_en: 'Shred crew',
        name_ar: 'فريق التنشيف',
        program_id: created.id,
        read_only: 0,
        messages_count: 0,
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const item = (await call('GET', `getSingle/programs/${created.id}`)).json().data.item;
    expect(item.chat_groups).toEqual([
      {
        id: expect.any(Number),
        name_en: 'Shred crew',
        name_ar: 'فريق التنشيف',
        messages_count: 0,
        read_only: 0,
        enabled: 1,
      },
    ]);
    expect(item.sub_programs).toEqual([]);
    expect(item.subscribers).toBe(0);
  });
});

describe('diet programmes', () => {
  const diet = {
    name_en: 'Clean week',
    name_ar: 'أسبوع نظيف',
    goal: 'lose_weight',
    level: 'beginner',
    duration_weeks: 4,
    price: 199,
    calories: 1700,
    protein_percent: 35,
    carbs_percent: 35,
    fat_percent: 30,
    meals_per_day: 4,
    sort_order: 0,
  };

  it('POST diet-programs/store (multipart) and diet-programs/update/{id}', async () => {
    const form = await multipart(Object.fromEntries(Object.entries(diet).map(([key, value]) => [key, String(value)])), [
      { name: 'image', filename: 'plate.jpg', type: 'image/jpeg', bytes: IMAGES.jpeg },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/diet-programs/store',
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...diet, enabled: 1 });
    const id = created.json().data.id;
    const updated = await call('POST', `diet-programs/update/${id}`, { calories: 1500 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ID: id, calories: 1500, name_en: 'Clean week' });
  });

  it('loads a seeded diet programme with a week of meals', async () => {
    const first = await db.selectFrom('diet_programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const item = (await call('GET', `getSingle/diet-programs/${first.id}`)).json().data.item;
    expect(item.days.map((day: { day: number }) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(item.days[0].meals.map((meal: { name_en: string; time: string }) => [meal.name_en, meal.time])).toEqual([
      ['Breakfast', '08:00'],
      ['Lunch', '13:30'],
      ['Snack', '17:00'],
      ['Dinner', '20:00'],
    ]);
    expect(item.days[0].calories).toBe(
      item.days[0].meals.reduce(
        (sum: number, meal: { foods: { calories: number }[] }) => sum + meal.foods.reduce((s, f) => s + f.calories, 0),
        0,
      ),
    );
  });

  it('POST diet-programs/duplicate/{id} copies the programme and its meals, disabled and named as a copy', async () => {
    const original = await db
      .selectFrom('diet_programs')
      .selectAll()
      .where('enabled', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const english = await call('POST', `diet-programs/duplicate/${original.id}`);
    expect(english.statusCode).toBe(201);
    const copy = english.json().data;
    expect(english.json().message).toBe('Diet programme duplicated. The copy is disabled until you enable it.');
    expect(copy).toMatchObject({
      name_en: `${original.name_en} (copy)`,
      name_ar: `${original.name_ar} (نسخة)`,
      enabled: 0,
      calories: original.calories,
      goal: original.goal,
      is_trashed: 0,
    });
    expect(copy.id).not.toBe(original.id);
    const daysOf = async (id: number) => (await call('GET', `getSingle/diet-programs/${id}`)).json().data.item.days;
    expect(await daysOf(copy.id)).toEqual(await daysOf(original.id));
    const arabic = await call('POST', `diet-programs/duplicate/${original.id}`, undefined, 'ar');
    expect(arabic.json().message).toBe('تم نسخ البرنامج الغذائي. النسخة معطّلة حتى تفعّلها.');
  });

  it('answers 404 for a missing diet programme and 403 without create-dietprograms', async () => {
    expect((await call('POST', 'diet-programs/duplicate/999999')).statusCode).toBe(404);
    await addAdmin(t, { email: 'diet-reader@demo.test', roleName: 'Diet reader', permissions: ['view-DietProgram'] });
    const reader = await t.login('diet-reader@demo.test');
    const first = await db.selectFrom('diet_programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/diet-programs/duplicate/${first.id}`,
      headers: t.auth(reader),
    });
    expect(res.statusCode).toBe(403);
  });
});
