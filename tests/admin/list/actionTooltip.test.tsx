// Row action tooltips, created on first use: shown on mouse hover and keyboard focus, hidden on leave,
// blur and Escape; the button keeps its name and its focus.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordSearch, renderList } from './renderList';

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('row action tooltips', () => {
  it('shows the action on hover and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    recordSearch();
    renderList();
    const button = within(await rowOf('Protein shaker')).getByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows it on keyboard focus without moving the focus, and Escape hides it', async () => {
    const user = userEvent.setup();
    recordSearch();
    renderList();
    const button = within(await rowOf('Protein shaker')).getByRole('button', { name: 'Delete' });
    // Focus the button before, then Tab to it, as a keyboard user would.
    const before = button.closest('[role="group"]')?.querySelectorAll('button')[0] as HTMLElement;
    before.focus();
    while (document.activeElement !== button) await user.tab();

    // The button before may have shown its own tooltip while it had keyboard focus; it goes as Tab moves on.
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Delete'));
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(button);
  });
});
