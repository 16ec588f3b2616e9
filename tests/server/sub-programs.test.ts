// Sub-programmes: POST subprograms and subprograms/{id} (the declared form), GET subprograms/{id} (with
// its plan), GET subprograms/{id}/generate (asks before replacing days) and POST subprograms/{id}/plan
// (the whole plan at once, refused with 409 when someone saved since it was loaded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;
let programId: number;

function call(method: 'GET' | 'POST', url: string, payload?: unknown, language?: 'en' | 'ar', as = token) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: t.auth(as, language),
    payload: payload as Record<string, unknown>,
  });
}

async function newSubProgram(weeks = 2): Promise<number> {
  const res = await call('POST', 'subprograms', {
    program_id: programId,
    name_en: 'Phase A',
    name_ar: 'المرحلة أ',
    weeks,
    sort_order: 4,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const exercise = (ref_id: number, extra: Record<string, unknown> = {}) => ({
  kind: 'exercise',
  ref_id,
  sets: 3,
  reps: 12,
  rest_seconds: 60,
  ...extra,
});

/** A library row's name in both languages, as a plan item carries it. */
async function libraryName(table: string, id: number) {
  const row = await db.selectFrom(table).select(['name_en', 'name_ar']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.name_en).toBeTruthy();
  return { name_en: row.name_en, name_ar: row.name_ar };
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  const programme = await db
    .selectFrom('programs')
    .select(['id'])
    .where('deleted_at', 'is', null)
    .where('training_days', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  programId = programme.id;
});

afterAll(async () => {
  await t.close();
});

describe('POST subprograms, POST subprograms/{id}, GET subprograms/{id}', () => {
  it('creates, updates and loads a sub-programme with an empty plan at version 0', async () => {
    const id = await newSubProgram();
    const updated = await call('POST', `subprograms/${id}`, { name_en: 'Phase A+' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ID: id, name_en: 'Phase A+', program_id: programId, weeks: 2 });
    const loaded = await call('GET', `subprograms/${id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().data).toMatchObject({ version: 0, training_days: 3, days: [] });
    expect(loaded.json().data.item).toMatchObject({ ID: id, name_en: 'Phase A+', name_ar: 'المرحلة أ' });
  });

  it('loads a seeded sub-programme with its generated days and items', async () => {
    const seeded = await db.selectFrom('sub_programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    const plan = (await call('GET', `subprograms/${seeded.id}`)).json().data;
    expect(plan.version).toBe(1);
    expect(plan.days).toHaveLength(28);
    expect(plan.days[0]).toMatchObject({ key: 'w1d1', week: 1, day: 1 });
    const training = plan.days.filter((day: { rest: number }) => day.rest === 0);
    expect(training.every((day: { items: unknown[] }) => day.items.length === 2)).toBe(true);
  });

  it('answers 404 for a missing sub-programme and 422 for a missing programme', async () => {
    expect((await call('GET', 'subprograms/999999')).statusCode).toBe(404);
    const res = await call('POST', 'subprograms', { program_id: 999_999, name_en: 'X', name_ar: 'س', weeks: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ program_id: ['Choose an existing item'] });
  });
});

describe('GET subprograms/{id}/generate', () => {
  it('builds weeks × 7 days from the programme, training days spread with rest days between', async () => {
    const id = await newSubProgram(2);
    const res = await call('GET', `subprograms/${id}/generate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The days of the sub-programme were generated.');
    const { days, version } = res.json().data;
    expect(version).toBe(1);
    expect(days.map((day: { key: string }) => day.key).slice(0, 8)).toEqual([
      'w1d1',
      'w1d2',
      'w1d3',
      'w1d4',
      'w1d5',
      'w1d6',
      'w1d7',
      'w2d1',
    ]);
    expect(days).toHaveLength(14);
    // Three training days a week: Monday, Wednesday and Saturday of the week (days 1, 3 and 6).
    expect(days.slice(0, 7).map((day: { rest: number }) => day.rest)).toEqual([0, 1, 0, 1, 1, 0, 1]);
  });

  it('asks before replacing planned days (409, nothing changed) and replaces them with replace=1', async () => {
    const id = await newSubProgram(1);
    await call('GET', `subprograms/${id}/generate`);
    const saved = await call('POST', `subprograms/${id}/plan`, {
      version: 1,
      days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(7)] }],
    });
    expect(saved.statusCode).toBe(200);
    const english = await call('GET', `subprograms/${id}/generate`);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      state: 0,
      message: 'This sub-programme already has planned days. Generating again replaces them; confirm to continue.',
    });
    const arabic = await call('GET', `subprograms/${id}/generate`, undefined, 'ar');
    expect(arabic.json().message).toBe(
      'لهذا البرنامج الفرعي أيام مخططة بالفعل. الإنشاء من جديد يستبدلها؛ أكّد للمتابعة.',
    );
    const kept = (await call('GET', `subprograms/${id}`)).json().data;
    expect(kept.days).toEqual([
      {
        key: 'w1d1',
        week: 1,
        day: 1,
        rest: 0,
        items: [{ ...exercise(7), duration_seconds: null, notes: null, ...(await libraryName('exercises', 7)) }],
      },
    ]);
    const replaced = await call('GET', `subprograms/${id}/generate?replace=1`);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.days).toHaveLength(7);
    expect(replaced.json().data.version).toBe(3);
  });
});

describe('POST subprograms/{id}/plan', () => {
  it('saves the whole plan, answers it with the next version, and a reload gives the same', async () => {
    const id = await newSubProgram(1);
    const days = [
      {
        key: 'w1d1',
        week: 1,
        day: 1,
        rest: 0,
        items: [
          {
            kind: 'category',
            ref_id: 2,
            sets: null,
            reps: null,
            duration_seconds: null,
            rest_seconds: null,
            notes: null,
          },
          exercise(5, { notes: '  slow negatives ' }),
          { kind: 'round', ref_id: 9, sets: 2, reps: null, duration_seconds: 300, rest_seconds: 90, notes: null },
        ],
      },
      { key: 'v-1a2b', week: 1, day: 2, rest: 1, items: [] },
    ];
    const res = await call('POST', `subprograms/${id}/plan`, { version: 0, days });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The plan was saved.');
    expect(res.json().data.version).toBe(1);
    const expected = [
      {
        ...days[0],
        items: [
          { ...days[0].items[0], ...(await libraryName('exercise_categories', 2)) },
          { ...exercise(5), duration_seconds: null, notes: 'slow negatives', ...(await libraryName('exercises', 5)) },
          { ...days[0].items[2], ...(await libraryName('rounds', 9)) },
        ],
      },
      days[1],
    ];
    expect(res.json().data.days).toEqual(expected);
    expect((await call('GET', `subprograms/${id}`)).json().data.days).toEqual(expected);
  });

  it('stores a day holding items as a training day even when the body calls it a rest day', async () => {
    const id = await newSubProgram(1);
    const days = [
      { key: 'w1d1', week: 1, day: 1, rest: 1, items: [exercise(5)] },
      { key: 'w1d2', week: 1, day: 2, rest: 1, items: [] },
    ];
    const res = await call('POST', `subprograms/${id}/plan`, { version: 0, days });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days.map((day: { rest: number }) => day.rest)).toEqual([0, 1]);
    const loaded = (await call('GET', `subprograms/${id}`)).json().data.days;
    expect(loaded.map((day: { key: string; rest: number }) => [day.key, day.rest])).toEqual([
      ['w1d1', 0],
      ['w1d2', 1],
    ]);
  });

  it('names each item from its own library table, null for a row that no longer exists, and ignores no names sent', async () => {
    const id = await newSubProgram(1);
    // Exercise 3 and category 3 share an id: each item takes the name of its own kind.
    const items = [exercise(3), { kind: 'category', ref_id: 3 }, { kind: 'round', ref_id: 999_999 }];
    expect(
      (
        await call('POST', `subprograms/${id}/plan`, {
          version: 0,
          days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: items.slice(0, 2) }],
        })
      ).statusCode,
    ).toBe(200);
    // A library row gone since the plan was saved (written as the plan held it then).
    await db
      .insertInto('sub_program_items')
      .values({ sub_program_id: id, day_key: 'w1d1', position: 2, kind: 'round', ref_id: 999_999 })
      .execute();
    // Saving the plan as loaded keeps the reference it already held.
    const res = await call('POST', `subprograms/${id}/plan`, {
      version: 1,
      days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items }],
    });
    expect(res.statusCode).toBe(200);
    const empty = { sets: null, reps: null, duration_seconds: null, rest_seconds: null, notes: null };
    const expected = [
      { ...exercise(3), duration_seconds: null, notes: null, ...(await libraryName('exercises', 3)) },
      { kind: 'category', ref_id: 3, ...empty, ...(await libraryName('exercise_categories', 3)) },
      { kind: 'round', ref_id: 999_999, ...empty, name_en: null, name_ar: null },
    ];
    expect(res.json().data.days[0].items).toEqual(expected);
    expect((await call('GET', `subprograms/${id}`, undefined, 'ar')).json().data.days[0].items).toEqual(expected);
    // Names are shown, not saved: a body carrying one is a wrong shape.
    const named = { ...exercise(3), name_en: 'Renamed' };
    const refused = await call('POST', `subprograms/${id}/plan`, {
      version: 2,
      days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [named] }],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 422 for items naming library rows that do not exist, in both languages, and changes nothing', async () => {
    const id = await newSubProgram(1);
    const body = {
      version: 0,
      days: [
        {
          key: 'w1d1',
          week: 1,
          day: 1,
          rest: 0,
          items: [
            exercise(1),
            exercise(888_888),
            { kind: 'category', ref_id: 777_777 },
            { kind: 'round', ref_id: 666_666 },
          ],
        },
      ],
    };
    const res = await call('POST', `subprograms/${id}/plan`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: {
        'days.0.items.1.ref_id': ['There is no exercise #888888 in the library.'],
        'days.0.items.2.ref_id': ['There is no exercise category #777777 in the library.'],
        'days.0.items.3.ref_id': ['There is no round #666666 in the library.'],
      },
    });
    const arabic = await call('POST', `subprograms/${id}/plan`, body, 'ar');
    expect(arabic.json().errors['days.0.items.3.ref_id']).toEqual(['لا توجد في المكتبة جولة برقم 666666.']);
    expect((await call('GET', `subprograms/${id}`)).json().data).toMatchObject({ version: 0, days: [] });
  });

  it('refuses a save made on an older version with 409 in both languages and keeps the saved plan', async () => {
    const id = await newSubProgram(1);
    const first = [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(1)] }];
    expect((await call('POST', `subprograms/${id}/plan`, { version: 0, days: first })).statusCode).toBe(200);
    const stale = { version: 0, days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(2)] }] };
    const english = await call('POST', `subprograms/${id}/plan`, stale);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      state: 0,
      message:
        'Someone else saved this sub-programme after you opened it. Reload it to see their changes; your draft is kept.',
    });
    const arabic = await call('POST', `subprograms/${id}/plan`, stale, 'ar');
    expect(arabic.json().message).toBe(
      'حفظ شخص آخر هذا البرنامج الفرعي بعد أن فتحته. أعد تحميله لترى تغييراته؛ مسودتك محفوظة.',
    );
    const plan = (await call('GET', `subprograms/${id}`)).json().data;
    expect(plan.version).toBe(1);
    expect(plan.days[0].items.map((item: { ref_id: number }) => item.ref_id)).toEqual([1]);
  });

  it('lets only one of two saves of the same version through', async () => {
    const id = await newSubProgram(1);
    const body = (ref: number) => ({
      version: 0,
      days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(ref)] }],
    });
    const answers = await Promise.all([
      call('POST', `subprograms/${id}/plan`, body(1)),
      call('POST', `subprograms/${id}/plan`, body(2)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json().data.days;
    expect((await call('GET', `subprograms/${id}`)).json().data.days).toEqual(winner);
  });

  it('answers 422 for the same item twice in a day or two days with one key, and changes nothing', async () => {
    const id = await newSubProgram(1);
    const res = await call('POST', `subprograms/${id}/plan`, {
      version: 0,
      days: [
        { key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(4), exercise(4)] },
        { key: 'w1d1', week: 1, day: 2, rest: 0, items: [] },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { 'days.0.items.1': ['This item is already in the day.'], 'days.1.key': ['Two days have the same key.'] },
    });
    expect((await call('GET', `subprograms/${id}`)).json().data).toMatchObject({ version: 0, days: [] });
  });

  it('answers 400 for wrong shapes and unknown fields, 404 for a missing sub-programme', async () => {
    const id = await newSubProgram(1);
    const shapes = [
      { days: [] },
      { version: 0, days: [{ key: 'w1d1', week: 1, day: 8, rest: 0, items: [] }] },
      { version: 0, days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [{ kind: 'meal', ref_id: 1 }] }] },
      { version: 0, days: [], surprise: 1 },
    ];
    for (const body of shapes) expect((await call('POST', `subprograms/${id}/plan`, body)).statusCode).toBe(400);
    expect((await call('POST', 'subprograms/999999/plan', { version: 0, days: [] })).statusCode).toBe(404);
  });

  it('needs edit-subprograms to save or generate, view-SubProgram to load', async () => {
    const id = await newSubProgram(1);
    await addAdmin(t, { email: 'sub-reader@demo.test', roleName: 'Sub reader', permissions: ['view-SubProgram'] });
    const reader = await t.login('sub-reader@demo.test');
    expect((await call('GET', `subprograms/${id}`, undefined, 'en', reader)).statusCode).toBe(200);
    expect((await call('GET', `subprograms/${id}/generate`, undefined, 'en', reader)).statusCode).toBe(403);
    expect((await call('POST', `subprograms/${id}/plan`, { version: 0, days: [] }, 'en', reader)).statusCode).toBe(403);
  });

  it('saves a 12-week, 6-day plan with 8 items a day again and again, and loads it with its names', async () => {
    const id = await newSubProgram(12);
    const days = Array.from({ length: 84 }, (_, index) => ({
      key: `w${Math.floor(index / 7) + 1}d${(index % 7) + 1}`,
      week: Math.floor(index / 7) + 1,
      day: (index % 7) + 1,
      rest: (index % 7 === 6 ? 1 : 0) as 0 | 1,
      items: index % 7 === 6 ? [] : Array.from({ length: 8 }, (_, slot) => exercise(slot + 1)),
    }));
    expect(days.reduce((sum, day) => sum + day.items.length, 0)).toBe(576);
    // Its speed is measured by `BENCH_ONLY=plan npm run bench`.
    let version = 0;
    for (let round = 0; round < 3; round++) {
      const res = await call('POST', `subprograms/${id}/plan`, { version, days });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.version).toBe(version + 1);
      version = res.json().data.version;
    }
    const plan = (await call('GET', `subprograms/${id}`)).json().data;
    const items = plan.days.reduce((sum: number, day: { items: unknown[] }) => sum + day.items.length, 0);
    expect([plan.days.length, items]).toEqual([84, 576]);
    // The load joins every item's library name in its one items query.
    expect(plan.days[0].items[7].name_en).toEqual(expect.any(String));
  });
});
