// The user block: the admin's picture (a default one when there is none), name and email from
// GET admins/my-profile, and the menu with Profile, Lock screen and Logout.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR } from '../../../src/layout/user/avatar';
import { api, server } from '../msw';
import { demoProfile, findSidebar, LONG, renderShell } from './renderShell';

const accountButton = (nav: HTMLElement) => within(nav).getByRole('button', { name: /Mona Hassan|Sara Ali/ });

describe('user block', () => {
  it('shows the default picture when the admin has none', async () => {
    renderShell({ profile: { ...demoProfile, image: null } });
    const nav = await findSidebar();
    const picture = accountButton(nav).querySelector('img');
    expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
    // Decorative: the name is written next to it.
    expect(picture).toHaveAttribute('alt', '');
  });

  it("shows the admin's picture from the API host", async () => {
    renderShell({ profile: { ...demoProfile, image: '/uploads/0123456789abcdef0123456789abcdef.png' } });
    const nav = await findSidebar();
    await waitFor(() =>
      expect(accountButton(nav).querySelector('img')).toHaveAttribute(
        'src',
        `${window.location.origin}/uploads/0123456789abcdef0123456789abcdef.png`,
      ),
    );
  });

  it('shows the name and email the profile call answers, and keeps the stored session in step', async () => {
    renderShell();
    server.use(
      http.get(api('admins/my-profile'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            ...demoProfile,
            first_name: 'Sara',
            last_name: 'Ali',
            email: 'sara@demo.test',
            permissions: ['view-User'],
          },
        }),
      ),
    );
    const nav = await findSidebar();
    expect(await within(nav).findByText('Sara Ali', {}, LONG)).toBeInTheDocument();
    expect(within(nav).getByText('sara@demo.test')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ first_name: 'Sara', email: 'sara@demo.test' });
  });

  it('keeps showing the stored admin when the profile call fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(api('admins/my-profile'), () => HttpResponse.json({ state: 0, message: 'Down' }, { status: 500 })),
    );
    renderShell();
    server.use(
      http.get(api('admins/my-profile'), () => HttpResponse.json({ state: 0, message: 'Down' }, { status: 500 })),
    );
    const nav = await findSidebar();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(nav).getByText('Mona Hassan')).toBeInTheDocument();
    expect(screen.queryByText('Down')).toBeNull();
    log.mockRestore();
  });

  it('opens the profile page from its menu', async () => {
    const person = userEvent.setup();
    renderShell();
    const nav = await findSidebar();
    await person.click(accountButton(nav));
    await person.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(window.location.pathname).toBe('/default/users/user-profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' }, LONG)).toBeInTheDocument();
  });

  it('logs out: the server is told, the stored session is gone, the login page opens', async () => {
    const person = userEvent.setup();
    const logout = vi.fn();
    server.use(
      http.post(api('logout'), ({ request }) => {
        logout(request.headers.get('Authorization'));
        return HttpResponse.json({ state: 1, message: 'Logged out successfully.', data: null });
      }),
    );
    renderShell();
    const nav = await findSidebar();
    await person.click(accountButton(nav));
    await person.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), LONG);
    expect(logout).toHaveBeenCalledWith('Bearer stored-token');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('locks the screen: the flag is stored and the lock screen opens, asked to come back here', async () => {
    const person = userEvent.setup();
    renderShell({ path: '/default/dashboard/?tab=1' });
    const nav = await findSidebar();
    await person.click(accountButton(nav));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Lock screen', 'Logout']);
    await person.click(screen.getByRole('menuitem', { name: 'Lock screen' }));
    expect(localStorage.getItem('locked')).toBe('1');
    await waitFor(() => expect(window.location.pathname).toBe('/session/lock-screen'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/default/dashboard/?tab=1');
    expect(await screen.findByRole('button', { name: 'Unlock' }, LONG)).toBeInTheDocument();
  });

  it('names Lock screen in Arabic', async () => {
    const person = userEvent.setup();
    renderShell({ language: 'ar' });
    const nav = await findSidebar('القائمة الرئيسية');
    await person.click(accountButton(nav));
    expect(await screen.findByRole('menuitem', { name: 'قفل الشاشة' })).toBeInTheDocument();
  });

  it('logging out also forgets a lock', async () => {
    const person = userEvent.setup();
    server.use(
      http.post(api('logout'), () => HttpResponse.json({ state: 1, message: 'Logged out successfully.', data: null })),
    );
    renderShell();
    const nav = await findSidebar();
    // Locked in another tab meanwhile.
    localStorage.setItem('locked', '1');
    await person.click(accountButton(nav));
    await person.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), LONG);
    expect(localStorage.getItem('locked')).toBeNull();
  });
});
