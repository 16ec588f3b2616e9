// The sidebar menu in the running shell: permission filtering, search, Enter, truncated titles, the
// active item and the page of a screen that is not built yet.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { buildMenu } from '../../../src/menu/buildMenu';
import { menuLinks } from '../../../src/menu/menuFilters';
import { SERVED_MODELS } from '../servedModels';
import { withFakeBackend } from '../fakeBackend';
import { findSidebar, LONG, renderShell } from './renderShell';

const MENU = buildMenu(SERVED_MODELS);

const everyPermission = menuLinks(MENU).flatMap((item) => (item.permission ? [item.permission] : []));
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the sidebar menu', () => {
  const demo = withFakeBackend();

  it('shows a support admin only the Dashboard, Users, Chats, Complaints and Support, in titled groups', async () => {
    // The demo support account, with the permissions the server gives it.
    await demo.signIn('support@demo.test');
    window.history.replaceState(null, '', '/default/dashboard/');
    render(<App />);
    const nav = await findSidebar();
    await waitFor(() => expect(linkNames(nav)).toEqual(['Dashboard', 'Users', 'Chats', 'Complaints', 'Support']));
    expect(within(nav).getByRole('list', { name: 'Users & Roles' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Content & Support' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Marketplace' })).toBeNull();
  });

  it('shows a super admin every group, and never "Add new admin"', async () => {
    renderShell({ permissions: [...everyPermission, 'create-admins'] });
    const nav = await findSidebar();
    for (const title of [
      'Marketplace',
      'Users & Roles',
      'Financial',
      'Content & Support',
      'Location',
      'Configuration',
      'Programs',
      'Training',
    ]) {
      expect(await within(nav).findByRole('list', { name: title })).toBeInTheDocument();
    }
    expect(within(nav).queryByText('Add new admin')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Diet Programs' })).toHaveAttribute('href', '/default/diet-programs');
  });

  it('highlights the open screen', async () => {
    renderShell({ path: '/default/dashboard/' });
    const nav = await findSidebar();
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('filters by title and by path as you type, and says when nothing matches', async () => {
    const person = userEvent.setup();
    renderShell({ permissions: everyPermission });
    const nav = await findSidebar();
    const search = within(nav).getByRole('searchbox', { name: 'Search menu' });
    expect(search).toHaveAttribute('placeholder', 'Search menu...');
    const everything = linkNames(nav);

    await person.type(search, 'complaint');
    expect(linkNames(nav)).toEqual(['Complaints']);
    expect(within(nav).getByRole('status')).toHaveTextContent('1 menu item found');

    await person.clear(search);
    await person.type(search, '/treeview');
    expect(linkNames(nav)).toEqual(['Referrals Tree']);

    await person.clear(search);
    await person.type(search, 'no such screen');
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(within(nav).getByText('No menu items found')).toBeVisible();

    await person.click(within(nav).getByRole('button', { name: 'Clear the search' }));
    expect(linkNames(nav)).toEqual(everything);
  });

  it('opens a sub-menu to show the sub-items a search finds', async () => {
    const person = userEvent.setup();
    renderShell({ permissions: everyPermission });
    const nav = await findSidebar();
    const parent = within(nav).getByRole('button', { name: 'Exercise Library' });
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Exercise Categories' })).toBeNull();

    await person.type(within(nav).getByRole('searchbox', { name: 'Search menu' }), 'exercises-Categories');
    expect(linkNames(nav)).toEqual(['Exercise Categories']);
    expect(within(nav).getByRole('button', { name: 'Exercise Library' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens and closes a sub-menu by keyboard', async () => {
    const person = userEvent.setup();
    renderShell({ permissions: everyPermission });
    const nav = await findSidebar();
    within(nav).getByRole('button', { name: 'Exercise Library' }).focus();
    await person.keyboard('{Enter}');
    expect(await within(nav).findByRole('link', { name: 'Rounds Categories' })).toHaveAttribute(
      'href',
      '/default/rounds-categories',
    );
  });

  it('opens the first match on Enter', async () => {
    const person = userEvent.setup();
    // The demo super admin, signed in to the demo backend, so every call the dashboard makes is answered.
    await demo.signIn('admin@demo.test');
    window.history.replaceState(null, '', '/default/dashboard/');
    render(<App />);
    const nav = await findSidebar();
    await person.type(within(nav).getByRole('searchbox', { name: 'Search menu' }), 'Settings{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/default/settings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LONG)).toBeInTheDocument();
    // The demo backend answers the settings screen's calls too.
    expect(await screen.findByRole('textbox', { name: 'Product name' }, LONG)).toHaveValue('Fitness Admin');
    await waitFor(() => expect(document.title).toBe('Settings | Fitness Admin'));
  });

  it('follows the permissions the profile call answers, without a reload', async () => {
    renderShell({ permissions: ['view-User'], profilePermissions: ['view-User', 'view-Chat'] });
    const nav = await findSidebar();
    expect(await within(nav).findByRole('link', { name: 'Chats' }, LONG)).toHaveAttribute('href', '/default/chats');
    expect(linkNames(nav)).toEqual(['Dashboard', 'Users', 'Chats', 'Support']);
  });

  it('answers an unknown address under /default with "Page not found"', async () => {
    renderShell({ path: '/default/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LONG)).toBeInTheDocument();
  });
});
