// Menu groups fold and unfold from their title (aria-expanded), the choice is remembered across visits,
// a search shows the matches of folded groups, and arriving on a screen opens its group.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/menu/buildMenu';
import { menuLinks } from '../../../src/menu/menuFilters';
import { SERVED_MODELS } from '../servedModels';
import { findSidebar, renderShell } from './renderShell';

const everyPermission = menuLinks(buildMenu(SERVED_MODELS)).flatMap((item) =>
  item.permission ? [item.permission] : [],
);

describe('menu groups', () => {
  it('fold from their title, stay folded on the next visit, and open again', async () => {
    const person = userEvent.setup();
    renderShell({ permissions: everyPermission });
    const nav = await findSidebar();
    const toggle = await within(nav).findByRole('button', { name: 'Marketplace' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = within(nav).getByRole('list', { name: 'Marketplace' });
    expect(toggle).toHaveAttribute('aria-controls', group.id);
    expect(within(group).getByRole('link', { name: 'Products' })).toBeInTheDocument();

    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('link')).toBeNull();
    expect(JSON.parse(localStorage.getItem('shell.menu.folded') ?? '[]')).toEqual(['marketplace']);

    // The next visit finds it folded; the other groups are still open.
    cleanup();
    renderShell({ permissions: everyPermission });
    const again = await findSidebar();
    expect(await within(again).findByRole('button', { name: 'Marketplace' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(again).getByRole('button', { name: 'Financial' })).toHaveAttribute('aria-expanded', 'true');

    // A search shows a folded group's matches.
    await person.type(within(again).getByRole('searchbox', { name: 'Search menu' }), 'products');
    expect(within(again).getByRole('link', { name: 'Products' })).toBeInTheDocument();
    await person.clear(within(again).getByRole('searchbox', { name: 'Search menu' }));
    expect(within(again).queryByRole('link', { name: 'Products' })).toBeNull();

    await person.click(within(again).getByRole('button', { name: 'Marketplace' }));
    expect(within(again).getByRole('link', { name: 'Products' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('shell.menu.folded') ?? '[]')).toEqual([]);
  });

  it('open the group of the screen on show', async () => {
    localStorage.setItem('shell.menu.folded', JSON.stringify(['marketplace', 'financial']));
    renderShell({ permissions: everyPermission, path: '/default/products' });
    const nav = await findSidebar();
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Marketplace' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Financial' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Marketplace' })).toBeInTheDocument();
  });
});
