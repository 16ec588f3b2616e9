// The login page's ways to the session pages (sign-up only while the server allows it), and no external
// sign-in button when none is configured.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerSessionOptions, findField, here, openApp, person } from './helpers';

describe('login page links', () => {
  it('leads to sign-up and offers no external sign-in when it is not configured', async () => {
    openApp('/session/login');
    await findField(/^Email/);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/session/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Sign in with your company account' })).toBeNull();
    await person().click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(here()).toBe('/session/sign-up'));
    expect(await findField(/^First name/)).toBeInTheDocument();
  });

  it('has the links in Arabic', async () => {
    localStorage.setItem('language', 'ar');
    openApp('/session/login');
    await findField(/^البريد الإلكتروني/);
    expect(screen.getByRole('link', { name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument();
  });

  it('hides the sign-up link when the server has turned sign-up off', async () => {
    const calls = answerSessionOptions(false);
    openApp('/session/login');
    await findField(/^Email/);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull());
    expect(calls.count).toBeGreaterThan(0);
    expect(screen.queryByText('No account yet?')).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('shows the sign-up link when the server allows sign-up', async () => {
    const calls = answerSessionOptions(true);
    openApp('/session/login');
    await findField(/^Email/);
    await waitFor(() => expect(calls.count).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/session/sign-up');
  });

  it('hides the Arabic sign-up link too when sign-up is off', async () => {
    answerSessionOptions(false);
    localStorage.setItem('language', 'ar');
    openApp('/session/login');
    await findField(/^البريد الإلكتروني/);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'إنشاء حساب' })).toBeNull());
    expect(screen.getByRole('link', { name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument();
  });
});
