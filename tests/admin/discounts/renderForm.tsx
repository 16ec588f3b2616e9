// Renders the discount form at its route in a react-admin context on the real data provider, request
// helper and i18n provider; msw answers the API. Records the bodies the form sends.
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import DiscountFormPage from '../../../src/resources/discounts/DiscountFormPage';
import { currentLocation, renderAdmin } from '../renderAdmin';
import { api, server } from '../msw';

type Json = Record<string, unknown>;

export const here = {
  get path() {
    return currentLocation.pathname;
  },
};

export const USERS = [
  { ID: 11, name: { route: 'users-details', id: 11, label: 'Sara Hassan' }, email: 'sara@example.test', is_trashed: 0 },
  { ID: 12, name: { route: 'users-details', id: 12, label: 'Omar Ali' }, email: 'omar@example.test', is_trashed: 0 },
  { ID: 13, name: 'Mona Adel', email: 'mona@example.test', is_trashed: 0 },
];

/** The users list as `POST search` answers it: filters, rows, totals, options, charts and columns. */
function usersSearchAnswer() {
  return {
    state: 1,
    data: {
      fields: { fields: [], rangeFields: [] },
      results: { data: USERS, total: USERS.length },
      totals: {},
      options: { notable: true, deletable: true, chartable: true, bulkActions: [], currency: 'EGP' },
      charts: { months: [], counts: [] },
      headers: [
        { text: 'Name', value: 'name', type: 'link', sortable: true },
        { text: 'Email', value: 'email', type: 'text', sortable: true },
      ],
    },
  };
}

/** A saved discount as store/update answer it: the whole record with its id and timestamps. */
function savedDiscount(id: number, body: Json) {
  return {
    ID: id,
    id,
    created_at: '2026-11-20 10:00:00',
    updated_at: '2026-11-20 10:00:00',
    deleted_at: null,
    ...body,
  };
}

export const PROGRAMS: Record<string, string> = { '3': 'Muscle builder', '7': 'Leg day' };
export const DIET_PROGRAMS: Record<string, string> = { '20': 'Keto', '21': 'Family meals' };

export function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` as the date field's text (dd/MM/yyyy). */
export const shown = (iso: string) => iso.split('-').reverse().join('/');

export interface Recorded {
  searches: Json[];
  pickers: Json[];
  saves: Array<{ url: string; body: Json }>;
}

/** Answers the form's reads; `save` answers store/update (default 201/200 with the item). */
export function mockApi(
  options: { discount?: Json | Response; save?: (url: string, body: Json) => Response } = {},
): Recorded {
  const recorded: Recorded = { searches: [], pickers: [], saves: [] };
  server.use(
    http.post(api('search'), async ({ request }) => {
      const body = (await request.json()) as Json;
      recorded.searches.push(body);
      return HttpResponse.json(usersSearchAnswer());
    }),
    http.post(api('search-picker'), async ({ request }) => {
      const body = (await request.json()) as Json;
      recorded.pickers.push(body);
      const all = body.model === 'programs' ? PROGRAMS : DIET_PROGRAMS;
      const query = String(body.query ?? '').toLowerCase();
      const selected = Array.isArray(body.value) ? body.value.map(String) : [];
      const data = Object.fromEntries(
        Object.entries(all).filter(([id, label]) => label.toLowerCase().includes(query) || selected.includes(id)),
      );
      return HttpResponse.json({ state: 1, data });
    }),
    http.get(api('getSingle/discounts/:id'), ({ params }) => {
      const answer = options.discount;
      // The form and its notes beside it both read the item: each read gets its own copy of the answer.
      if (answer instanceof Response) return answer.clone();
      return HttpResponse.json({
        state: 1,
        data: {
          item: { ID: Number(params.id), id: Number(params.id), is_trashed: 0, ...(answer ?? {}) },
          row: { ID: Number(params.id), is_trashed: 0 },
          title: 'Discount',
          headers: [],
          notes: [],
        },
      });
    }),
    http.post(api('discounts/store'), async ({ request }) => {
      const body = (await request.json()) as Json;
      recorded.saves.push({ url: 'discounts/store', body });
      return (
        options.save?.('discounts/store', body) ??
        HttpResponse.json({ state: 1, data: savedDiscount(99, body) }, { status: 201 })
      );
    }),
    http.post(api('discounts/update/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Json;
      const url = `discounts/update/${String(params.id)}`;
      recorded.saves.push({ url, body });
      return options.save?.(url, body) ?? HttpResponse.json({ state: 1, data: savedDiscount(Number(params.id), body) });
    }),
  );
  return recorded;
}

export const MANAGER = [
  'view-Discount',
  'create-discounts',
  'edit-discounts',
  'view-User',
  'view-Program',
  'view-DietProgram',
];

export function renderForm({
  url = '/default/discounts/ops',
  permissions = MANAGER,
  locale = 'en' as 'en' | 'ar',
} = {}) {
  return renderAdmin(
    <>
      <Route path="/default/discounts/ops/:id?" element={<DiscountFormPage />} />
      <Route path="/default/discounts" element={<h1>Discount list</h1>} />
    </>,
    { url, permissions, locale, notifications: true },
  );
}
