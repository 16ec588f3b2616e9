// With the provider configured, the login page shows 'Sign in with your company account', which sends the
// browser to the provider's authorize URL.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findField, openApp, person } from './helpers';

// jsdom cannot leave the page, so the configured client records where it would send the browser.
const redirect = vi.hoisted(() => vi.fn<(url: string) => void>());

vi.mock('../../../src/auth/oidc/index', async () => {
  const { createExternalSession } = await import('../../../src/auth/oidc/externalSession');
  return {
    externalSession: createExternalSession(
      { authority: 'https://id.example.com', clientId: 'admin-app' },
      { redirect },
    ),
  };
});

describe('external sign-in button', () => {
  it('redirects to the provider with the callback address', async () => {
    openApp('/session/login');
    await findField(/^Email/);
    await person().click(screen.getByRole('button', { name: 'Sign in with your company account' }));

    expect(redirect).toHaveBeenCalledTimes(1);
    const url = new URL(redirect.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/authorize');
    expect(url.searchParams.get('response_type')).toBe('token id_token');
    expect(url.searchParams.get('scope')).toBe('openid');
    expect(url.searchParams.get('client_id')).toBe('admin-app');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/callback`);
    expect(sessionStorage.getItem('oidc_state')).toBe(url.searchParams.get('state'));
    expect(sessionStorage.getItem('oidc_nonce')).toBe(url.searchParams.get('nonce'));
  });

  it('is labelled in Arabic', async () => {
    localStorage.setItem('language', 'ar');
    openApp('/session/login');
    await findField(/^البريد الإلكتروني/);
    expect(screen.getByRole('button', { name: 'تسجيل الدخول بحساب شركتك' })).toBeInTheDocument();
  });
});
