// Row and bulk actions: Yes/No confirmation, the exact requests, reload, selection and error texts.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionAnswer, productRows, searchAnswer } from './fixtures';
import { listOrOk, location, recordSearch, renderList } from './renderList';

type Json = Record<string, unknown>;

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = () => screen.findByRole('dialog');

/** Lists answer normally; actions fail with `status` and `body`. */
const failingActions = (status: number, body: Json) => (request: Json) =>
  'action' in request
    ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    : searchAnswer();

/**
 * Lists answer normally; actions get no answer at all (the connection drops). The API always sends a
 * text with its failures, so this is how the admin's own fallback texts come up.
 */
const unansweredActions = (request: Json) => ('action' in request ? Response.error() : searchAnswer());

describe('row actions', () => {
  it('asks first: No sends nothing, Yes sends {model, id, action} and reloads', async () => {
    const user = userEvent.setup();
    const search = recordSearch(listOrOk);
    renderList();
    const row = await rowOf('Protein shaker');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(within(await dialog()).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search.actions()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(search.actions()).toEqual([{ model: 'products', id: 1, action: 'delete' }]));
    expect(within(await dialog()).getByText('The operation completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(search.lists()).toHaveLength(2));
  });

  it('enable and disable send the enabled flag', async () => {
    const user = userEvent.setup();
    const search = recordSearch(listOrOk);
    renderList();
    // Row 1 is enabled (offers Disable), row 2 disabled (offers Enable).
    expect(within(await rowOf('Protein shaker')).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    await user.click(within(await rowOf('Yoga mat')).getByRole('button', { name: 'Enable' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(search.actions()).toHaveLength(1));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 3000 });

    await user.click(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Disable' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(search.actions()).toHaveLength(2));
    expect(search.actions()).toEqual([
      { model: 'products', id: 2, action: 'enable', data: { enabled: 1 } },
      { model: 'products', id: 1, action: 'disable', data: { enabled: 0 } },
    ]);
  });

  it('the result dialog closes itself after 2 seconds', async () => {
    const user = userEvent.setup();
    recordSearch(listOrOk);
    renderList();
    await user.click(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await screen.findByText('The operation completed successfully');
    const shownAt = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });

  it("single failure: the server's text, else 'An error occurred'", async () => {
    const user = userEvent.setup();
    recordSearch(failingActions(403, { state: 0, message: 'You may not delete products' }));
    const { unmount } = renderList();
    await user.click(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    const shown = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(shown).getByText('You may not delete products')).toBeInTheDocument();
    unmount();

    recordSearch(unansweredActions);
    renderList();
    await user.click(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Disable' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByText('An error occurred'),
    ).toBeInTheDocument();
  });

  // (A backend's `error` field, which restore alone shows, is covered in actionErrors.test.ts: the API
  // sends none.)
  it.each([[{ message: 'Nothing to restore here' }, 'An error occurred']])(
    "single restore failure with %j leaves the server's message out: “%s”",
    async (extra, text) => {
      const user = userEvent.setup();
      const trashed = productRows.map((row) => ({ ...row, is_trashed: 1 }));
      recordSearch((body) =>
        'action' in body
          ? new Response(JSON.stringify({ state: 0, ...extra }), {
              status: 422,
              headers: { 'Content-Type': 'application/json' },
            })
          : searchAnswer({ rows: trashed }),
      );
      renderList({ url: '/default/products?show_trash=true' });
      await user.click(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Restore' }));
      await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
      const shown = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(shown).getByText(text)).toBeInTheDocument();
      expect(within(shown).queryByText('Nothing to restore here')).not.toBeInTheDocument();
    },
  );

  it("never offers delete on a 'Super Admin' row", async () => {
    recordSearch(() => searchAnswer({ rows: [{ ...productRows[0], name: 'Super Admin' }, productRows[1]] }));
    renderList();
    expect(within(await rowOf('Super Admin')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(await rowOf('Yoga mat')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers only what the permissions allow', async () => {
    recordSearch();
    renderList({ permissions: ['view-Product'], props: { onUpdate: () => undefined } });
    const row = await rowOf('Protein shaker');
    const buttons = within(within(row).getByRole('group', { name: 'Actions for row 1' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Notes']);
    await userEvent.setup().click(within(row).getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).not.toBeInTheDocument();
  });

  it('edit needs edit or manage and calls the update handler', async () => {
    const user = userEvent.setup();
    recordSearch();
    const edited: unknown[] = [];
    renderList({ permissions: ['view-Product', 'edit-products'], props: { onUpdate: (row) => edited.push(row.ID) } });
    await user.click(within(await rowOf('Yoga mat')).getByRole('button', { name: 'Edit' }));
    expect(edited).toEqual([2]);
  });

  it('in the trash a row offers restore, which needs delete or manage', async () => {
    const user = userEvent.setup();
    const trashed = productRows.map((row) => ({ ...row, is_trashed: 1 }));
    const search = recordSearch((body) => ('action' in body ? actionAnswer(body) : searchAnswer({ rows: trashed })));
    renderList({ url: '/default/products?show_trash=true' });
    const row = await rowOf('Protein shaker');
    const labels = within(row)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['Notes', 'Restore']);
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(search.actions()).toEqual([{ model: 'products', id: 1, action: 'restore' }]));
  });
});

describe('bulk actions', () => {
  it('do nothing when nothing is selected: the bulk bar shows only once rows are selected, with the count', async () => {
    const user = userEvent.setup();
    const search = recordSearch(listOrOk);
    renderList();
    await rowOf('Protein shaker');
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    for (const name of ['Delete Selected', 'Enable Selected', 'Disable Selected', 'Mark as paid']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 item selected')).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['Clear selection', 'Delete Selected', 'Enable Selected', 'Disable Selected', 'Mark as paid']);

    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search.actions()).toEqual([]);
  });

  it('send the selected ids after Yes, then reload and clear the selection', async () => {
    const user = userEvent.setup();
    const search = recordSearch(listOrOk);
    renderList();
    await rowOf('Protein shaker');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable Selected' }));
    expect(
      within(await dialog()).getByText('Are you sure you want to disable the 2 selected items?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search.actions()).toEqual([]);
    expect(screen.getByText('2 items selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable Selected' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(search.actions()).toEqual([{ model: 'products', id: [1, 2], action: 'disable', data: { enabled: 0 } }]),
    );
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 3000 });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select row 2' })).not.toBeChecked();
  });

  it("send the server's own bulk action by its lower-cased name", async () => {
    const user = userEvent.setup();
    const search = recordSearch(listOrOk);
    renderList();
    await user.click(within(await rowOf('Yoga mat')).getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(
      within(await dialog()).getByText('Are you sure you want to apply “Mark as paid” to the 1 selected item?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(search.actions()).toEqual([{ model: 'products', id: [2], action: 'mark_paid' }]));
  });

  it.each([
    ['Delete Selected', null, 'An error occurred during deletion'],
    ['Disable Selected', null, 'An error occurred'],
    [
      'Delete Selected',
      { message: 'Super Admin rows cannot be deleted: Root' },
      'Super Admin rows cannot be deleted: Root',
    ],
  ])('%s failure with %j shows “%s”', async (button, answer, text) => {
    const user = userEvent.setup();
    recordSearch(answer ? failingActions(422, { state: 0, ...answer }) : unansweredActions);
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: button }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(warning).getByText(text)).toBeInTheDocument();
    // The selection stays for another try.
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
  });

  it.each([
    [null, 'An error occurred during Mark as paid'],
    [{ message: 'Only paid orders can be marked' }, 'Only paid orders can be marked'],
  ])("the server's own bulk action failing with %j shows “%s”", async (answer, text) => {
    const user = userEvent.setup();
    recordSearch(answer ? failingActions(422, { state: 0, ...answer }) : unansweredActions);
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(within(await screen.findByRole('dialog', { name: 'Warning' })).getByText(text)).toBeInTheDocument();
  });

  it('emptying the last page moves to the last page that has rows', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const search = recordSearch((body) => {
      if ('action' in body) {
        deleted = true;
        return actionAnswer(body);
      }
      // 65 rows, 3 pages of 30; deleting the last page's rows leaves 60.
      if (!deleted) return searchAnswer({ total: 65 });
      return searchAnswer({ total: 60, rows: body.page === 3 ? [] : productRows });
    });
    renderList({ url: '/default/products?page=3' });
    expect(await screen.findByText('61–65 of 65')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));

    // The reload finds page 3 empty; page 2 replaces it.
    await waitFor(() => expect(search.lists().map((body) => body.page)).toEqual([3, 3, 2]));
    expect(location.search).toBe('?page=2');
    expect(await screen.findByText('Protein shaker')).toBeInTheDocument();
    expect(screen.getByText('31–60 of 60')).toBeInTheDocument();
  });

  it("restore failure in the trash: 'An error occurred during restoration'", async () => {
    const user = userEvent.setup();
    const trashed = productRows.map((row) => ({ ...row, is_trashed: 1 }));
    recordSearch((body) => ('action' in body ? Response.error() : searchAnswer({ rows: trashed })));
    renderList({ url: '/default/products?show_trash=true' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Selected' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('An error occurred during restoration')).toBeInTheDocument();
  });

  it('shows the error texts and counts in Arabic', async () => {
    const user = userEvent.setup();
    recordSearch(unansweredActions);
    renderList({ locale: 'ar' });
    await user.click(await screen.findByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' }));
    expect(screen.getByText('تم تحديد عنصرين')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف المحدد' }));
    expect(within(await dialog()).getByText('هل أنت متأكد من حذف العنصرين المحددين؟')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نعم' }));
    expect(await screen.findByText('حدث خطأ أثناء الحذف')).toBeInTheDocument();
  });

  it("names the server's own bulk action in the Arabic error text", async () => {
    const user = userEvent.setup();
    recordSearch(unansweredActions);
    renderList({ locale: 'ar' });
    await user.click(await screen.findByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' }));
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'نعم' }));
    expect(await screen.findByText('حدث خطأ أثناء تنفيذ «Mark as paid»')).toBeInTheDocument();
  });
});

describe('row action order', () => {
  it('puts the destructive Delete last, after the harmless actions', async () => {
    recordSearch();
    renderList({ props: { onUpdate: () => undefined } });
    const row = await rowOf('Protein shaker');
    const group = within(row).getByRole('group', { name: 'Actions for row 1' });
    const labels = within(group)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual(['Edit', 'Notes', 'Disable', 'Delete']);
    const remove = within(group).getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('data-color', 'error');
    // A line keeps it apart from them, hidden from assistive technology.
    expect(remove.previousElementSibling).toHaveClass('row-action-divider');
    expect(remove.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  });
});
