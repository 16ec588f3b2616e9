// Search Criteria: remote option search, input types and the quick date filters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../msw';
import ar from '../../../i18n/ar';
import { location, recordSearch, renderList } from './renderList';

type Json = Record<string, unknown>;

function fieldSearch(answer: (body: Json) => Response) {
  const bodies: Json[] = [];
  server.use(
    http.post(api('field-search'), async ({ request }) => {
      const body = (await request.json()) as Json;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

afterEach(() => vi.useRealTimers());

/** The picker's own input, which holds the shown text (dd/MM/yyyy HH:mm). */
const dateInput = (form: HTMLElement, name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;

/** Types a date into a picker as pasted text. */
// The date filters are loaded with the pickers the first time: a busy machine takes a few seconds.
const LAZY = { timeout: 15_000 };

async function typeDate(form: HTMLElement, name: string, shown: string) {
  fireEvent.change(dateInput(form, name), { target: { value: shown } });
  await waitFor(() => expect(dateInput(form, name)).toHaveValue(shown));
}

describe('search criteria', () => {
  it('uses the input type of each field: number for bigint, a date-time picker for timestamp', async () => {
    recordSearch();
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    const form = screen.getByRole('search', { name: 'Search Criteria' });
    expect(within(form).getByLabelText('Price From')).toHaveAttribute('type', 'number');
    expect(within(form).getByLabelText('Price To')).toHaveAttribute('type', 'number');
    const createdFrom = await within(form).findByRole('group', { name: 'Created at From' }, LAZY);
    expect(
      within(createdFrom)
        .getAllByRole('spinbutton')
        .map((part) => part.getAttribute('aria-label')),
    ).toEqual(['Day', 'Month', 'Year', 'Hours', 'Minutes']);
    expect(within(form).getByLabelText('Name')).toHaveAttribute('type', 'text');
  });

  it('a date-time typed in the picker is searched as local time with the offset, and kept in the URL', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList({ url: '/default/products?created_at_to=2026-01-31T23:59' });
    await screen.findByRole('table', { name: 'Results' });
    const form = screen.getByRole('search', { name: 'Search Criteria' });
    await within(form).findByRole('group', { name: 'Created at From' }, LAZY);
    // The URL's value shows in its picker as dd/MM/yyyy HH:mm.
    expect(dateInput(form, 'created_at_to')).toHaveValue('31/01/2026 23:59');

    await typeDate(form, 'created_at_from', '17/01/2026 10:30');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1].filters).toEqual({
      created_at_from: '2026-01-17T10:30+00:00',
      created_at_to: '2026-01-31T23:59+00:00',
    });
    expect(location.search).toBe('?created_at_to=2026-01-31T23%3A59&created_at_from=2026-01-17T10%3A30');
  });

  it('the pickers speak Arabic', async () => {
    recordSearch();
    renderList({ locale: 'ar' });
    const form = await screen.findByRole('search', { name: ar.list.search.title });
    const createdFrom = await within(form).findByRole(
      'group',
      { name: ar.list.search.from.replace('%{field}', 'Created at') },
      LAZY,
    );
    expect(
      within(createdFrom)
        .getAllByRole('spinbutton')
        .map((part) => part.getAttribute('aria-label')),
    ).toEqual([
      ar.forms.dates.day,
      ar.forms.dates.month,
      ar.forms.dates.year,
      ar.list.search.time.hours,
      ar.list.search.time.minutes,
    ]);
  });

  it('searches remote options from one character and filters by the chosen one', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    const bodies = fieldSearch(() => HttpResponse.json({ state: 1, data: { 'Ahmed Ali': 5, 'Ahmed Samir': 8 } }));
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    const seller = screen.getByRole('combobox', { name: 'Seller' });

    await user.click(seller);
    expect(bodies).toEqual([]); // nothing is asked for before a character is typed
    await user.type(seller, 'A');
    await user.click(await screen.findByRole('option', { name: 'Ahmed Samir' }));
    expect(bodies).toEqual([{ model: 'products', field_name: 'seller_id', query: 'A' }]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1].filters).toEqual({ seller_id: [8] });
    // The chosen option keeps its label.
    expect(screen.getByRole('button', { name: 'Ahmed Samir' })).toBeInTheDocument();
  });

  it('clearing the text clears the options without asking the server', async () => {
    const user = userEvent.setup();
    recordSearch();
    const bodies = fieldSearch(() => HttpResponse.json({ state: 1, data: { 'Ahmed Ali': 5 } }));
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    const seller = screen.getByRole('combobox', { name: 'Seller' });
    await user.type(seller, 'A');
    expect(await screen.findByRole('option', { name: 'Ahmed Ali' })).toBeInTheDocument();
    await user.clear(seller);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Ahmed Ali' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(bodies).toHaveLength(1);
  });

  it("says 'Error searching for {field}' when the option search fails", async () => {
    const user = userEvent.setup();
    recordSearch();
    fieldSearch(() => HttpResponse.json({ state: 0, message: 'Server error' }, { status: 500 }));
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    await user.type(screen.getByRole('combobox', { name: 'Seller' }), 'Z');
    expect(await screen.findByText('Error searching for Seller')).toBeInTheDocument();
  });

  it('the quick date filters search the week through Friday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 17, 9, 0)); // a Saturday
    const user = userEvent.setup();
    const search = recordSearch();
    renderList({ props: { today: true } });
    await screen.findByRole('table', { name: 'Results' });
    const shortcuts = screen.getByRole('group', { name: 'Quick date filters' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      "Today's Requests",
      "Tomorrow's Requests",
      "Current Week's Requests",
      "Current Month's Requests",
      "Next Week's Requests",
      "Next Month's Requests",
    ]);

    await user.click(within(shortcuts).getByRole('button', { name: "Current Week's Requests" }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    // created_at is the first date range field; a timestamp, so whole local days, sent with the offset
    // (the admin tests run in UTC).
    expect(search.lists()[1].filters).toEqual({
      created_at_from: '2026-01-17T00:00+00:00',
      created_at_to: '2026-01-23T23:59+00:00',
    });

    await user.click(within(shortcuts).getByRole('button', { name: "Next Month's Requests" }));
    await waitFor(() => expect(search.lists()).toHaveLength(3));
    expect(search.lists()[2].filters).toEqual({
      created_at_from: '2026-02-01T00:00+00:00',
      created_at_to: '2026-02-28T23:59+00:00',
    });
  });

  it('has no quick date filters unless asked for', async () => {
    recordSearch();
    renderList();
    await screen.findByRole('table', { name: 'Results' });
    expect(screen.queryByRole('group', { name: 'Quick date filters' })).not.toBeInTheDocument();
  });
});
