// The diet programme's meals editor: the loaded days with their meals (a meal's time on the time picker) and
// foods, the day's calories adding up as one types, and Save sending every day at once
// (POST diet-programs/{id}/meals); in Arabic too. Totals against the target, copying a day and reordering:
// diet-meal-plan.test.tsx.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { setArabicDigits } from '../../../src/providers/digits';
import { DietMealsEditor } from '../../../src/resources/diet-programs/DietMealsEditor';
import { api, server } from '../msw';
import { singleAnswer } from './singleAnswer';
import { renderAdmin } from '../renderAdmin';

const oats = { name_en: 'Oats', name_ar: 'شوفان', quantity: '1 bowl', calories: 300 };
const days = [
  {
    day: 1,
    calories: 300,
    meals: [{ sort_order: 1, name_en: 'Breakfast', name_ar: 'الفطور', time: '08:00', foods: [oats] }],
  },
];

let sent: unknown = null;

beforeEach(() => {
  sent = null;
  server.use(
    http.get(api('getSingle/diet-programs/3'), () => HttpResponse.json(singleAnswer({ id: 3, name_en: 'Keto', days }))),
    http.post(api('diet-programs/3/meals'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ state: 1, message: 'The meals were saved.', data: { days } });
    }),
  );
});

afterEach(() => setArabicDigits('arabic'));

/** The parts of a meal's time picker, as shown (hours, minutes). */
function timeParts(section: HTMLElement, name: string): string[] {
  return within(within(section).getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent ?? '');
}

/** What the day's calories add up to, as the Day total shows it. */
const dayCalories = (section: HTMLElement, title = 'Day total') =>
  within(section).getByRole('region', { name: title }).querySelector('[data-nutrient="calories"] dd')?.textContent;

const timeInput = (section: HTMLElement) =>
  section.querySelector('input[name="days.0.meals.0.time"]') as HTMLInputElement;

function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(<Route path="/default/diet-programs/ops/:id" element={<DietMealsEditor id="3" />} />, {
    url: '/default/diet-programs/ops/3',
    permissions: ['view-DietProgram', 'edit-dietprograms'],
    locale,
  });
}

describe('the meals editor', () => {
  it('shows the days with their meals and foods, adds up the day as one types, and saves every day at once', async () => {
    const person = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Days and meals' });
    expect(await within(section).findByDisplayValue('Breakfast')).toBeInTheDocument();
    expect(within(section).getByText('Day 1')).toBeInTheDocument();
    expect(dayCalories(section)).toBe('300 kcal');

    const calories = within(section).getByRole('spinbutton', { name: /^Calories/ });
    await person.clear(calories);
    await person.type(calories, '350');
    expect(dayCalories(section)).toBe('350 kcal');
    await person.click(within(section).getByRole('button', { name: 'Save meals' }));
    await waitFor(() =>
      expect(sent).toEqual({
        days: [
          {
            meals: [{ name_en: 'Breakfast', name_ar: 'الفطور', time: '08:00', foods: [{ ...oats, calories: 350 }] }],
          },
        ],
      }),
    );
  });

  it('does not send a meal whose name is blank', async () => {
    const person = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Days and meals' });
    const meal = await within(section).findByDisplayValue('Breakfast');
    await person.clear(meal);
    await person.type(meal, '   ');
    await person.click(within(section).getByRole('button', { name: 'Save meals' }));
    expect(await within(section).findByText('Required')).toBeInTheDocument();
    expect(sent).toBeNull();
  });

  it('adds a day as a new tab with no meals, and removes it again', async () => {
    const person = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Days and meals' });
    await within(section).findByDisplayValue('Breakfast');
    await person.click(within(section).getByRole('button', { name: 'Add a day' }));
    expect(within(section).getByRole('tab', { name: 'Day 2', selected: true })).toBeInTheDocument();
    expect(dayCalories(section)).toBe('0 kcal');
    await person.click(within(section).getByRole('button', { name: 'Remove day 2' }));
    expect(within(section).queryByRole('tab', { name: 'Day 2' })).toBeNull();
    expect(await within(section).findByDisplayValue('Breakfast')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    open('ar');
    const section = await screen.findByRole('region', { name: 'الأيام والوجبات' });
    expect(await within(section).findByText('اليوم ١')).toBeInTheDocument();
    expect(dayCalories(section, 'مجموع اليوم')).toBe('٣٠٠ ك.سع');
    expect(within(section).getByRole('button', { name: 'حفظ الوجبات' })).toBeInTheDocument();
  });

  it("sets a meal's time with the time picker and sends it as HH:mm", async () => {
    const person = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Days and meals' });
    await within(section).findByDisplayValue('Breakfast');
    expect(timeParts(section, 'Time')).toEqual(['08', '00']);
    expect(within(section).getByRole('group', { name: 'Time' })).toBeInTheDocument();
    fireEvent.change(timeInput(section), { target: { value: '09:30' } });
    await waitFor(() => expect(timeParts(section, 'Time')).toEqual(['09', '30']));
    await person.click(within(section).getByRole('button', { name: 'Save meals' }));
    await waitFor(() => expect(sent).toMatchObject({ days: [{ meals: [{ name_en: 'Breakfast', time: '09:30' }] }] }));
  });

  it('does not send a meal whose time was cleared, and says why', async () => {
    const person = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Days and meals' });
    await within(section).findByDisplayValue('Breakfast');
    const time = within(section).getByRole('group', { name: 'Time' });
    await person.click(within(time).getByRole('spinbutton', { name: 'Minutes' }));
    await person.keyboard('{Backspace}');
    await waitFor(() => expect(timeParts(section, 'Time')).toEqual(['08', 'mm']));
    await person.click(within(section).getByRole('button', { name: 'Save meals' }));
    // (MUI X hands over no time once a part is cleared: the time is then missing.)
    expect(await within(time.parentElement!).findByText('Required')).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();
  });

  it("shows the time in the Arabic screen's digits, as the setting chooses", async () => {
    open('ar');
    let section = await screen.findByRole('region', { name: 'الأيام والوجبات' });
    await within(section).findByDisplayValue('الفطور');
    expect(timeParts(section, 'الوقت')).toEqual(['٠٨', '٠٠']);
    cleanup();

    setArabicDigits('latin');
    open('ar');
    section = await screen.findByRole('region', { name: 'الأيام والوجبات' });
    await within(section).findByDisplayValue('الفطور');
    expect(timeParts(section, 'الوقت')).toEqual(['08', '00']);
  });
});
