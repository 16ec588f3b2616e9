// What the day planner's component tests share: the sub-programme and its plan as GET subprograms/{id}
// answers them, the library as the search picker answers it, and opening the planner or adding from its picker.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { Route } from 'react-router-dom';
import PlannerPage from '../../../src/resources/sub-programs/PlannerPage';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';

export interface PlanItem {
  kind: string;
  ref_id: number;
  sets: number | null;
  reps: number | null;
  duration_seconds: number | null;
  rest_seconds: number | null;
  notes: string | null;
  name_en?: string | null;
  name_ar?: string | null;
}

export const exercise = (ref_id: number): PlanItem => ({
  kind: 'exercise',
  ref_id,
  sets: null,
  reps: null,
  duration_seconds: null,
  rest_seconds: null,
  notes: null,
});

export type PlanDay = { key: string; week: number; day: number; rest: number; items: PlanItem[] };

// The sub-programme row as the server sends it with its plan.
export const subProgram = {
  ID: 7,
  id: 7,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  deleted_at: null,
  enabled: 1,
  program_id: 2,
  name_en: 'Build',
  name_ar: 'البناء',
  description_en: null,
  description_ar: null,
  sort_order: 0,
  weeks: 4,
  version: 3,
  is_trashed: 0,
};

// The server names every item after its library row (null when the row has no name in a language).
export const loaded = (
  version = 3,
  days: PlanDay[] = [
    { key: 'w1d1', week: 1, day: 1, rest: 0, items: [exercise(5)] },
    { key: 'w1d2', week: 1, day: 2, rest: 1, items: [] },
  ],
) => ({
  item: { ...subProgram, version },
  version,
  training_days: 3,
  days: days.map((d) => ({ ...d, items: d.items.map((it) => ({ name_en: null, name_ar: null, ...it })) })),
});

export function answerPlan(plan = loaded()) {
  server.use(http.get(api('subprograms/7'), () => HttpResponse.json({ state: 1, data: plan })));
}

export function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(<Route path="/default/sub-programs-edit/:id" element={<PlannerPage />} />, {
    url: '/default/sub-programs-edit/7',
    permissions: ['view-SubProgram', 'edit-subprograms'],
    locale,
  });
}

export const day = (name: string) => screen.findByRole('region', { name });
export const itemsOf = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

// The library as the search picker answers it: rows named '<model> <id>' whose name holds the query.
export const pickerRequests: unknown[] = [];
export function answerLibrary() {
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
export async function add(region: HTMLElement, id: string, kind = 'Exercise', model = 'exercises') {
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
