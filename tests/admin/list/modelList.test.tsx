// The generic list: URL-seeded filters, Search, Reset, paging, sorting and the column layout.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSetLocale } from 'react-admin';
import { directionChoiceFor, effectiveDirection } from '../../../src/theme/direction';
import { setPreferences, usePreferences } from '../../../src/theme/preferences';
import { api, server } from '../msw';
import { searchAnswer } from './fixtures';
import { location, recordSearch, renderList } from './renderList';

const table = () => screen.findByRole('table', { name: 'Results' });
const CHART_TOGGLE = 'Show or hide the monthly count chart';
const TOTALS_TOGGLE = 'Show or hide the summary totals';

describe('generic list', () => {
  it('seeds the first search from the URL query', async () => {
    const search = recordSearch();
    renderList({
      url: '/default/products?status=active&status=expired&name=shirt&price_from=10&created_at_to=2026-01-31T23:59&show_trash=true&page=2&per_page=60',
    });
    await table();
    expect(search.lists()[0]).toEqual({
      model: 'products',
      itemsPerPage: 60,
      page: 2,
      filters: {
        status: ['active', 'expired'],
        name: 'shirt',
        price_from: 10,
        // A local date-time goes with the admin's offset (the admin tests run in UTC).
        created_at_to: '2026-01-31T23:59+00:00',
        show_trash: true,
      },
    });
    // …and shows them in the Search Criteria panel.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('shirt');
    expect(screen.getByRole('spinbutton', { name: 'Price From' })).toHaveValue(10);
    expect(screen.getByRole('switch', { name: 'Show Trash' })).toBeChecked();
  });

  it('starts at page 1 with 30 rows and no filters', async () => {
    const search = recordSearch();
    renderList();
    await table();
    expect(search.lists()).toEqual([{ model: 'products', itemsPerPage: 30, page: 1, filters: {} }]);
  });

  it('searches with the entered filters, keeps them in the URL, and Reset clears them', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList();
    await table();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'mat');
    await user.type(screen.getByRole('spinbutton', { name: 'Price To' }), '500');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    expect(search.lists()).toHaveLength(1); // nothing is sent before Search
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1]).toEqual({
      model: 'products',
      itemsPerPage: 30,
      page: 1,
      filters: { name: 'mat', price_to: 500, status: ['expired'] },
    });
    expect(new URLSearchParams(location.search).toString()).toBe('name=mat&price_to=500&status=expired');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search.lists()).toHaveLength(3));
    expect(search.lists()[2]).toEqual({ model: 'products', itemsPerPage: 30, page: 1, filters: {} });
    expect(location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('Reset reloads even when no filter is set', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
  });

  it('Show Trash searches the trash at once', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList();
    await table();
    await user.click(screen.getByRole('switch', { name: 'Show Trash' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1].filters).toEqual({ show_trash: true });
  });

  it('changing the page size sends itemsPerPage and goes back to page 1', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList({ url: '/default/products?page=3' });
    await table();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['30', '60', '90', '100', '150']);
    await user.click(screen.getByRole('option', { name: '60' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1]).toMatchObject({ itemsPerPage: 60, page: 1 });
    expect(location.search).toBe('?per_page=60');
  });

  it('pages through the server results', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList();
    await table();
    expect(screen.getByText('1–30 of 1,234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1]).toMatchObject({ itemsPerPage: 30, page: 2 });
  });

  it('sorts by a sortable header, ascending then descending', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1]).toMatchObject({ sortBy: ['price'], sortDesc: [false] });
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(search.lists()).toHaveLength(3));
    expect(search.lists()[2]).toMatchObject({ sortBy: ['price'], sortDesc: [true] });
    // Headers the server marks unsortable have no sort control.
    expect(screen.queryByRole('button', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('puts the actions column second and hides is_trashed', async () => {
    recordSearch();
    renderList();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', 'Name', 'Actions', 'Seller', 'Status', 'Rating', 'Price', 'Description']);
  });

  it('shows the chart and the summary totals when the server has them, folded until opened', async () => {
    const user = userEvent.setup();
    recordSearch();
    renderList();
    await table();
    const chartToggle = screen.getByRole('button', { name: CHART_TOGGLE });
    const totalsToggle = screen.getByRole('button', { name: TOTALS_TOGGLE });
    expect(chartToggle).toHaveAttribute('aria-expanded', 'false');
    expect(totalsToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Monthly Count' })).toBeNull();
    expect(screen.queryByText('154,320.75')).toBeNull();
    await user.click(chartToggle);
    await user.click(totalsToggle);
    // Remembered for this model.
    expect(JSON.parse(localStorage.getItem('list.panels.products') ?? '{}')).toEqual({
      search: true,
      chart: true,
      totals: true,
    });

    const chart = screen.getByRole('region', { name: 'Monthly Count' });
    const months = within(chart).getByRole('table', { name: 'Monthly Count' });
    expect(within(months).getByRole('row', { name: 'Dec 2025 40' })).toBeInTheDocument();
    expect(within(months).getByRole('row', { name: 'Jan 2026 52' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Summary Totals' });
    expect(within(totals).getByText('Total price')).toBeInTheDocument();
    expect(within(totals).getByText('154,320.75')).toBeInTheDocument();
    expect(within(totals).getByText('Expired')).toBeInTheDocument();
    expect(within(totals).getByText('234')).toBeInTheDocument();
  });

  it('shows a loading state until the first answer, and logs a failed fetch only', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      recordSearch(() => HttpResponse.json({ state: 0, message: 'Broken' }, { status: 500 }));
      renderList();
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      await screen.findByRole('table', { name: 'Results' });
      expect(screen.getByText('There are no records here yet.')).toBeInTheDocument();
      expect(errors).toContain('Loading the products list failed');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('Add New needs create or manage permission and calls the handler', async () => {
    const user = userEvent.setup();
    recordSearch();
    let added = 0;
    const { unmount } = renderList({ props: { onAddNew: () => added++ } });
    await table();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(added).toBe(1);
    unmount();

    renderList({ permissions: ['view-Product', 'edit-products'], props: { onAddNew: () => added++ } });
    await table();
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
  });

  it('double-click calls the handler, or warns when there is none', async () => {
    const user = userEvent.setup();
    recordSearch();
    const opened: unknown[] = [];
    const { unmount } = renderList({ props: { onDoubleClick: (row) => opened.push(row.ID) } });
    await user.dblClick(await screen.findByText('Yoga mat'));
    expect(opened).toEqual([2]);
    unmount();

    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      renderList();
      await user.dblClick(await screen.findByText('Yoga mat'));
      expect(warnings).toEqual(['No double-click handler for this list']);
    } finally {
      console.warn = original;
    }
  });

  it('switching the language (and direction) reloads the list in that language', async () => {
    const user = userEvent.setup();
    const languages: Array<string | null> = [];
    const search = recordSearch();
    server.use(
      http.post(api('search'), async ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        const body = await request.json();
        search.bodies.push(body as Record<string, unknown>);
        return HttpResponse.json(searchAnswer());
      }),
    );
    renderList({ extra: <SwitchToArabic /> });
    await table();
    await user.click(screen.getByRole('button', { name: 'to Arabic' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(languages).toEqual(['en', 'ar']);
    expect(await screen.findByRole('columnheader', { name: 'الإجراءات' })).toBeInTheDocument();
  });

  it('switching the right-to-left flag reloads the list', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList({ extra: <RightToLeftSwitch /> });
    await table();
    expect(search.lists()).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'right to left' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'right to left' }));
    await waitFor(() => expect(search.lists()).toHaveLength(3));
    expect(search.lists()[2]).toEqual(search.lists()[0]);
  });
});

function SwitchToArabic() {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => setLocale('ar')}>
      to Arabic
    </button>
  );
}

/** The customizer's right-to-left switch (src/layout/customizer), for the English list. */
function RightToLeftSwitch() {
  const rightToLeft = effectiveDirection('en', usePreferences().direction) === 'rtl';
  return (
    <label>
      <input
        type="checkbox"
        checked={rightToLeft}
        onChange={(event) => setPreferences({ direction: directionChoiceFor('en', event.target.checked) })}
      />
      right to left
    </label>
  );
}
