// The theme customizer: every choice applies at once and is kept in localStorage (outside react-admin's
// store, which logout empties), so it is still there when the admin opens again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../../src/theme/preferences';
import { findSidebar, LONG, renderShell } from './renderShell';

const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');

/** The radio `option` of the choice group `group`. */
const option = (panel: HTMLElement, group: string, name: string) =>
  within(within(panel).getByRole('radiogroup', { name: group })).getByRole('radio', { name });

async function openCustomizer(person: ReturnType<typeof userEvent.setup>) {
  await person.click(await screen.findByRole('button', { name: 'Theme settings' }, LONG));
  return screen.findByRole('dialog', { name: 'Theme settings' });
}

describe('theme customizer', () => {
  it('keeps mode, colours, background, collapsed sidebar and animation across a restart', async () => {
    const person = userEvent.setup();
    const first = renderShell();
    let panel = await openCustomizer(person);
    await person.click(option(panel, 'Mode', 'Dark'));
    await person.click(option(panel, 'Colour theme', 'Violet'));
    await person.click(option(panel, 'Sidebar colour', 'Dark'));
    await person.click(option(panel, 'Header colour', 'Light'));
    await person.click(option(panel, 'Sidebar background', 'Aurora'));
    await person.click(within(panel).getByRole('switch', { name: 'Collapse sidebar' }));
    await person.click(within(panel).getByRole('switch', { name: 'Page transition animation' }));
    expect(stored()).toEqual({
      mode: 'dark',
      colorTheme: 'violet',
      sidebarColor: 'dark',
      headerColor: 'light',
      sidebarCollapsed: true,
      direction: 'auto',
      sidebarImage: 'aurora',
      pageTransition: false,
    });
    first.unmount();

    renderShell();
    // The mini sidebar: icons only, each link still named.
    const nav = await findSidebar();
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveTextContent('Users');
    expect(screen.getByRole('button', { name: 'Expand the sidebar' })).toHaveAttribute('aria-expanded', 'false');
    panel = await openCustomizer(person);
    expect(option(panel, 'Mode', 'Dark')).toBeChecked();
    expect(option(panel, 'Sidebar colour', 'Dark')).toBeChecked();
    expect(option(panel, 'Colour theme', 'Violet')).toBeChecked();
    expect(option(panel, 'Sidebar background', 'Aurora')).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Collapse sidebar' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Page transition animation' })).not.toBeChecked();
  });

  it('applies dark mode to the page at once', async () => {
    const person = userEvent.setup();
    renderShell();
    const main = await screen.findByRole('main', {}, LONG);
    const shell = main.parentElement!.parentElement!.parentElement!;
    const lightBackground = getComputedStyle(shell).backgroundColor;
    const panel = await openCustomizer(person);
    await person.click(option(panel, 'Mode', 'Dark'));
    await waitFor(() => expect(getComputedStyle(shell).backgroundColor).not.toBe(lightBackground));
  });

  it('forces right-to-left in English with its switch, and back', async () => {
    const person = userEvent.setup();
    renderShell();
    const panel = await openCustomizer(person);
    const rtl = within(panel).getByRole('switch', { name: 'Right-to-left layout' });
    expect(rtl).not.toBeChecked();

    await person.click(rtl);
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).not.toBe('ar');
    expect(stored().direction).toBe('rtl');

    await person.click(
      within(screen.getByRole('dialog', { name: 'Theme settings' })).getByRole('switch', {
        name: 'Right-to-left layout',
      }),
    );
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(stored().direction).toBe('auto');
  });

  it('collapses and expands the sidebar from the app bar too', async () => {
    const person = userEvent.setup();
    renderShell();
    await person.click(await screen.findByRole('button', { name: 'Collapse the sidebar' }, LONG));
    expect(stored().sidebarCollapsed).toBe(true);
    await person.click(screen.getByRole('button', { name: 'Expand the sidebar' }));
    expect(stored().sidebarCollapsed).toBe(false);
  });

  it('opens the mini sidebar on its search box', async () => {
    const person = userEvent.setup();
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ sidebarCollapsed: true }));
    renderShell();
    const nav = await findSidebar();
    await person.click(within(nav).getByRole('button', { name: 'Search the menu' }));
    await waitFor(() => expect(within(nav).getByRole('searchbox', { name: 'Search menu' })).toHaveFocus());
  });

  it('resets every choice', async () => {
    const person = userEvent.setup();
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ mode: 'dark', colorTheme: 'sunset' }));
    renderShell();
    const panel = await openCustomizer(person);
    expect(option(panel, 'Colour theme', 'Sunset')).toBeChecked();
    await person.click(within(panel).getByRole('button', { name: 'Reset to defaults' }));
    expect(option(panel, 'Colour theme', 'Ocean')).toBeChecked();
    expect(option(panel, 'Mode', 'Light')).toBeChecked();
    expect(localStorage.getItem(PREFERENCES_KEY)).toBeNull();
  });

  it('closes with its close button and Escape', async () => {
    const person = userEvent.setup();
    renderShell();
    let panel = await openCustomizer(person);
    await person.click(within(panel).getByRole('button', { name: 'Close the theme settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Theme settings' })).toBeNull());
    panel = await openCustomizer(person);
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Theme settings' })).toBeNull());
  });
});
