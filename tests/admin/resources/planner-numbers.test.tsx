// The day planner's items as people read them: sets and reps or time and rest with their units and plurals
// in both languages and the screen's digits, labelled fields with units while editing, named buttons with
// tips, a rest day that gets an exercise becoming a training day, and copying a day or a week (saved at once).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setArabicDigits } from '../../../src/providers/digits';
import { api, server } from '../msw';
import {
  add,
  answerLibrary,
  answerPlan,
  day,
  exercise,
  loaded,
  open,
  type PlanDay,
  type PlanItem,
} from './plannerAnswers';

const planned = (ref_id: number, numbers: Partial<PlanItem>): PlanItem => ({
  ...exercise(ref_id),
  ...numbers,
});

const week = (number: number, items: PlanDay['items'][] = [[], []]): PlanDay[] =>
  items.map((dayItems, index) => ({
    key: `w${number}d${index + 1}`,
    week: number,
    day: index + 1,
    rest: dayItems.length > 0 ? 0 : 1,
    items: dayItems,
  }));

/** The text a row shows beside its name. */
const numbersOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.numbers')?.textContent);

/** Every plan the planner saved, as sent; each save answers the plan sent at the next version. */
function recordSaves() {
  const sent: Array<{ version: number; days: PlanDay[] }> = [];
  server.use(
    http.post(api('subprograms/7/plan'), async ({ request }) => {
      const body = (await request.json()) as { version: number; days: PlanDay[] };
      sent.push(body);
      return HttpResponse.json({ state: 1, message: 'The plan was saved.', data: loaded(body.version + 1, body.days) });
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
  answerLibrary();
});

afterEach(() => setArabicDigits('arabic'));

describe('the planner items', () => {
  const items = [
    planned(1, { sets: 3, reps: 12, rest_seconds: 60 }),
    planned(2, { duration_seconds: 45, rest_seconds: 30 }),
    planned(3, { sets: 1, reps: 1 }),
    planned(4, { sets: 2, reps: 11, duration_seconds: 20 }),
    exercise(5),
  ];

  it('reads sets × reps or a time, and the rest, with units and plurals in English', async () => {
    answerPlan(loaded(3, week(1, [items])));
    open();
    expect(numbersOf(await day('Week 1, day 1'))).toEqual([
      '3 sets × 12 reps · rest 60 s',
      '45 s · rest 30 s',
      '1 set × 1 rep',
      '2 sets × 11 reps',
      'No sets or time yet',
    ]);
  });

  it('reads them in Arabic with its plural forms, in the digits the display setting chooses', async () => {
    answerPlan(loaded(3, week(1, [items])));
    const arabic = open('ar');
    expect(numbersOf(await day('الأسبوع ١، اليوم ١'))).toEqual([
      '٣ مجموعات من ١٢ تكرارًا · راحة ٦٠ ث',
      '٤٥ ث · راحة ٣٠ ث',
      'مجموعة واحدة من تكرار واحد',
      'مجموعتان من ١١ تكرارًا',
      'لم تُحدَّد المجموعات ولا الوقت بعد',
    ]);
    arabic.unmount();

    setArabicDigits('latin');
    open('ar');
    expect(numbersOf(await day('الأسبوع 1، اليوم 1'))[0]).toBe('3 مجموعات من 12 تكرارًا · راحة 60 ث');
  });

  it('edits them in labelled fields with the seconds as their unit, and names every button with a tip', async () => {
    const person = userEvent.setup();
    answerPlan(loaded(3, week(1, [[planned(1, { sets: 3, reps: 12, rest_seconds: 60 })]])));
    open();
    const monday = await day('Week 1, day 1');
    const row = within(monday).getByRole('listitem', { name: 'Exercise #1' });
    const names = within(row)
      .getAllByRole('button')
      .map((button) => [button.getAttribute('aria-label'), button.dataset.tip]);
    expect(names).toEqual([
      ['Edit sets, reps and times — Exercise #1', 'Edit sets, reps and times'],
      ['Move up — Exercise #1', 'Move up'],
      ['Move down — Exercise #1', 'Move down'],
      ['Move to the previous day — Exercise #1', 'Move to the previous day'],
      ['Move to the next day — Exercise #1', 'Move to the next day'],
      ['Remove — Exercise #1', 'Remove'],
    ]);
    expect(within(monday).queryByRole('group')).toBeNull();

    await person.click(within(row).getByRole('button', { name: 'Edit sets, reps and times — Exercise #1' }));
    const fields = within(monday).getByRole('group', { name: 'Sets, reps and times of Exercise #1' });
    expect(within(fields).getByRole('textbox', { name: 'Sets' })).toHaveValue('3');
    expect(within(fields).getByRole('textbox', { name: 'Duration' })).toHaveValue('');
    const rest = within(fields).getByRole('textbox', { name: 'Rest' });
    expect(rest).toHaveValue('60');
    expect(rest.parentElement).toHaveTextContent(/^s$/);
    const reps = within(fields).getByRole('textbox', { name: 'Reps' });
    await person.clear(reps);
    await person.type(reps, '15');
    expect(numbersOf(monday)).toEqual(['3 sets × 15 reps · rest 60 s']);
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');

    await person.click(within(row).getByRole('button', { name: 'Done editing — Exercise #1' }));
    expect(within(monday).queryByRole('group')).toBeNull();
    // The day's own buttons show their name as a tooltip on hover.
    await person.hover(within(monday).getByRole('button', { name: 'Copy this day to other days' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy this day to other days');
  });

  it('takes Arabic-Indic digits in Arabic and shows them so', async () => {
    const person = userEvent.setup();
    answerPlan(loaded(3, week(1, [[exercise(1)]])));
    open('ar');
    const monday = await day('الأسبوع ١، اليوم ١');
    await person.click(within(monday).getByRole('button', { name: /^تعديل المجموعات والتكرارات والأوقات — / }));
    const fields = within(monday).getByRole('group');
    await person.type(within(fields).getByRole('textbox', { name: 'المجموعات' }), '٤');
    await person.type(within(fields).getByRole('textbox', { name: 'المدة' }), '90');
    expect(within(fields).getByRole('textbox', { name: 'المدة' })).toHaveValue('٩٠');
    expect(numbersOf(monday)).toEqual(['٤ مجموعات من ٩٠ ث']);
  });
});

describe('a rest day', () => {
  it('is a training day once it gets an exercise, on screen and in the save', async () => {
    const sent = recordSaves();
    answerPlan(loaded(3, week(1, [[exercise(5)], []])));
    open();
    const tuesday = await day('Week 1, day 2');
    expect(within(tuesday).getByText('Rest day')).toBeInTheDocument();
    await add(tuesday, '9');
    expect(within(tuesday).queryByText('Rest day')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].days.map(({ key, rest }) => [key, rest])).toEqual([
      ['w1d1', 0],
      ['w1d2', 0],
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(within(await day('Week 1, day 2')).queryByText('Rest day')).toBeNull();
  });
});

describe('copying', () => {
  const monday = [planned(1, { sets: 3, reps: 12 }), planned(2, { duration_seconds: 45 })];

  it('copies a day onto the chosen days in place of their items and saves the plan', async () => {
    const person = userEvent.setup();
    const sent = recordSaves();
    answerPlan(loaded(3, [...week(1, [monday, [], [exercise(7)]]), ...week(2, [[exercise(8)], []])]));
    open();
    await person.click(within(await day('Week 1, day 1')).getByRole('button', { name: 'Copy this day to other days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Week 1, day 1 to other days' });
    const copy = within(dialog).getByRole('button', { name: 'Copy and save' });
    expect(copy).toBeDisabled();
    await person.click(within(dialog).getByRole('combobox', { name: 'Days to copy to' }));
    const choices = screen.getAllByRole('option').map((option) => option.textContent);
    expect(choices).toEqual(['Week 1, day 2', 'Week 1, day 3', 'Week 2, day 1', 'Week 2, day 2']);
    await person.click(screen.getByRole('option', { name: 'Week 1, day 3' }));
    await person.click(screen.getByRole('option', { name: 'Week 2, day 2' }));
    await person.click(copy);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].version).toBe(3);
    const byKey = Object.fromEntries(sent[0].days.map((d) => [d.key, d]));
    expect(byKey.w1d1.items).toEqual(monday);
    expect(byKey.w1d2).toEqual({ key: 'w1d2', week: 1, day: 2, rest: 1, items: [] });
    expect(byKey.w1d3).toEqual({ key: 'w1d3', week: 1, day: 3, rest: 0, items: monday });
    expect(byKey.w2d1.items).toEqual([exercise(8)]);
    expect(byKey.w2d2).toEqual({ key: 'w2d2', week: 2, day: 2, rest: 0, items: monday });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(numbersOf(await day('Week 2, day 2'))).toEqual(['3 sets × 12 reps', '45 s']);
  });

  it('copies a week onto the chosen weeks, day by day, and saves the plan', async () => {
    const person = userEvent.setup();
    const sent = recordSaves();
    answerPlan(
      loaded(3, [
        ...week(1, [monday, []]),
        { key: 'v-extra1', week: 1, day: 2, rest: 0, items: [exercise(9)] },
        ...week(2, [[exercise(8)], [exercise(6)]]),
        ...week(3, [[], []]),
      ]),
    );
    open();
    const first = await screen.findByRole('region', { name: 'Week 1' });
    await person.click(within(first).getByRole('button', { name: 'Copy week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Week 1 to other weeks' });
    await person.click(within(dialog).getByRole('combobox', { name: 'Weeks to copy to' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Week 2', 'Week 3']);
    await person.click(screen.getByRole('option', { name: 'Week 3' }));
    await person.click(within(dialog).getByRole('button', { name: 'Copy and save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const days = sent[0].days;
    expect(days.slice(0, 5).map((d) => d.key)).toEqual(['w1d1', 'w1d2', 'v-extra1', 'w2d1', 'w2d2']);
    expect(days[3].items).toEqual([exercise(8)]);
    const copied = days.slice(5);
    expect(copied.map(({ week: w, day: d, rest, items: i }) => [w, d, rest, i])).toEqual([
      [3, 1, 0, monday],
      [3, 2, 1, []],
      [3, 2, 0, [exercise(9)]],
    ]);
    // Generated days keep their generated keys; the extra day's copy gets a key of its own.
    expect(copied[0].key).toBe('w3d1');
    expect(copied[1].key).toBe('w3d2');
    expect(copied[2].key).toMatch(/^v-/);
    expect(copied[2].key).not.toBe('v-extra1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
  });
});
