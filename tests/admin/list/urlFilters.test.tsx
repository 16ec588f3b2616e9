// URL query keys that are no filters of the model (`utm_source`, an outdated link): the server refuses
// them with a 400, so the list leaves them out of the requests and of the Search Criteria before it asks,
// by the model's filter keys (the registry's, else those of the model's last answer). Each test lists its
// own model, as the list keeps each model's described keys once it has seen them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAnswer } from './fixtures';
import { location, recordSearch, renderList } from './renderList';

/** The filter keys of the fixtures' fields, as the server declares them (the registry's `filterKeys`). */
const DECLARED = [
  'status',
  'name',
  'seller_id',
  'price_from',
  'price_to',
  'created_at_from',
  'created_at_to',
  'show_trash',
];

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
  it("the model's filter keys leave them out of the first request and of every later one", async () => {
    const user = userEvent.setup();
    const search = strictSearch();
    renderList({
      url: '/default/products?utm_source=mail&status=active&page=2',
      props: { model: 'link-orders', filterKeys: DECLARED },
    });

    expect(await screen.findByText('Protein shaker')).toBeInTheDocument();
    const criteria = screen.getByRole('search', { name: 'Search Criteria' });
    // The chosen status shows as a chip; nothing shows the unknown key.
    expect(within(criteria).getByRole('button', { name: 'Active' })).toBeInTheDocument();
    // No request is refused: the unknown key never leaves the list.
    expect(search.lists()).toEqual([list('link-orders', 2, { status: 'active' })]);

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1]).toEqual(list('link-orders', 3, { status: ['active'] }));

    await user.click(within(criteria).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search.lists()).toHaveLength(3));
    expect(search.lists()[2]).toEqual(list('link-orders', 1, { status: ['active'] }));
    expect(location.search).toBe('?status=active');
  });

  it('with no known filter left, only Show Trash is sent', async () => {
    const search = strictSearch();
    renderList({
      url: '/default/products?utm_source=mail&show_trash=true',
      props: { model: 'link-sellers', filterKeys: DECLARED },
    });
    expect(await screen.findByText('Yoga mat')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search Criteria' })).toBeInTheDocument();
    expect(search.lists()).toEqual([list('link-sellers', 1, { show_trash: true })]);
  });

  it("without declared keys, the keys of the model's last answer are used", async () => {
    const search = strictSearch();
    const first = renderList({ url: '/default/products?status=active', props: { model: 'link-buyers' } });
    expect(await screen.findByText('Yoga mat')).toBeInTheDocument();
    first.unmount();
    renderList({ url: '/default/products?utm_source=mail&status=expired', props: { model: 'link-buyers' } });
    expect(await screen.findByText('Yoga mat')).toBeInTheDocument();
    expect(search.lists()).toEqual([
      list('link-buyers', 1, { status: 'active' }),
      list('link-buyers', 1, { status: 'expired' }),
    ]);
  });
});
