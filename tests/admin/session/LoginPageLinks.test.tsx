// The login page's ways to the session pages, and no external sign-in button when none is configured.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findField, here, openApp, person } from './helpers';

describe('login page links', () => {
  it('leads to sign-up and offers no external sign-in when it is not configured', async () => {
    openApp('/session/login');
    await findField(/^Email/);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/session/forgot-password');
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
});
