// The day planner (/default/sub-programs-edit/:id): the draft rules of spec 4 on screen — one item per id
// under a day, removing a day, the draft kept across a reload with 'Unsaved changes', Discard, moves by
// keyboard, and Save sending the whole plan with its version (a 409 keeps the draft).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setArabicDigits } from '../../../src/providers/digits';
import { api, server } from '../msw';
import { add, answerLibrary, answerPlan, day, exercise, itemsOf, loaded, open, pickerRequests } from './plannerAnswers';

beforeEach(() => {
  localStorage.clear();
  pickerRequests.length = 0;
  answerPlan();
  answerLibrary();
});

afterEach(() => {
  setArabicDigits('arabic');
  vi.unstubAllGlobals();
});

describe('the day planner', () => {
  it('shows the days in order with their items and the saved state', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan of Build' })).toBeInTheDocument();
    expect(itemsOf(await day('Week 1, day 1'))).toEqual(['Exercise #5']);
    expect(within(await day('Week 1, day 2')).getByText('Rest day')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
    expect(screen.getByRole('button', { name: 'Save plan' })).toBeDisabled();
  });

  it("names each row after its library item in the admin's language, the other one's when it has none", async () => {
    const named = [
      { ...exercise(5), name_en: 'Push-up', name_ar: 'تمرين الضغط' },
      { ...exercise(6), kind: 'round', name_en: 'Core circuit', name_ar: null },
      exercise(7),
    ];
    answerPlan(loaded(3, [{ key: 'w1d1', week: 1, day: 1, rest: 0, items: named }]));
    const english = open();
    const monday = await day('Week 1, day 1');
    expect(itemsOf(monday)).toEqual(['Exercise: Push-up', 'Round: Core circuit', 'Exercise #7']);
    // The name is what the row shows, and what its buttons are labelled with.
    expect(within(monday).getByText('Exercise: Push-up')).toBeInTheDocument();
    expect(
      within(monday).getByRole('button', { name: 'Edit sets, reps and times — Exercise: Push-up' }),
    ).toBeInTheDocument();
    english.unmount();

    open('ar');
    const arabic = await day('الأسبوع ١، اليوم ١');
    expect(itemsOf(arabic)).toEqual(['تمرين، تمرين الضغط', 'جولة، Core circuit', 'تمرين رقم ٧']);
  });

  it('shows the name of a row picked from the library at once, and saves without names', async () => {
    let sent: { days: Array<{ items: unknown[] }> } | null = null;
    server.use(
      http.post(api('subprograms/7/plan'), async ({ request }) => {
        sent = (await request.json()) as never;
        return HttpResponse.json({ state: 1, data: loaded(4) });
      }),
    );
    open();
    const monday = await day('Week 1, day 1');
    await add(monday, '3', 'Exercise category', 'exercise-categories');
    expect(itemsOf(monday)).toEqual(['Exercise #5', 'Exercise category: exercise-categories 3']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.days[0].items).toEqual([exercise(5), { ...exercise(3), kind: 'category' }]);
  });

  it('keeps one exercise per id under a day, and the draft across a reload with Unsaved changes', async () => {
    const first = open();
    const monday = await day('Week 1, day 1');
    await add(monday, '5');
    await add(monday, '6');
    await add(monday, '6');
    expect(itemsOf(monday)).toEqual(['Exercise #5', 'Exercise: exercises 6']);
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    first.unmount();

    open();
    expect(itemsOf(await day('Week 1, day 1'))).toEqual(['Exercise #5', 'Exercise: exercises 6']);
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(itemsOf(await day('Week 1, day 1'))).toEqual(['Exercise #5']);
    expect(localStorage.getItem('sub-program-draft:7')).toBeNull();
  });

  it('adds rounds from the library picker, searching the chosen kind by name', async () => {
    open();
    const monday = await day('Week 1, day 1');
    await add(monday, '4', 'Round', 'rounds');
    expect(itemsOf(monday)).toEqual(['Exercise #5', 'Round: rounds 4']);
    expect(pickerRequests).toContainEqual({ model: 'rounds', direct: true, query: '4', alldata: 0, multiple: true });
    expect(pickerRequests.every((body) => (body as { model: string }).model !== 'exercise-categories')).toBe(true);
  });

  it('removes a day with everything under it, and moves items by keyboard between days', async () => {
    const person = userEvent.setup();
    open();
    const monday = await day('Week 1, day 1');
    await add(monday, '8');
    await person.click(within(monday).getByRole('button', { name: 'Move to the next day — Exercise: exercises 8' }));
    expect(itemsOf(monday)).toEqual(['Exercise #5']);
    expect(itemsOf(await day('Week 1, day 2'))).toEqual(['Exercise: exercises 8']);
    await person.click(within(monday).getByRole('button', { name: 'Remove this day' }));
    expect(screen.queryByRole('region', { name: 'Week 1, day 1' })).toBeNull();
    expect(itemsOf(await day('Week 1, day 2'))).toEqual(['Exercise: exercises 8']);
  });

  it('saves the whole plan with the version it started from, then shows the saved state', async () => {
    let sent: unknown = null;
    server.use(
      http.post(api('subprograms/7/plan'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          state: 1,
          message: 'The plan was saved.',
          data: loaded(4, (sent as { days: never }).days),
        });
      }),
    );
    open();
    await add(await day('Week 1, day 2'), '9');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(sent).toEqual({
      version: 3,
      days: [
        { key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(5)] },
        // The rest day that received an exercise is sent as a training day.
        { key: 'w1d2', week: 1, day: 2, rest: 0, items: [exercise(9)] },
      ],
    });
    expect(localStorage.getItem('sub-program-draft:7')).toBeNull();
  });

  it('keeps the draft when the save is refused because someone saved meanwhile', async () => {
    server.use(
      http.post(api('subprograms/7/plan'), () =>
        HttpResponse.json(
          { state: 0, message: 'Someone else saved this sub-programme after you opened it.' },
          { status: 409 },
        ),
      ),
    );
    open();
    await add(await day('Week 1, day 1'), '11');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save plan' })).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    expect(JSON.parse(localStorage.getItem('sub-program-draft:7')!).days[0].items).toHaveLength(2);
  });

  it('asks before generating over planned days, and speaks Arabic', async () => {
    let generated = '';
    server.use(
      http.get(api('subprograms/7/generate'), ({ request }) => {
        generated = new URL(request.url).search;
        return HttpResponse.json({ state: 1, data: loaded(4, []) });
      }),
    );
    open('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'خطة البناء' })).toBeInTheDocument();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'إنشاء الأيام' }));
    const dialog = await screen.findByRole('dialog', { name: 'استبدال الأيام المخططة؟' });
    await person.click(within(dialog).getByRole('button', { name: 'استبدال الأيام' }));
    await waitFor(() => expect(generated).toBe('?replace=1'));
    expect(await screen.findByText('لا توجد أيام بعد. أنشئها من البرنامج لتبدأ بتقويم كامل.')).toBeInTheDocument();
  });

  describe("numbers in the screen's digits", () => {
    // Week 12 of a plan: a training day, an extra day and a second week drawn far away (its summary).
    const twelfth = () =>
      loaded(3, [
        { key: 'w12d3', week: 12, day: 3, rest: 0, items: [exercise(15), exercise(40)] },
        { key: 'v-extra', week: 12, day: 4, rest: 0, items: [] },
        {
          key: 'w13d1',
          week: 13,
          day: 1,
          rest: 0,
          items: Array.from({ length: 11 }, (_, index) => exercise(index + 1)),
        },
      ]);
    // Only the plan's first week is near the screen, as in a browser scrolled to the top.
    const farWeeks = () =>
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
    /** Every text and accessible name the planner shows, to look for digits of the other system. */
    const shown = (root: HTMLElement) =>
      [
        root.textContent ?? '',
        ...[...root.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label') ?? ''),
      ].join(' ');

    it('writes them in Latin digits in English', async () => {
      answerPlan(twelfth());
      farWeeks();
      const { container } = open();
      expect(itemsOf(await day('Week 12, day 3'))).toEqual(['Exercise #15', 'Exercise #40']);
      expect(await day('Week 12, day 4 (extra)')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Week 12' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Week 13' })).toBeInTheDocument();
      expect(screen.getByText('11 items, drawn when scrolled to')).toBeInTheDocument();
      expect(shown(container)).not.toMatch(/[\u0660-\u0669]/);
    });

    it('writes them in Arabic-Indic digits in Arabic', async () => {
      answerPlan(twelfth());
      farWeeks();
      const { container } = open('ar');
      const day12 = await day('الأسبوع ١٢، اليوم ٣');
      expect(itemsOf(day12)).toEqual(['تمرين رقم ١٥', 'تمرين رقم ٤٠']);
      // The buttons of a row are named after it, in the same digits.
      expect(
        within(day12).getByRole('button', { name: 'تعديل المجموعات والتكرارات والأوقات — تمرين رقم ١٥' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إضافة من المكتبة — الأسبوع ١٢، اليوم ٣' })).toBeInTheDocument();
      expect(await day('الأسبوع ١٢، اليوم ٤ (إضافي)')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'الأسبوع ١٢' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'الأسبوع ١٣' })).toBeInTheDocument();
      // The plural form still follows the count: eleven takes the singular accusative.
      expect(screen.getByText('١١ عنصرًا، تظهر عند التمرير إليها')).toBeInTheDocument();
      expect(shown(container)).not.toMatch(/[0-9]/);
    });

    it('keeps Latin digits in Arabic when the display setting says so', async () => {
      setArabicDigits('latin');
      answerPlan(twelfth());
      farWeeks();
      const { container } = open('ar');
      expect(itemsOf(await day('الأسبوع 12، اليوم 3'))).toEqual(['تمرين رقم 15', 'تمرين رقم 40']);
      expect(screen.getByRole('heading', { level: 2, name: 'الأسبوع 13' })).toBeInTheDocument();
      expect(screen.getByText('11 عنصرًا، تظهر عند التمرير إليها')).toBeInTheDocument();
      expect(shown(container)).not.toMatch(/[\u0660-\u0669]/);
    });
  });
});
