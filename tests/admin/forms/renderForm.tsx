// Renders a form page at its route in a react-admin context (real data provider, request helper and
// i18n provider; msw answers the API), with react-admin's notifications and a marker for the list.
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { authWith, currentLocation, renderAdmin } from '../renderAdmin';
import { api, server } from '../msw';

export { authWith };

/** The current path of the rendered app. */
export const here = {
  get path() {
    return currentLocation.pathname;
  },
};

export interface RenderFormOptions {
  /** e.g. `coupons` (the list) — the form is at `/default/coupons/ops/:id?`. */
  resource: string;
  page: ComponentType;
  url: string;
  permissions: string[];
  locale?: 'en' | 'ar';
}

export function renderForm({ resource, page: Page, url, permissions, locale = 'en' }: RenderFormOptions) {
  return renderAdmin(
    <>
      <Route path={`/default/${resource}/ops/:id?`} element={<Page />} />
      <Route path={`/default/${resource}`} element={<h1>The {resource} list</h1>} />
    </>,
    { url, permissions, locale, notifications: true },
  );
}

type Json = Record<string, unknown>;

/** A saved record as the store and update routes answer it: the body sent plus the id and timestamps. */
export function savedRecord(id: number, body: Json): Json {
  return {
    ...body,
    ID: id,
    id,
    created_at: '2026-11-20 10:00:00',
    updated_at: '2026-11-20 10:00:00',
    deleted_at: null,
  };
}

/** Answers a save with the whole saved record, as the server does. */
export const answerSaved =
  (id: number) =>
  (body: Json): Json => ({ state: 1, data: savedRecord(id, body) });

/** Answers POST `path` with `answer` and records every body. */
export function recordPost(
  path: string,
  answer: (body: Json) => Response | Json = () => ({ state: 1, data: { ID: 1 } }),
  // Creating routes (`…/store`) answer 201, as the server does.
  status = 200,
) {
  const bodies: Json[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      const body = (await request.json()) as Json;
      bodies.push(body);
      const result = answer(body);
      return result instanceof Response ? result : HttpResponse.json(result, { status });
    }),
  );
  return bodies;
}

/** Answers the search picker: rows of `model` whose label contains the query, plus the selected ones. */
export function answerPicker(rowsByModel: Record<string, Record<number, string>>) {
  const bodies: Json[] = [];
  server.use(
    http.post(api('search-picker'), async ({ request }) => {
      const body = (await request.json()) as Json;
      bodies.push(body);
      const rows = rowsByModel[String(body.model)] ?? {};
      const query = String(body.query ?? '').toLowerCase();
      const selected = ((body.value as number[] | undefined) ?? []).map(Number);
      const data = Object.fromEntries(
        Object.entries(rows).filter(
          ([id, label]) => label.toLowerCase().includes(query) || selected.includes(Number(id)),
        ),
      );
      return HttpResponse.json({ state: 1, data });
    }),
  );
  return bodies;
}

/** A local calendar day `offset` days from today, `YYYY-MM-DD`. */
export function day(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The same day as the date picker shows it (dd/MM/yyyy). */
export function shown(isoDay: string): string {
  const [year, month, dayOfMonth] = isoDay.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

/** Types a `YYYY-MM-DD` day into the date picker labelled `label` (day, month, year sections). */
export async function typeDate(user: UserEvent, label: string | RegExp, isoDay: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  const [year, month, dayOfMonth] = isoDay.split('-');
  await user.keyboard(`${dayOfMonth}${month}${year}`);
}

/** The message under a field (its helper text). */
export function helperOf(name: string | RegExp): string {
  const input = screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name });
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('helper-text'));
  return id ? clean(document.getElementById(id)?.textContent) : '';
}

/** Helper text without the zero-width space MUI keeps in an empty one. */
export const clean = (text: string | null | undefined) => (text ?? '').replace(/\u200b/g, '').trim();

export function dateHelper(name: RegExp): string {
  const id = screen.getByRole('group', { name }).getAttribute('aria-describedby');
  return id ? clean(document.getElementById(id)?.textContent) : '';
}
