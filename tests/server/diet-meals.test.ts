// POST diet-programs/{id}/meals: a diet programme's days of meals replaced at once — stored in order with the
// days' calories, names trimmed; wrong shapes 400 and a missing programme 404 with nothing changed; 403
// without edit-dietprograms; the message in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;
let programmeId: number;

function call(method: 'GET' | 'POST', url: string, payload?: unknown, language?: 'en' | 'ar', as = token) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: t.auth(as, language),
    payload: payload as Record<string, unknown>,
  });
}

const food = (name_en: string, name_ar: string, quantity: string, calories: number) => ({
  name_en,
  name_ar,
  quantity,
  calories,
});

const week = {
  days: [
    {
      meals: [
        {
          name_en: '  Breakfast ',
          name_ar: 'الفطور',
          time: '07:30',
          foods: [food('Oats', 'شوفان', '1 bowl', 300), food('Eggs', 'بيض', ' 2 eggs', 150)],
        },
        { name_en: 'Dinner', name_ar: 'العشاء', time: '19:00', foods: [food('Salmon', 'سلمون', '150 g', 310)] },
      ],
    },
    { meals: [{ name_en: 'Lunch', name_ar: 'الغداء', time: '13:00', foods: [] }] },
  ],
};

const stored = [
  {
    day: 1,
    calories: 760,
    meals: [
      {
        sort_order: 1,
        name_en: 'Breakfast',
        name_ar: 'الفطور',
        time: '07:30',
        foods: [food('Oats', 'شوفان', '1 bowl', 300), food('Eggs', 'بيض', '2 eggs', 150)],
      },
      {
        sort_order: 2,
        name_en: 'Dinner',
        name_ar: 'العشاء',
        time: '19:00',
        foods: [food('Salmon', 'سلمون', '150 g', 310)],
      },
    ],
  },
  { day: 2, calories: 0, meals: [{ sort_order: 1, name_en: 'Lunch', name_ar: 'الغداء', time: '13:00', foods: [] }] },
];

const daysOf = async (id: number) => (await call('GET', `getSingle/diet-programs/${id}`)).json().data.item.days;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  const row = await db
    .selectFrom('diet_programs')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  programmeId = Number(row.id);
});

afterAll(async () => {
  await t.close();
});

describe('POST diet-programs/{id}/meals', () => {
  it('replaces the days of meals in order and answers them with each day’s calories', async () => {
    const res = await call('POST', `diet-programs/${programmeId}/meals`, week);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, message: 'The meals were saved.', data: { days: stored } });
    expect(await daysOf(programmeId)).toEqual(stored);
  });

  it('answers in Arabic', async () => {
    const res = await call('POST', `diet-programs/${programmeId}/meals`, week, 'ar');
    expect(res.json().message).toBe('تم حفظ الوجبات.');
  });

  it.each([
    ['a time out of the day', { days: [{ meals: [{ ...week.days[0].meals[1], time: '24:00' }] }] }],
    ['a blank name', { days: [{ meals: [{ ...week.days[0].meals[1], name_ar: '   ' }] }] }],
    ['negative calories', { days: [{ meals: [{ ...week.days[0].meals[1], foods: [food('A', 'ب', '1', -5)] }] }] }],
    ['an unknown field', { days: [{ meals: [], extra: 1 }] }],
    [
      'protein over 1000 g',
      { days: [{ meals: [{ ...week.days[0].meals[1], foods: [{ ...food('A', 'ب', '1', 5), protein: 1000.5 }] }] }] },
    ],
    [
      'negative fat',
      { days: [{ meals: [{ ...week.days[0].meals[1], foods: [{ ...food('A', 'ب', '1', 5), fat: -1 }] }] }] },
    ],
    ['no days', {}],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const res = await call('POST', `diet-programs/${programmeId}/meals`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(0);
    expect(await daysOf(programmeId)).toEqual(stored);
  });

  it('answers 404 for a missing diet programme and 403 without edit-dietprograms', async () => {
    const missing = await call('POST', 'diet-programs/999999/meals', week);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'This item was not found.' });
    await addAdmin(t, { email: 'meal-reader@demo.test', roleName: 'Meal reader', permissions: ['view-DietProgram'] });
    const reader = await t.login('meal-reader@demo.test');
    const refused = await call('POST', `diet-programs/${programmeId}/meals`, { days: [] }, 'en', reader);
    expect(refused.statusCode).toBe(403);
    expect(await daysOf(programmeId)).toEqual(stored);
  });

  it('keeps a food’s grams of protein, carbohydrates and fat to a tenth, and leaves out the ones not given', async () => {
    const salmon = { ...food('Salmon', 'سلمون', '150 g', 310), protein: 34.04, carbs: 0, fat: 19.25 };
    const oats = { ...food('Oats', 'شوفان', '1 bowl', 300), protein: 10 };
    const body = { days: [{ meals: [{ name_en: 'Lunch', name_ar: 'الغداء', time: '13:00', foods: [salmon, oats] }] }] };
    const res = await call('POST', `diet-programs/${programmeId}/meals`, body);
    expect(res.statusCode).toBe(200);
    const foods = [{ ...salmon, protein: 34, fat: 19.3 }, oats];
    expect((await daysOf(programmeId))[0].meals[0].foods).toEqual(foods);
    await call('POST', `diet-programs/${programmeId}/meals`, week);
  });

  it('empties a programme’s days with an empty week', async () => {
    const res = await call('POST', `diet-programs/${programmeId}/meals`, { days: [] });
    expect(res.json().data).toEqual({ days: [] });
  });
});
