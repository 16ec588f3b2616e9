// Keyboard focus after a row action: when the focused row or button goes away, focus moves to the row
// now at the same place instead of falling back to the top of the page.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionAnswer, productRows, searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

type Json = Record<string, unknown>;

/** Lists show both rows until an action has run, then only what `after` leaves. */
function listChangingAfterAction(after: typeof productRows) {
  let acted = false;
  return (body: Json): Json => {
    if ('action' in body) {
      acted = true;
      return actionAnswer(body);
    }
    return acted ? searchAnswer({ rows: after, total: after.length }) : searchAnswer();
  };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

async function runFromKeyboard(button: HTMLElement) {
  const user = userEvent.setup();
  button.focus();
  await user.keyboard('{Enter}');
  // Yes has the focus in the confirmation.
  expect(await screen.findByRole('button', { name: 'Yes' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await screen.findByText('The operation completed successfully');
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 4000 });
}

describe('focus after a row action', () => {
  it('goes to the row that took the place of a deleted one', async () => {
    recordSearch(listChangingAfterAction([productRows[1]]));
    renderList();
    await runFromKeyboard(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Protein shaker')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select row 2' })).toHaveFocus());
  });

  it('goes to the last row when the last one was deleted', async () => {
    recordSearch(listChangingAfterAction([productRows[0]]));
    renderList();
    await runFromKeyboard(within(await rowOf('Yoga mat')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Yoga mat')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toHaveFocus());
  });

  it('stays in the row whose Disable became Enable', async () => {
    recordSearch(listChangingAfterAction([{ ...productRows[0], enabled: 0 }, productRows[1]]));
    renderList();
    await runFromKeyboard(within(await rowOf('Protein shaker')).getByRole('button', { name: 'Disable' }));
    const row = await rowOf('Protein shaker');
    await within(row).findByRole('button', { name: 'Enable' });
    await waitFor(() => expect(within(row).getByRole('checkbox', { name: 'Select row 1' })).toHaveFocus());
  });

  it('goes to the select-all box when the bulk bar leaves with the selection', async () => {
    recordSearch(listChangingAfterAction(productRows));
    renderList();
    const user = userEvent.setup();
    await rowOf('Protein shaker');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await runFromKeyboard(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus());
  });
});
