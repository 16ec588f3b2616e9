// The diet programme's meal plan: meal and day totals (calories and grams of protein, carbohydrates and fat)
// following what is typed and compared with the programme's target; a day copied to the days chosen in a
// dialog; foods reordered with the keyboard (Space, arrows, Space) with the moves read out, in both
// languages; and what Save then sends (POST diet-programs/{id}/meals).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { DietMealsEditor } from '../../../src/resources/diet-programs/DietMealsEditor';
import { api, server } from '../msw';
import { singleAnswer } from './singleAnswer';
import { renderAdmin } from '../renderAdmin';

const oats = { name_en: 'Oats', name_ar: 'شوفان', quantity: '1 bowl', calories: 300, protein: 10, carbs: 55, fat: 6 };
const eggs = { name_en: 'Eggs', name_ar: 'بيض', quantity: '2 eggs', calories: 155, protein: 13, carbs: 1.1, fat: 10.6 };
const salmon = {
  name_en: 'Salmon',
  name_ar: 'سلمون',
  quantity: '150 g',
  calories: 310,
  protein: 34,
  carbs: 0,
  fat: 19,
};
const breakfast = { name_en: 'Breakfast', name_ar: 'الفطور', time: '08:00', foods: [oats, eggs] };
const lunch = { name_en: 'Lunch', name_ar: 'الغداء', time: '13:00', foods: [salmon] };
const dinner = { name_en: 'Dinner', name_ar: 'العشاء', time: '19:00', foods: [{ ...salmon, calories: 200 }] };
const ordered = <T,>(meals: T[]) => meals.map((meal, index) => ({ sort_order: index + 1, ...meal }));
const days = [
  { day: 1, calories: 765, meals: ordered([breakfast, lunch]) },
  { day: 2, calories: 200, meals: ordered([dinner]) },
  { day: 3, calories: 0, meals: [] },
];
// 2,000 kcal a day: 30 % protein (150 g), 40 % carbohydrates (200 g), 30 % fat (67 g).
const programme = { id: 3, name_en: 'Keto', calories: 2000, protein_percent: 30, carbs_percent: 40, fat_percent: 30 };

let sent: { days: unknown[] } | null = null;

beforeEach(() => {
  sent = null;
  server.use(
    http.get(api('getSingle/diet-programs/3'), () => HttpResponse.json(singleAnswer({ ...programme, days }))),
    http.post(api('diet-programs/3/meals'), async ({ request }) => {
      sent = (await request.json()) as { days: unknown[] };
      return HttpResponse.json({ state: 1, message: 'The meals were saved.', data: { days } });
    }),
  );
});

// jsdom lays nothing out: each meal card and food row is given a place under the one before, so the
// keyboard sensor has somewhere to move it to.
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-food-row]') ?? this.closest('[data-meal-card]');
    if (!row) return realRect.call(this);
    const index = [...(row.parentElement?.children ?? [])].indexOf(row);
    const top = index * 100;
    return { x: 0, y: top, top, left: 0, right: 800, bottom: top + 80, width: 800, height: 80, toJSON: () => ({}) };
  });
});
afterAll(() => vi.restoreAllMocks());

function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(<Route path="/default/diet-programs/ops/:id" element={<DietMealsEditor id="3" />} />, {
    url: '/default/diet-programs/ops/3',
    permissions: ['view-DietProgram', 'edit-dietprograms'],
    locale,
    notifications: true,
  });
}

/** Each nutrient of a totals block, as shown: its amount (against the target) and the verdict. */
function totals(region: HTMLElement) {
  return Object.fromEntries(
    [...region.querySelectorAll('[data-nutrient]')].map((item) => [
      item.getAttribute('data-nutrient'),
      [...item.querySelectorAll('dd')].map((text) => text.textContent).join(' · '),
    ]),
  );
}

const foodNames = (meal: HTMLElement) =>
  within(meal)
    .getAllByRole('group')
    .filter((group) => group.hasAttribute('data-food-row'))
    .map((group) => group.getAttribute('aria-label'));

describe('the meal plan', () => {
  it('adds up each meal and the day as one types, against the programme’s calorie target and macro split', async () => {
    const person = userEvent.setup();
    open();
    const plan = await screen.findByRole('region', { name: 'Days and meals' });
    const meal = await within(plan).findByRole('region', { name: 'Breakfast' });
    expect(totals(within(meal).getByRole('region', { name: 'Meal total' }))).toEqual({
      calories: '455 kcal',
      protein: '23 g',
      carbs: '56.1 g',
      fat: '16.6 g',
    });
    const day = within(plan).getByRole('region', { name: 'Day total' });
    expect(totals(day)).toEqual({
      calories: '765 kcal of 2,000 kcal · 1,235 kcal under',
      protein: '57 g of 150 g · 93 g under',
      carbs: '56.1 g of 200 g · 143.9 g under',
      fat: '35.6 g of 67 g · 31.4 g under',
    });

    const oatsRow = within(meal).getByRole('group', { name: 'Oats' });
    const calories = within(oatsRow).getByRole('spinbutton', { name: /^Calories \(kcal\)/ });
    await person.clear(calories);
    await person.type(calories, '1700');
    expect(totals(day).calories).toBe('2,165 kcal of 2,000 kcal · 165 kcal over');
    await person.clear(calories);
    await person.type(calories, '1500');
    expect(totals(day).calories).toBe('1,965 kcal of 2,000 kcal · On target');
    const protein = within(oatsRow).getByRole('spinbutton', { name: 'Protein (g)' });
    await person.clear(protein);
    expect(totals(within(meal).getByRole('region', { name: 'Meal total' })).protein).toBe('13 g');

    await person.click(within(plan).getByRole('button', { name: 'Save meals' }));
    // A cleared amount is left out (not known), the others go as typed.
    const { protein: _left, ...oatsSent } = { ...oats, calories: 1500 };
    await waitFor(() => expect(sent?.days[0]).toEqual({ meals: [{ ...breakfast, foods: [oatsSent, eggs] }, lunch] }));
  });

  it('shows totals without a comparison when the programme has no calorie target', async () => {
    server.use(
      http.get(api('getSingle/diet-programs/3'), () =>
        HttpResponse.json(singleAnswer({ ...programme, calories: null, days })),
      ),
    );
    open();
    const plan = await screen.findByRole('region', { name: 'Days and meals' });
    await within(plan).findByRole('region', { name: 'Breakfast' });
    expect(totals(within(plan).getByRole('region', { name: 'Day total' })).calories).toBe('765 kcal');
    expect(within(plan).getByText(/has no calorie target/)).toBeInTheDocument();
  });

  it('copies a day onto the days chosen in a dialog, leaving the others, and saves them', async () => {
    const person = userEvent.setup();
    open();
    const plan = await screen.findByRole('region', { name: 'Days and meals' });
    await within(plan).findByRole('region', { name: 'Breakfast' });
    await person.click(within(plan).getByRole('button', { name: 'Copy day 1…' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy day 1 to other days' });
    const choices = within(dialog).getByRole('group', { name: 'Days to copy to' });
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['All other days', 'Day 2', 'Day 3']);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await person.click(within(choices).getByRole('checkbox', { name: 'Day 3' }));
    await person.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Day 1 copied to 1 day.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await person.click(within(plan).getByRole('tab', { name: 'Day 3' }));
    const copied = await within(plan).findByRole('region', { name: 'Breakfast' });
    expect(foodNames(copied)).toEqual(['Oats', 'Eggs']);
    expect(totals(within(plan).getByRole('region', { name: 'Day total' })).calories).toBe(
      '765 kcal of 2,000 kcal · 1,235 kcal under',
    );
    // The copy is its own: changing it leaves day 1 as it was.
    await person.clear(within(copied).getAllByRole('textbox', { name: /^Food \(English\)/ })[0]);
    await person.type(within(copied).getAllByRole('textbox', { name: /^Food \(English\)/ })[0], 'Porridge');
    await person.click(within(plan).getByRole('button', { name: 'Save meals' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.days).toEqual([
      { meals: [breakfast, lunch] },
      { meals: [dinner] },
      { meals: [{ ...breakfast, foods: [{ ...oats, name_en: 'Porridge' }, eggs] }, lunch] },
    ]);
  });

  it('copies a day onto every other day at once, and says so with the Arabic plural', async () => {
    const person = userEvent.setup();
    open('ar');
    const plan = await screen.findByRole('region', { name: 'الأيام والوجبات' });
    await within(plan).findByRole('region', { name: 'الفطور' });
    await person.click(within(plan).getByRole('button', { name: 'نسخ اليوم ١…' }));
    const dialog = screen.getByRole('dialog', { name: 'نسخ اليوم ١ إلى أيام أخرى' });
    await person.click(within(dialog).getByRole('checkbox', { name: 'كل الأيام الأخرى' }));
    await person.click(within(dialog).getByRole('button', { name: 'نسخ' }));
    expect(await screen.findByText('نُسخ اليوم ١ إلى يومين.')).toBeInTheDocument();
    await person.click(within(plan).getByRole('tab', { name: 'اليوم ٢' }));
    expect(await within(plan).findByRole('region', { name: 'الفطور' })).toBeInTheDocument();
    expect(within(plan).queryByRole('region', { name: 'العشاء' })).toBeNull();
  });

  it('moves a food with the keyboard, reads the moves out, and saves the new order', async () => {
    const person = userEvent.setup();
    open();
    const plan = await screen.findByRole('region', { name: 'Days and meals' });
    const meal = await within(plan).findByRole('region', { name: 'Breakfast' });
    expect(foodNames(meal)).toEqual(['Oats', 'Eggs']);
    within(meal).getByRole('button', { name: 'Move Oats' }).focus();
    await person.keyboard(' ');
    expect(await screen.findByText('Picked up Oats, position 1 of 2.')).toBeInTheDocument();
    await person.keyboard('{ArrowDown}');
    expect(await screen.findByText('Oats moved to position 2 of 2.')).toBeInTheDocument();
    await person.keyboard(' ');
    expect(await screen.findByText('Oats dropped at position 2 of 2.')).toBeInTheDocument();
    await waitFor(() => expect(foodNames(meal)).toEqual(['Eggs', 'Oats']));

    await person.click(within(plan).getByRole('button', { name: 'Save meals' }));
    await waitFor(() => expect(sent?.days[0]).toEqual({ meals: [{ ...breakfast, foods: [eggs, oats] }, lunch] }));
  });

  it('reads the moves out in Arabic, in the screen’s digits, and Escape puts the food back', async () => {
    const person = userEvent.setup();
    open('ar');
    const plan = await screen.findByRole('region', { name: 'الأيام والوجبات' });
    const meal = await within(plan).findByRole('region', { name: 'الفطور' });
    within(meal).getByRole('button', { name: 'نقل شوفان' }).focus();
    await person.keyboard(' ');
    expect(await screen.findByText('التُقط شوفان، في الموضع ١ من ٢.')).toBeInTheDocument();
    await person.keyboard('{ArrowDown}');
    await person.keyboard('{Escape}');
    expect(await screen.findByText('أُلغي النقل. يبقى شوفان في الموضع ١ من ٢.')).toBeInTheDocument();
    expect(foodNames(meal)).toEqual(['شوفان', 'بيض']);
  });

  it('moves a meal with the keyboard and saves the day in its new order', async () => {
    const person = userEvent.setup();
    open();
    const plan = await screen.findByRole('region', { name: 'Days and meals' });
    await within(plan).findByRole('region', { name: 'Breakfast' });
    const mealNames = () =>
      [...plan.querySelectorAll('[data-meal-card]')].map((meal) => meal.getAttribute('aria-label'));
    expect(mealNames()).toEqual(['Breakfast', 'Lunch']);
    within(plan).getByRole('button', { name: 'Move Lunch' }).focus();
    await person.keyboard(' ');
    await person.keyboard('{ArrowUp}');
    await person.keyboard('{Enter}');
    expect(await screen.findByText('Lunch dropped at position 1 of 2.')).toBeInTheDocument();
    await waitFor(() => expect(mealNames()).toEqual(['Lunch', 'Breakfast']));
    await person.click(within(plan).getByRole('button', { name: 'Save meals' }));
    await waitFor(() => expect(sent?.days[0]).toEqual({ meals: [lunch, breakfast] }));
  });
});
