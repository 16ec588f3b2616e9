// An empty answer says what happened: with filters, that nothing matches and a way to clear them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAnswer } from './fixtures';
import { location, recordSearch, renderList } from './renderList';

describe('the empty results state', () => {
  it('says no record matches the filters and clears them in one click', async () => {
    const user = userEvent.setup();
    const search = recordSearch(() => searchAnswer({ rows: [], total: 0 }));
    renderList({ url: '/default/products?status=expired&name=zzz' });
    const table = await screen.findByRole('table', { name: 'Results' });
    const state = await within(table).findByRole('status');
    expect(state).toHaveTextContent('No records match these filters.');
    expect(state).toHaveTextContent('Clear the filters or change them to see records again.');
    await user.click(within(state).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location.search).toBe(''));
    await waitFor(() => expect(search.lists().at(-1)?.filters).toEqual({}));
  });

  it('says there is nothing yet when no filter is applied, in Arabic too', async () => {
    recordSearch(() => searchAnswer({ rows: [], total: 0 }));
    renderList({ locale: 'ar' });
    const state = await screen.findByRole('status');
    await waitFor(() => expect(state).toHaveTextContent('لا توجد سجلات هنا بعد.'));
    expect(within(state).queryByRole('button')).not.toBeInTheDocument();
  });
});
