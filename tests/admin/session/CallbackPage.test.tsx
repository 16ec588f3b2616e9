// /callback: a provider success stores the session, loads the profile with the new token and opens the
// dashboard; a provider error goes to / with the alert of spec 8 (English and Arabic).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExternalSession } from '../../../src/auth/oidc/externalSession';
import { api, server } from '../msw';
import { answerDashboard, demoUser, openApp } from './helpers';
import { callbackHash, idToken } from './oidc';

/** Starts a sign-in the way the login page does, so this tab expects the callback. */
function startSignIn() {
  const url = new URL(
    createExternalSession({ authority: 'https://id.example.com', clientId: 'admin-app' }).authorizeUrl(),
  );
  return { state: url.searchParams.get('state')!, nonce: url.searchParams.get('nonce')! };
}

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the external sign-in callback', () => {
  it('keeps the session, loads the profile with the provider token and opens the dashboard', async () => {
    const { state, nonce } = startSignIn();
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(api('admins/my-profile'), ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ state: 1, data: { ...demoUser, permissions: ['view-User'] } });
      }),
    );
    answerDashboard();
    const before = Date.now();
    openApp(
      `/callback${callbackHash({ access_token: 'provider-token', expires_in: '3600', id_token: idToken({ nonce }), state })}`,
    );

    await waitFor(() => expect(window.location.pathname).toBe('/default/dashboard/'), { timeout: 15_000 });
    expect(window.location.hash).toBe('');
    expect(authorizations).toEqual(['Bearer provider-token']);
    expect(localStorage.getItem('access_token')).toBe('provider-token');
    expect(localStorage.getItem('isUserSigninWithAuth0')).toBe('true');
    const expiresAt = Number(localStorage.getItem('expires_at'));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(demoUser);
    expect(JSON.parse(localStorage.getItem('permissions')!)).toEqual(['view-User']);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('goes to / and alerts the provider error', async () => {
    startSignIn();
    openApp(
      `/callback${callbackHash({ error: 'access_denied', error_description: 'User did not authorize the request' })}`,
    );
    await waitFor(
      () => expect(alertSpy).toHaveBeenCalledWith('Error: access_denied. Check the console for further details.'),
      {
        timeout: 15_000,
      },
    );
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      'External sign-in failed:',
      'access_denied',
      'User did not authorize the request',
    );
    // / opens the dashboard, which sends the signed-out visitor to sign in.
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), { timeout: 15_000 });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('alerts in Arabic, and refuses a callback this tab did not ask for', async () => {
    localStorage.setItem('language', 'ar');
    openApp(
      `/callback${callbackHash({ access_token: 'stolen', expires_in: '3600', id_token: idToken({ nonce: 'n' }), state: 's' })}`,
    );
    await waitFor(
      () => expect(alertSpy).toHaveBeenCalledWith('خطأ: invalid_state. راجع وحدة التحكم (console) لمزيد من التفاصيل.'),
      {
        timeout: 15_000,
      },
    );
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByText('stolen')).toBeNull();
  });
});
