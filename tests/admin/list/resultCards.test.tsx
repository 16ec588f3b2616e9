// The list on a phone (below 600 px): each row is a card with its title, second line, status and amount
// chosen from the header types (or the model's declared places), its selection box feeding the bulk
// actions bar, its row actions, and the same paging.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productHeaders, searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

/** A screen 390 px wide: the breakpoint's `max-width` queries match. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width:\s*599/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('cards below 600 px', () => {
  beforeEach(phoneScreen);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card with its title, second line, status and amount, and selects cards', async () => {
    const user = userEvent.setup();
    const search = recordSearch();
    renderList();
    const cards = await screen.findByRole('list', { name: 'Results' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(first?.querySelector('.card-primary')).toHaveTextContent('Protein shaker');
    expect(first?.querySelector('.card-secondary')).toHaveTextContent('Ahmed Ali');
    expect(within(first!).getByRole('link', { name: 'Ahmed Ali' })).toBeInTheDocument();
    expect(first?.querySelector('.status-chip')).toHaveTextContent('Active');
    expect(first?.querySelector('.card-amount')).toHaveTextContent('EGP 1,234.50');
    expect(second?.querySelector('.card-primary')).toHaveTextContent('Yoga mat');
    expect(within(first!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    await user.click(within(first!).getByRole('checkbox', { name: 'Select row 1' }));
    const bulk = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bulk).getByText('1 item selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(within(bulk).getByText('2 items selected')).toBeInTheDocument();
    expect(within(bulk).getByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.lists().at(-1)).toMatchObject({ page: 2 }));
  });

  it("follows the model's declared places", async () => {
    recordSearch(() => {
      const answer = searchAnswer();
      answer.data.headers = productHeaders.map((header) =>
        header.value === 'rating' ? { ...header, card: 'secondary' } : header,
      );
      return answer;
    });
    renderList();
    const cards = await screen.findByRole('list', { name: 'Results' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: /4\.5/ })).toBeInTheDocument();
    expect(first.querySelector('.card-secondary')).not.toHaveTextContent('Ahmed Ali');
  });
});
