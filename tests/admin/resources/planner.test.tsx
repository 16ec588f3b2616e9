// The day planner (/default/sub-programs-edit/:id): the draft rules of spec 4 on screen — one item per id
// under a day, removing a day, the draft kept across a reload with 'Unsaved changes', Discard, moves by
// keyboard, and Save sending the whole plan with its version (a 409 keeps the draft).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import PlannerPage from '../../../src/resources/sub-programs/PlannerPage';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';

const exercise = (ref_id: number) => ({
  kind: 'exercise',
  ref_id,
  sets: null,
  reps: null,
  duration_seconds: null,
  rest_seconds: null,
  notes: null,
});

const loaded = (
  version = 3,
  days = [
    { key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(5)] },
    { key: 'w1d2', week: 1, day: 2, rest: 1, items: [] },
  ],
) => ({ item: { ID: 7, id: 7, name_en: 'Build', name_ar: 'البناء' }, version, training_days: 3, days });

function answerPlan(plan = loaded()) {
  server.use(http.get(api('subprograms/7'), () => HttpResponse.json({ state: 1, data: plan })));
}

function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(<Route path="/default/sub-programs-edit/:id" element={<PlannerPage />} />, {
    url: '/default/sub-programs-edit/7',
    permissions: ['view-SubProgram', 'edit-subprograms'],
    locale,
  });
}

const day = (name: string) => screen.findByRole('region', { name });
const itemsOf = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

// The library as the search picker answers it: rows named '<model> <id>' whose name holds the query.
const pickerRequests: unknown[] = [];
function answerLibrary() {
  server.use(
    http.post(api('search-picker'), async ({ request }) => {
      const body = (await request.json()) as { model: string; query: string };
      pickerRequests.push(body);
      const rows = Object.fromEntries(
        Array.from({ length: 12 }, (_, index) => [index + 1, `${body.model} ${index + 1}`]).filter(([, label]) =>
          String(label).includes(body.query),
        ),
      );
      return HttpResponse.json({ state: 1, data: rows });
    }),
  );
}

/** Adds library rows to a day through its picker: the row whose name is '<model> <id>'. */
async function add(region: HTMLElement, id: string, kind = 'Exercise', model = 'exercises') {
  const person = userEvent.setup();
  await person.click(within(region).getByRole('button', { name: /^Add from the library — / }));
  const dialog = await screen.findByRole('dialog');
  if (kind !== 'Exercise') await person.click(within(dialog).getByRole('button', { name: kind }));
  await person.type(within(dialog).getByRole('combobox', { name: 'Search the library by name' }), ` ${id}`);
  // The search answered: the one row named so is the only option left.
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([`${model} ${id}`]),
  );
  await person.click(screen.getByRole('option', { name: `${model} ${id}` }));
  await person.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeEach(() => {
  localStorage.clear();
  pickerRequests.length = 0;
  answerPlan();
  answerLibrary();
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
    // The name is what the row shows, and what its inputs and buttons are labelled with.
    expect(within(monday).getByText('Exercise: Push-up')).toBeInTheDocument();
    expect(within(monday).getByRole('spinbutton', { name: 'Sets — Exercise: Push-up' })).toBeInTheDocument();
    english.unmount();

    open('ar');
    const arabic = await day('الأسبوع 1، اليوم 1');
    expect(itemsOf(arabic)).toEqual(['تمرين، تمرين الضغط', 'جولة، Core circuit', 'تمرين رقم 7']);
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
        { key: 'w1d2', week: 1, day: 2, rest: 1, items: [exercise(9)] },
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
});
