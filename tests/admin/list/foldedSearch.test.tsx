// The Search Criteria start folded and fold away into their header, remembered per model; folded, the
// filters in force (those from the URL too) show there as chips, and removing a chip searches without it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { location, recordSearch, renderList } from './renderList';

const TOGGLE = 'Show or hide the search criteria';

describe('folded search criteria', () => {
  it('show the filters in force as chips; removing one searches without it', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList({ url: '/default/products?status=expired&name=mat&price_from=10' });
    await screen.findByRole('table', { name: 'Results' });
    const toggle = screen.getByRole('button', { name: TOGGLE });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('list', { name: 'Filters in force' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem('list.panels.products') ?? '{}')).toEqual({ search: false });
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Status: Expired', 'Name: mat', 'Price From: 10']);

    await user.click(within(chips).getByRole('button', { name: 'Remove the filter Name: mat' }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1].filters).toEqual({ status: ['expired'], price_from: 10 });
    expect(location.search).toBe('?status=expired&price_from=10');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('start folded on a first visit, the filters of the URL shown as chips', async () => {
    recordSearch();
    renderList({ url: '/default/products?status=expired', searchOpen: false });
    await screen.findByRole('table', { name: 'Results' });
    expect(screen.getByRole('button', { name: TOGGLE })).toHaveAttribute('aria-expanded', 'false');
    const chips = screen.getByRole('list', { name: 'Filters in force' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Status: Expired']);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it('stay open on the next visit of the same model once opened', async () => {
    const user = userEvent.setup();
    recordSearch();
    const first = renderList({ searchOpen: false });
    await screen.findByRole('table', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: TOGGLE }));
    expect(JSON.parse(localStorage.getItem('list.panels.products') ?? '{}')).toEqual({ search: true });
    first.unmount();
    renderList({ searchOpen: false });
    await screen.findByRole('table', { name: 'Results' });
    expect(screen.getByRole('button', { name: TOGGLE })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  it('leave export and Add New in the list toolbar, outside the folded panel', async () => {
    const user = userEvent.setup();
    let added = 0;
    recordSearch();
    renderList({ searchOpen: false, props: { onAddNew: () => (added += 1) } });
    await screen.findByRole('table', { name: 'Results' }, { timeout: 20_000 });
    const folded = screen.getByRole('region', { name: 'Search Criteria' });
    for (const name of ['Export as Excel', 'Export as PDF', 'Add New']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeVisible();
      expect(folded).not.toContainElement(button);
    }
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(added).toBe(1);
  });
});
