// URL query keys that are no filters of the model (`utm_source`, an outdated link): the server refuses
// them with a 400, so they are left out of the requests and of the Search Criteria. Each test lists its
// own model, as the data provider keeps each model's filters once it has seen them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAnswer } from './fixtures';
import { location, recordSearch, renderList } from './renderList';

/** The filter keys of the fixtures' fields, as the server declares them. */
const DECLARED = ['status', 'name', 'seller_id', 'price_from', 'price_to', 'created_at_from', 'created_at_to', 'show_trash'];

/** Answers like the server: a 400 for the first undeclared filter key. */
function strictSearch() {
  return recordSearch((body) => {
    const unknown = Object.keys(body.filters as object).find((key) => !DECLARED.includes(key));
    return unknown
      ? new Response(JSON.stringify({ state: 0, message: `Unknown filter "${unknown}".` }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        })
      : searchAnswer();
  });
}

const list = (model: string, page: number, filters: object) => ({ model, itemsPerPage: 30, page, filters });

describe('URL keys that are no filters', () => {
  it('a first answer refusing them is retried once without them, and later requests leave them out', async () => {
    const user = userEvent.setup();
    const search = strictSearch();
    renderList({ url: '/default/products?utm_source=mail&status=active&page=2', props: { model: 'link-orders' } });

    expect(await screen.findByText('Protein shaker')).toBeInTheDocument();
    const criteria = screen.getByRole('search', { name: 'Search Criteria' });
    // The chosen status shows as a chip; nothing shows the unknown key.
    expect(within(criteria).getByRole('button', { name: 'Active' })).toBeInTheDocument();
    // Refused; Show Trash alone describes the fields; then the accepted filters.
    expect(search.lists()).toEqual([
      list('link-orders', 2, { utm_source: 'mail', status: 'active' }),
      list('link-orders', 2, {}),
      list('link-orders', 2, { status: 'active' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.lists()).toHaveLength(4));
    expect(search.lists()[3]).toEqual(list('link-orders', 3, { status: ['active'] }));

    await user.click(within(criteria).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search.lists()).toHaveLength(5));
    expect(search.lists()[4]).toEqual(list('link-orders', 1, { status: ['active'] }));
    expect(location.search).toBe('?status=active');
  });

  it('with no known filter left, the describing answer is the one shown', async () => {
    const search = strictSearch();
    renderList({ url: '/default/products?utm_source=mail&show_trash=true', props: { model: 'link-sellers' } });
    expect(await screen.findByText('Yoga mat')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search Criteria' })).toBeInTheDocument();
    expect(search.lists()).toEqual([
      list('link-sellers', 1, { utm_source: 'mail', show_trash: true }),
      list('link-sellers', 1, { show_trash: true }),
    ]);
  });
});
