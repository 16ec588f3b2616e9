// The demo backend (fake/) answers the programme calls as the reference server does, on the same seed and
// clock: a sub-programme's plan (load, generate, save, the version check), duplicating a diet programme and
// saving its meals, the walkthrough's order, and the pre-join questions with the recommendations.
import { describe, expect, it } from 'vitest';
import { bothBackends, type Call } from './bothBackends';

const backends = bothBackends();

/** The same call to both backends; both must give the same status and body, and the status expected. */
const expectSame = (call: Call, status = 200, language: 'en' | 'ar' = 'en', as: 'admin' | 'support' = 'admin') =>
  backends.same(call, status, as, language);

describe('the demo backend answers the programme calls as the reference server', () => {
  it("a sub-programme's plan: load with the library names, generate, save and the version check", async () => {
    const loaded = await expectSame({ method: 'GET', path: 'subprograms/1' }, 200, 'ar');
    const { version, days } = loaded.body.data;
    expect(days.length).toBeGreaterThan(0);
    expect(days.find((day: { rest: number }) => day.rest === 0).items[0].name_en).toEqual(expect.any(String));
    await expectSame({ method: 'GET', path: 'subprograms/1/generate' }, 409);
    const body = {
      version,
      days: [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: [{ kind: 'exercise', ref_id: 2, sets: 2 }] }],
    };
    const saved = await expectSame({ method: 'POST', path: 'subprograms/1/plan', body });
    expect(saved.body.data.version).toBe(version + 1);
    await expectSame({ method: 'POST', path: 'subprograms/1/plan', body }, 409, 'ar');
    await expectSame({ method: 'POST', path: 'subprograms/1/plan', body: { version: 0, days: 'x' } }, 400);
    await expectSame({ method: 'GET', path: 'subprograms/1/generate?replace=1' });
    await expectSame({ method: 'GET', path: 'subprograms/999999' }, 404);
    await expectSame({ method: 'GET', path: 'subprograms/1' }, 403, 'en', 'support');
  });

  it('duplicates a diet programme and saves its meals', async () => {
    const copy = await expectSame({ method: 'POST', path: 'diet-programs/duplicate/1' }, 201, 'ar');
    expect(copy.body.data.id).toEqual(expect.any(Number));
    const meals = {
      days: [
        {
          meals: [
            {
              name_en: 'Breakfast',
              name_ar: 'الفطور',
              time: '08:30',
              foods: [{ name_en: 'Oats', name_ar: 'شوفان', quantity: '80 g', calories: 300 }],
            },
          ],
        },
      ],
    };
    await expectSame({ method: 'POST', path: `diet-programs/${copy.body.data.id}/meals`, body: meals });
    const late = { days: [{ meals: [{ ...meals.days[0].meals[0], time: '24:00' }] }] };
    await expectSame({ method: 'POST', path: 'diet-programs/1/meals', body: late }, 400);
    await expectSame({ method: 'POST', path: 'diet-programs/duplicate/999999' }, 404);
  });

  it("reorders the walkthrough's slides, refusing a list that does not name each one once", async () => {
    const slides = await expectSame({
      method: 'POST',
      path: 'search',
      body: { model: 'walkthrough', itemsPerPage: 100 },
    });
    const ids = slides.body.data.results.data
      .map((row: { ID: number }) => Number(row.ID))
      .sort((a: number, b: number) => b - a);
    expect(ids.length).toBeGreaterThan(0);
    await expectSame({ method: 'POST', path: 'Walkthrough/reorder', body: { ids } });
    await expectSame({ method: 'POST', path: 'Walkthrough/reorder', body: { ids: ids.slice(1) } }, 409, 'ar');
  });

  it('the pre-join questions and the recommendations: list, show, store, update and match', async () => {
    const questions = await expectSame({ method: 'GET', path: 'prejoin_program_question' });
    const [goal] = questions.body.data;
    await expectSame({ method: 'GET', path: 'subprogram_recommendations' }, 200, 'ar');
    await expectSame({ method: 'POST', path: 'subprogram_recommendations/show/1' });
    const rule = { question_id: goal.id, answers: [goal.options.length] };
    await expectSame(
      {
        method: 'POST',
        path: 'subprogram_recommendations/store',
        body: { sub_program_id: 1, priority: 0, rules: [rule] },
      },
      201,
    );
    const stored = await expectSame(
      {
        method: 'POST',
        path: 'subprogram_recommendations/store',
        body: { sub_program_id: 1, priority: 3, rules: [rule] },
      },
      201,
    );
    const update = { id: stored.body.data.id, sub_program_id: 1, priority: 4, rules: [rule] };
    await expectSame(
      { method: 'POST', path: `subprogram_recommendations/update/${update.id}`, body: update },
      200,
      'ar',
    );
    await expectSame(
      { method: 'POST', path: 'subprogram_recommendations/update/999999', body: { ...update, id: undefined } },
      404,
    );
    const unknown = { question_id: goal.id, answers: [goal.options.length + 1] };
    await expectSame(
      { method: 'POST', path: 'subprogram_recommendations/store', body: { sub_program_id: 1, rules: [unknown] } },
      422,
      'ar',
    );
    const match = await expectSame({
      method: 'POST',
      path: 'subprogram_recommendations/match',
      body: { answers: { [goal.id]: goal.options.length } },
    });
    expect(match.body.data.sub_program_id).toBe(1);
  });
});
