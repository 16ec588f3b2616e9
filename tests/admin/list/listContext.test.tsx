// The generic list provides react-admin's list context: react-admin's own bulk buttons and anything
// reading useListContext() see the list's rows, paging and selection, and act on them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkDeleteButton, useListContext } from 'react-admin';
import { listOrOk, recordSearch, renderList } from './renderList';

/** What a custom bulk button written for a react-admin <List> would read. */
function SelectionProbe() {
  const { selectedIds, total, page, perPage, resource, data } = useListContext();
  return (
    <output aria-label="List context">
      {JSON.stringify({ selectedIds, total, page, perPage, resource, rows: data?.length ?? 0 })}
    </output>
  );
}

const probe = () => JSON.parse(screen.getByRole('status', { name: 'List context' }).textContent ?? 'null');

describe('list context', () => {
  it('useListContext reads the rows, paging and selection; the stock BulkDeleteButton deletes the selected rows', async () => {
    const user = userEvent.setup();
    const search = recordSearch(listOrOk);
    renderList({
      props: {
        bulkActionButtons: [
          <SelectionProbe key="probe" />,
          <BulkDeleteButton key="delete" resource="products" mutationMode="pessimistic" />,
        ],
      },
    });
    const row = (await screen.findByText('Yoga mat')).closest('tr') as HTMLElement;
    // The bulk bar, and the buttons in it, show only once rows are selected.
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox', { name: 'Select row 2' }));
    expect(probe()).toEqual({ selectedIds: [2], total: 1234, page: 1, perPage: 30, resource: 'products', rows: 2 });

    // react-admin's own button, its own confirmation, then deleteMany through the data provider.
    const bulkBar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bulkBar).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(search.actions()).toEqual([{ model: 'products', id: [2], action: 'delete' }]));
    // As in a react-admin <List>: the deleted row leaves the page and the selection is cleared.
    await waitFor(() => expect(screen.queryByText('Yoga mat')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(probe()).toEqual({ selectedIds: [1], total: 1233, page: 1, perPage: 30, resource: 'products', rows: 1 });
  });
});
