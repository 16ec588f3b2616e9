// The login page inside the whole router: sign in, land on the way back, hostile redirects, a lock left
// behind, failures, Arabic.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { api, server } from './msw';

const user = {
  id: 1,
  first_name: 'Demo',
  last_name: 'Admin',
  email: 'admin@demo.test',
  image: null,
  role: 'Super Admin',
};

function answerLogin() {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('login'), async ({ request }) => {
      const body = (await request.json()) as { password: string };
      bodies.push(body);
      if (body.password !== 'Demo#2026') {
        return HttpResponse.json({ state: 0, message: 'These credentials do not match our records.' }, { status: 422 });
      }
      return HttpResponse.json({
        state: 1,
        message: 'User Logged In Success!',
        data: { token: 'tok', expires_at: '2026-02-01T09:15:00.000Z', user, permissions: ['view-User'] },
      });
    }),
    http.get(api('dashboard'), () =>
      HttpResponse.json({
        state: 1,
        data: {
          period_days: 30,
          cards: [{ key: 'admins', count: 1234, current_period: 0, previous_period: 0, model: 'admins', filters: {} }],
          attention: [],
        },
      }),
    ),
  );
  return bodies;
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

async function fillAndSubmit(password = 'Demo#2026') {
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/^Email/, {}, { timeout: 15_000 }), 'admin@demo.test');
  await person.type(screen.getByLabelText(/^Password/), password);
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('sends a signed-out visit to a deep path to the login page with the full path', async () => {
    window.history.replaceState(null, '', '/default/users?status=active#top');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), { timeout: 15_000 });
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/default/users?status=active#top');
    expect(await screen.findByLabelText(/^Email/, {}, { timeout: 15_000 })).toHaveAttribute('name', 'email');
    expect(document.title).toBe('Sign in | Fitness Admin');
  });

  it('signs in, shows the server notice once, and after 1.5 s lands on the redirect target', async () => {
    const bodies = answerLogin();
    window.history.replaceState(
      null,
      '',
      `/session/login?redirect=${encodeURIComponent('/default/users?status=active#top')}`,
    );
    render(<App />);
    await fillAndSubmit();

    const notice = await screen.findByText('User Logged In Success!');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByText('User Logged In Success!')).toHaveLength(1);
    expect(bodies).toEqual([{ email: 'admin@demo.test', password: 'Demo#2026' }]);
    expect(localStorage.getItem('access_token')).toBe('tok');
    // Still on the login page while the notice is read.
    expect(window.location.pathname).toBe('/session/login');

    await waitFor(() => expect(here()).toBe('/default/users?status=active#top'), { timeout: 5_000 });
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)'])(
    'ignores the hostile redirect %s',
    async (hostile) => {
      answerLogin();
      window.history.replaceState(null, '', `/session/login?redirect=${encodeURIComponent(hostile)}`);
      render(<App />);
      await fillAndSubmit();
      await waitFor(() => expect(here()).toBe('/default/dashboard/'), { timeout: 5_000 });
      const card = await screen.findByRole('region', { name: 'Admins' }, { timeout: 15_000 });
      expect(within(card).getByText('1,234')).toBeInTheDocument();
    },
  );

  it('starts the new session unlocked, whatever lock an ended session left behind', async () => {
    answerLogin();
    localStorage.setItem('locked', '1');
    window.history.replaceState(null, '', '/session/login');
    render(<App />);
    await fillAndSubmit();
    await waitFor(() => expect(here()).toBe('/default/dashboard/'), { timeout: 5_000 });
    expect(await screen.findByRole('region', { name: 'Admins' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(localStorage.getItem('locked')).toBeNull();
  });

  it('shows the server message for wrong credentials and stays signed out', async () => {
    answerLogin();
    window.history.replaceState(null, '', '/session/login');
    render(<App />);
    await fillAndSubmit('wrong-password');
    const message = await screen.findByText('These credentials do not match our records.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(window.location.pathname).toBe('/session/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('puts focus back on the password, selected, after refused credentials', async () => {
    answerLogin();
    window.history.replaceState(null, '', '/session/login');
    render(<App />);
    await fillAndSubmit('wrong-password');
    await screen.findByText('These credentials do not match our records.');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'wrong-password'.length]);
  });

  it('works in Arabic, right to left, and switches back to English', async () => {
    localStorage.setItem('language', 'ar');
    window.history.replaceState(null, '', '/session/login');
    render(<App />);
    expect(await screen.findByLabelText(/^البريد الإلكتروني/, {}, { timeout: 15_000 })).toHaveAttribute(
      'name',
      'email',
    );
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveAttribute('name', 'password');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toHaveAttribute('type', 'submit');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.title).toBe('تسجيل الدخول | Fitness Admin');

    await userEvent.setup().click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
