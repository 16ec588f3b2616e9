// /session/lock-screen?redirect: the stored admin, unlock with the exact request and back to where the
// admin was, a wrong password, an ended session, 'Sign in as someone else', Arabic; while the screen is
// locked every /default/* visit lands here, and only unlocking (or ending the session) lifts the lock.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lockScreenPathFor } from '../../../src/pages/session/paths';
import { api, server } from '../msw';
import { answerDashboard, answerPost, demoUser, findField, here, openApp, person, storeSession } from './helpers';

const WAS_AT = '/default/dashboard/?tab=1';

async function unlock(password: string) {
  const user = person();
  await user.type(await findField(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

describe('lock screen', () => {
  it('shows the stored admin and unlocks back to where the admin was, with the refreshed session', async () => {
    storeSession();
    answerDashboard();
    const refreshed = { ...demoUser, first_name: 'Dina' };
    const calls = answerPost('lock-screen/unlock', 200, {
      state: 1,
      message: 'Welcome back.',
      data: { user: refreshed, permissions: ['view-Role'] },
    });
    openApp(lockScreenPathFor(WAS_AT));
    expect(await findField(/^Password/)).toHaveFocus();
    expect(screen.getByText('Demo Admin')).toBeInTheDocument();
    expect(screen.getByText('admin@demo.test')).toBeInTheDocument();
    expect(screen.getByText('DA')).toBeInTheDocument();
    expect(document.title).toBe('Screen locked | Fitness Admin');

    await unlock('Demo#2026');
    await waitFor(() => expect(here()).toBe(WAS_AT), { timeout: 15_000 });
    expect(calls.map((call) => call.body)).toEqual([{ password: 'Demo#2026' }]);
    expect(calls[0].headers.get('authorization')).toBe('Bearer stored-token');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(refreshed);
    expect(JSON.parse(localStorage.getItem('permissions')!)).toEqual(['view-Role']);
    expect(localStorage.getItem('access_token')).toBe('stored-token');
  });

  it('sends a /default/ visit while locked to the lock screen, and unlocking lifts the lock', async () => {
    storeSession();
    localStorage.setItem('locked', '1');
    answerDashboard();
    server.use(
      http.get(api('admins/my-profile'), () =>
        HttpResponse.json({ state: 1, data: { ...demoUser, permissions: ['view-User'] } }),
      ),
    );
    answerPost('lock-screen/unlock', 200, {
      state: 1,
      message: 'Welcome back.',
      data: { user: demoUser, permissions: ['view-User'] },
    });
    openApp(WAS_AT);
    expect(await findField(/^Password/)).toBeInTheDocument();
    expect(here()).toBe(lockScreenPathFor(WAS_AT));

    await unlock('Demo#2026');
    await waitFor(() => expect(here()).toBe(WAS_AT), { timeout: 15_000 });
    expect(localStorage.getItem('locked')).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('keeps the screen locked for a wrong password and says so under the field', async () => {
    storeSession();
    localStorage.setItem('locked', '1');
    answerPost('lock-screen/unlock', 422, {
      state: 0,
      message: 'The password is incorrect.',
      errors: { password: ['The password is incorrect.'] },
    });
    openApp(lockScreenPathFor(WAS_AT));
    await unlock('wrong');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('The password is incorrect.'),
    );
    // The page's own alert (react-admin may also toast that the form is not valid).
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(here()).toBe(lockScreenPathFor(WAS_AT));
    expect(localStorage.getItem('access_token')).toBe('stored-token');
    expect(localStorage.getItem('locked')).toBe('1');
  });

  it('sends an admin whose session ended to the login page, asked to come back', async () => {
    storeSession();
    answerPost('lock-screen/unlock', 401, {
      state: 0,
      message: 'Your session has expired or is no longer valid. Please sign in again.',
    });
    openApp(lockScreenPathFor(WAS_AT));
    await unlock('Demo#2026');
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), { timeout: 15_000 });
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(WAS_AT);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByText('Need to login!', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("'Sign in as someone else' ends the session", async () => {
    storeSession();
    const calls = answerPost('logout', 200, { state: 1, message: 'Logged out successfully.', data: null });
    openApp(lockScreenPathFor(WAS_AT));
    localStorage.setItem('locked', '1');
    await findField(/^Password/);
    await person().click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), { timeout: 15_000 });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe('Bearer stored-token');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('locked')).toBeNull();
  });

  it('sends a visitor without a stored session to sign in', async () => {
    openApp(lockScreenPathFor(WAS_AT));
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), { timeout: 15_000 });
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(WAS_AT);
  });

  it('speaks Arabic', async () => {
    localStorage.setItem('language', 'ar');
    storeSession();
    openApp(lockScreenPathFor(WAS_AT));
    expect(await findField(/^كلمة المرور/)).toHaveAttribute('name', 'password');
    expect(screen.getByRole('heading', { name: 'الشاشة مقفلة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فتح القفل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول بحساب آخر' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
