// The programme screens in real Chromium, in English and Arabic: plan a sub-programme by dragging an
// exercise to another day, reload (the draft is still there, unsaved), save, reload (the plan is there);
// rows named after their library items; add an exercise from the library picker by its name; order the
// onboarding slides; duplicate a diet programme, whose copy's form opens right after; and create a
// recommendation rule in its editor, then try it. (A diet programme's meal plan: meal-plan.test.ts.)
import { describe, expect } from 'vitest';
import { localNumber, pageDirection } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

// Seeded sub-programmes and diet programmes no other browser test writes to, one per language.
const SUB_PROGRAM = { en: 35, ar: 36 } as const;
const DIET_PROGRAM = { en: 3, ar: 4 } as const;

describe.each(['en', 'ar'] as const)('programmes (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const t = translator(language);

  flow('plans a day by dragging, keeps the draft over a reload, saves, and finds the plan again', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM[language]}`);
    const monday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: localNumber(language, 1), day: localNumber(language, 1) }),
      exact: true,
    });
    const tuesday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: localNumber(language, 1), day: localNumber(language, 2) }),
      exact: true,
    });
    await monday.waitFor({ timeout: 20_000 });
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const status = page.getByRole('status').filter({ hasText: t('programmes.planner.saved_state') });
    await status.waitFor();

    const moved = monday.getByRole('listitem').first();
    const label = (await moved.getAttribute('aria-label'))!;
    const before = await tuesday.getByRole('listitem').count();
    await moved.dragTo(tuesday);
    await tuesday.getByRole('listitem', { name: label, exact: true }).waitFor();
    expect(await tuesday.getByRole('listitem').count()).toBe(before + 1);
    await page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.unsaved') })
      .waitFor();

    await page.reload();
    await tuesday.getByRole('listitem', { name: label, exact: true }).waitFor({ timeout: 20_000 });
    expect(await monday.getByRole('listitem', { name: label, exact: true }).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.unsaved') })
      .waitFor();

    await page.getByRole('button', { name: t('programmes.planner.save'), exact: true }).click();
    await status.waitFor();
    await page.reload();
    await tuesday.getByRole('listitem', { name: label, exact: true }).waitFor({ timeout: 20_000 });
    await status.waitFor();
    await context.close();
  });

  flow("names the planned rows after their library items, as the plan's load gives them", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM[language]}`);
    const wednesday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: localNumber(language, 1), day: localNumber(language, 3) }),
      exact: true,
    });
    await wednesday.getByRole('listitem').first().waitFor({ timeout: 20_000 });
    const plan = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/v1/admin/subprograms/${id}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return (await answer.json()).data as {
        days: Array<{ key: string; items: Array<{ kind: string; name_en: string; name_ar: string }> }>;
      };
    }, SUB_PROGRAM[language]);
    const first = plan.days.find((day) => day.key === 'w1d3')!.items[0];
    expect(first[`name_${language}`]).toBeTruthy();
    const label = t('programmes.planner.item_named', {
      kind: t(`programmes.planner.kinds.${first.kind}`),
      name: first[`name_${language}`],
    });
    expect(await wednesday.getByRole('listitem').first().getAttribute('aria-label')).toBe(label);
    expect(await wednesday.getByRole('listitem').first().getByText(label, { exact: true }).count()).toBe(1);
    await context.close();
  });

  flow('adds an exercise to a day from the library by its name, then discards the draft', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM[language]}`);
    const wednesday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: localNumber(language, 1), day: localNumber(language, 3) }),
      exact: true,
    });
    await wednesday.waitFor({ timeout: 20_000 });
    const planned = await wednesday
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    // An exercise of the library not yet on that day, and its name in the page's language.
    const library = await page.evaluate(async (lang) => {
      const answer = await fetch('/api/v1/admin/search-picker', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'Content-Type': 'application/json',
          'Accept-Language': lang,
        },
        body: JSON.stringify({ model: 'exercises', direct: true, query: '', alldata: 0 }),
      });
      return (await answer.json()).data as Record<string, string>;
    }, language);
    // A row is named after its library item, in the page's language.
    const itemLabel = (name: string) =>
      t('programmes.planner.item_named', { kind: t('programmes.planner.kinds.exercise'), name });
    const [, name] = Object.entries(library).find(
      ([, name]) =>
        !planned.includes(itemLabel(name)) &&
        Object.values(library).filter((other) => other.includes(name)).length === 1,
    )!;

    const addButton = wednesday.getByRole('button', {
      name: `${t('programmes.planner.add_from_library')} — ${t('programmes.planner.day_title', { week: localNumber(language, 1), day: localNumber(language, 3) })}`,
      exact: true,
    });
    await addButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t('programmes.planner.picker_search') }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
    await dialog.getByRole('button', { name: t('programmes.planner.add'), exact: true }).click();
    await wednesday.getByRole('listitem', { name: itemLabel(name), exact: true }).waitFor();
    await expect.poll(() => wednesday.getByText(itemLabel(name), { exact: true }).count()).toBe(1);
    expect(await wednesday.getByRole('listitem').count()).toBe(planned.length + 1);
    await page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.unsaved') })
      .waitFor();

    await page.getByRole('button', { name: t('programmes.planner.discard'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.saved_state') })
      .waitFor();
    expect(await wednesday.getByRole('listitem').count()).toBe(planned.length);
    await context.close();
  });

  flow(
    'orders the onboarding slides by dragging, keeps the order after a reload, and puts it back by keyboard',
    async () => {
      const { context, page } = await suite.signedInPage(language);
      await page.goto('/default/walkthrough-order');
      const slides = page.getByRole('main').getByRole('listitem');
      await slides.first().waitFor({ timeout: 20_000 });
      const labels = () => slides.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      const before = await labels();
      await slides.first().dragTo(slides.last());
      const dragged = [...before.slice(1, -1), before[before.length - 1], before[0]];
      await expect.poll(labels).toEqual(dragged);
      const save = page.getByRole('button', { name: t('programmes.walkthrough.save'), exact: true });
      await save.click();
      await page.getByText(t('programmes.walkthrough.saved'), { exact: true }).waitFor({ timeout: 20_000 });
      await page.reload();
      await slides.first().waitFor({ timeout: 20_000 });
      await expect.poll(labels).toEqual(dragged);

      // Back by keyboard: the first slide of before moves up from the end to the top.
      for (let step = 0; step < before.length - 1; step++)
        await page
          .getByRole('button', { name: `${t('programmes.planner.move_up')} — ${before[0]}`, exact: true })
          .click();
      await expect.poll(labels).toEqual([before[0], ...dragged.slice(0, -1)]);
      await save.click();
      await expect.poll(() => save.isDisabled()).toBe(true);
      await context.close();
    },
  );

  flow('duplicates a diet programme and opens the copy', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/diet-programs/ops/${DIET_PROGRAM[language]}`);
    const name = page.locator('input[name="name_en"]');
    await name.waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelectorAll('input[value]:not([value=""])').length > 0);
    const original = await name.inputValue();
    await page.getByRole('button', { name: t('programmes.diet.duplicate'), exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/ops/${DIET_PROGRAM[language]}`), { timeout: 20_000 });
    await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe(`${original} (copy)`);
    await context.close();
  });

  flow('creates a recommendation rule in its editor, then the try-it box finds its sub-programme', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/subprogram-recommendations/ops');
    const picker = page.getByRole('combobox', { name: t('programmes.recommendations.form.sub_program') });
    await picker.waitFor({ timeout: 20_000 });
    const api = (path: string, body?: unknown) =>
      page.evaluate(
        async ({ path, body, lang }) => {
          const answer = await fetch(`/api/v1/admin/${path}`, {
            method: body ? 'POST' : 'GET',
            headers: {
              Authorization: `Bearer ${localStorage.getItem('access_token')}`,
              'Content-Type': 'application/json',
              'Accept-Language': lang,
            },
            body: body ? JSON.stringify(body) : undefined,
          });
          return (await answer.json()).data;
        },
        { path, body, lang: language },
      );
    // A sub-programme by its name (names repeat across programmes: the stored rule tells which one was
    // picked), and a multiple-choice question's option that no other rule here needs alone.
    const subPrograms = (await api('search-picker', {
      model: 'sub-programs',
      direct: true,
      query: '',
      alldata: 0,
    })) as Record<string, string>;
    const subName = Object.values(subPrograms)[0];
    const questions = (await api('prejoin_program_question')) as Array<{
      id: number;
      answer_type: string;
      question_en: string;
      question_ar: string;
      options: Array<{ value: number; label_en: string; label_ar: string }>;
    }>;
    const question = questions.find((candidate) => candidate.answer_type === 'multiple')!;
    const option = question.options[language === 'en' ? 0 : 1];
    const questionText = question[`question_${language}`];
    const optionText = option[`label_${language}`];

    await picker.fill(subName);
    await page.getByRole('option', { name: subName, exact: true }).first().click();
    const priority = page.getByRole('spinbutton', { name: t('programmes.recommendations.form.priority') });
    await priority.fill('0');
    await page
      .getByRole('group', { name: questionText, exact: true })
      .getByRole('checkbox', { name: optionText, exact: true })
      .check();
    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/default/subprogram-recommendations', { timeout: 20_000 });
    const recommendations = (await api('subprogram_recommendations')) as Array<{
      id: number;
      sub_program_id: number;
      priority: number;
      rules: unknown;
      sub_program: { name_en: string; name_ar: string };
    }>;
    const stored = recommendations.reduce((latest, row) => (row.id > latest.id ? row : latest));
    expect(stored).toMatchObject({ priority: 0, rules: [{ question_id: question.id, answers: [option.value] }] });
    expect(stored.sub_program[`name_${language}`]).toBe(subName);

    await page.goto('/default/subprogram-recommendations-try');
    const tryButton = page.getByRole('button', { name: t('programmes.recommendations.try'), exact: true });
    await tryButton.waitFor({ timeout: 20_000 });
    await page
      .getByRole('group', { name: questionText, exact: true })
      .getByRole('checkbox', { name: optionText, exact: true })
      .check();
    await tryButton.click();
    const result = page.getByRole('status').filter({ hasText: t('programmes.recommendations.open_plan') });
    await result.waitFor({ timeout: 20_000 });
    expect(
      await result.getByRole('link', { name: t('programmes.recommendations.open_plan') }).getAttribute('href'),
    ).toBe(`/default/sub-programs-edit/${stored.sub_program_id}`);
    await context.close();
  });
});
