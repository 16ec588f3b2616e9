// GET prejoin_program_question and the recommendation calls: GET subprogram_recommendations,
// POST subprogram_recommendations/show/{subprogram_id}, POST subprogram_recommendations/store and
// POST subprogram_recommendations/update/{id} (the rules editor) and POST subprogram_recommendations/match
// (which sub-programme a set of answers gets).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;
let goal: number;
let level: number;
let place: number;

function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  language?: 'en' | 'ar',
  as = token,
) {
  return t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: t.auth(as, language), payload });
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  [goal, level, place] = (await db.selectFrom('prejoin_questions').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
});

afterAll(async () => {
  await t.close();
});

describe('GET prejoin_program_question', () => {
  it('lists the enabled questions in order with their options in both languages', async () => {
    const res = await call('GET', 'prejoin_program_question');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      id: goal,
      question_en: 'What is your main goal?',
      question_ar: 'ما هدفك الأساسي؟',
      answer_type: 'single',
      required: 1,
      sort_order: 1,
      options: [
        { value: 1, label_en: 'Lose weight', label_ar: 'إنقاص الوزن' },
        { value: 2, label_en: 'Build muscle', label_ar: 'بناء العضلات' },
        { value: 3, label_en: 'Endurance', label_ar: 'التحمل' },
      ],
    });
    expect(data[3]).toMatchObject({ answer_type: 'number', options: [] });
  });
});

describe('subprogram recommendations', () => {
  it("lists the seeded rules with their sub-programmes, and shows one sub-programme's", async () => {
    const all = (await call('GET', 'subprogram_recommendations')).json().data;
    expect(all).toHaveLength(6);
    expect(all[0]).toMatchObject({
      priority: 1,
      rules: [
        { question_id: goal, answers: [1] },
        { question_id: level, answers: [1] },
      ],
      sub_program: { name_en: 'Foundation', name_ar: 'التأسيس' },
    });
    const shown = await call('POST', `subprogram_recommendations/show/${all[0].sub_program_id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual([all[0]]);
    expect((await call('POST', 'subprogram_recommendations/show/999999')).statusCode).toBe(404);
  });

  it('matches answers to the first recommendation whose rules all hold, or none', async () => {
    const all = (await call('GET', 'subprogram_recommendations')).json().data;
    const match = await call('POST', 'subprogram_recommendations/match', { answers: { [goal]: 2, [level]: 2 } });
    expect(match.statusCode).toBe(200);
    expect(match.json().data).toMatchObject({ recommendation_id: all[4].id, sub_program_id: all[4].sub_program_id });
    const none = await call('POST', 'subprogram_recommendations/match', { answers: { [goal]: 3, [level]: 3 } });
    expect(none.json()).toEqual({ state: 1, data: null });
  });

  it('stores a rule set that multiple-choice answers can meet', async () => {
    const sub = await db.selectFrom('sub_programs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const res = await call('POST', 'subprogram_recommendations/store', {
      sub_program_id: sub.id,
      priority: 0,
      rules: [{ question_id: place, answers: [1] }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      state: 1,
      message: 'Recommendation saved.',
      data: { sub_program_id: sub.id, priority: 0 },
    });
    const match = await call('POST', 'subprogram_recommendations/match', { answers: { [place]: [2, 1] } });
    expect(match.json().data).toMatchObject({ sub_program_id: sub.id });
  });

  it('answers 422 in both languages for unknown sub-programmes, questions and answers, and 400 for shapes', async () => {
    const body = {
      sub_program_id: 999_999,
      rules: [
        { question_id: 999_999, answers: [1] },
        { question_id: goal, answers: [4] },
      ],
    };
    const english = await call('POST', 'subprogram_recommendations/store', body);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      sub_program_id: ['Choose an existing item'],
      'rules.0.question_id': ['Choose a single- or multiple-choice pre-join question.'],
      'rules.1.answers': ['Choose answers the question offers.'],
    });
    const arabic = await call('POST', 'subprogram_recommendations/store', body, 'ar');
    expect(arabic.json().errors['rules.1.answers']).toEqual(['اختر إجابات يتيحها السؤال.']);
    expect((await call('POST', 'subprogram_recommendations/store', { sub_program_id: 1, rules: [] })).statusCode).toBe(
      400,
    );
  });

  it('refuses two rules on one question with a message in both languages', async () => {
    const body = {
      sub_program_id: 1,
      rules: [
        { question_id: goal, answers: [1] },
        { question_id: goal, answers: [2] },
      ],
    };
    const english = await call('POST', 'subprogram_recommendations/store', body);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { 'rules.1.question_id': ['This question already has a rule: put all its answers in that one.'] },
    });
    const arabic = await call('POST', 'subprogram_recommendations/store', body, 'ar');
    expect(arabic.json().errors).toEqual({
      'rules.1.question_id': ['لهذا السؤال قاعدة بالفعل: ضع كل إجاباته في تلك القاعدة.'],
    });
  });
});

describe('POST subprogram_recommendations/update/{id}', () => {
  async function stored() {
    const res = await call('POST', 'subprogram_recommendations/store', {
      sub_program_id: 1,
      priority: 50,
      rules: [{ question_id: goal, answers: [1] }],
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }

  const row = (id: number) =>
    db
      .selectFrom('subprogram_recommendations')
      .select(['sub_program_id', 'priority', 'rules'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('replaces the sub-programme, priority and rules, and matching follows', async () => {
    const id = await stored();
    const rules = [
      { question_id: goal, answers: [2, 3] },
      { question_id: place, answers: [2] },
    ];
    const res = await call('POST', `subprogram_recommendations/update/${id}`, {
      id,
      sub_program_id: 2,
      priority: 0,
      rules,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      message: 'Recommendation saved.',
      data: { id, sub_program_id: 2, priority: 0, rules },
    });
    expect(await row(id)).toEqual({ sub_program_id: 2, priority: 0, rules: JSON.stringify(rules) });
    const match = await call('POST', 'subprogram_recommendations/match', { answers: { [goal]: 3, [place]: [2] } });
    expect(match.json().data).toMatchObject({ recommendation_id: id, sub_program_id: 2 });
  });

  it('answers 422 for an answer the question does not offer or a question without choices, and changes nothing', async () => {
    const id = await stored();
    const before = await row(id);
    const numberQuestion = (await call('GET', 'prejoin_program_question')).json().data[3].id;
    const res = await call(
      'POST',
      `subprogram_recommendations/update/${id}`,
      {
        sub_program_id: 1,
        rules: [
          { question_id: goal, answers: [1, 9] },
          { question_id: numberQuestion, answers: [1] },
        ],
      },
      'ar',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'البيانات المُدخلة غير صالحة.',
      errors: {
        'rules.0.answers': ['اختر إجابات يتيحها السؤال.'],
        'rules.1.question_id': ['اختر سؤالًا من أسئلة ما قبل الاشتراك ذا اختيار واحد أو متعدد.'],
      },
    });
    expect(await row(id)).toEqual(before);
  });

  it('answers 404 for a missing recommendation, 400 for shapes and a foreign id, 403 without edit', async () => {
    const id = await stored();
    const body = { sub_program_id: 1, rules: [{ question_id: goal, answers: [1] }] };
    const missing = await call('POST', 'subprogram_recommendations/update/999999', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'This recommendation was not found.' });
    expect((await call('POST', `subprogram_recommendations/update/${id}`, { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', `subprogram_recommendations/update/${id}`, { ...body, rules: [] })).statusCode).toBe(
      400,
    );
    expect((await call('POST', 'subprogram_recommendations/update/abc', body)).statusCode).toBe(400);
    expect((await call('POST', `subprogram_recommendations/update/${id}`, { ...body, id: id + 1 })).statusCode).toBe(
      422,
    );
    await addAdmin(t, {
      email: 'rec-creator@demo.test',
      roleName: 'Recommendation creator',
      permissions: ['view-SubprogramRecommendation', 'create-subprogramrecommendations'],
    });
    const creator = await t.login('rec-creator@demo.test');
    expect((await call('POST', `subprogram_recommendations/update/${id}`, body, 'en', creator)).statusCode).toBe(403);
  });
});
