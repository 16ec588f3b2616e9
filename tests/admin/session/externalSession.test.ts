// The external OpenID Connect client: configuration, the authorize URL, the callback hash (success,
// provider error, forged state or nonce), expiry, logout and listeners.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExternalSession, type ExternalSession, type OidcSettings } from '../../../src/auth/oidc/externalSession';
import { callbackHash, idToken } from './oidc';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');
let clock = NOW;
let counter = 0;

const create = (
  settings: OidcSettings = {
    authority: 'https://id.example.com/',
    clientId: 'admin-app',
    audience: 'https://api.example.com',
  },
) =>
  createExternalSession(settings, {
    now: () => clock,
    randomText: () => `random-${++counter}`,
    origin: () => 'https://admin.example.com',
  });

/** Starts a sign-in and returns the hash a successful provider answer would carry. */
function successHash(session: ExternalSession, overrides: Record<string, string> = {}): string {
  const url = new URL(session.authorizeUrl());
  return callbackHash({
    access_token: 'provider-token',
    token_type: 'Bearer',
    expires_in: '7200',
    id_token: idToken({ sub: 'auth0|1', nonce: url.searchParams.get('nonce') }),
    state: url.searchParams.get('state')!,
    ...overrides,
  });
}

beforeEach(() => {
  clock = NOW;
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('external sign-in settings', () => {
  it('is off unless the authority and the client id are both set', () => {
    expect(create({ authority: '', clientId: '' }).isConfigured()).toBe(false);
    expect(create({ authority: 'https://id.example.com', clientId: '' }).isConfigured()).toBe(false);
    expect(create({ authority: '', clientId: 'admin-app' }).isConfigured()).toBe(false);
    expect(create().isConfigured()).toBe(true);
  });

  it('sends the browser to the provider for token and id_token with scope openid, a nonce and a state', () => {
    const url = new URL(create().authorizeUrl());
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'token id_token',
      scope: 'openid',
      client_id: 'admin-app',
      redirect_uri: 'https://admin.example.com/callback',
      nonce: expect.stringMatching(/^random-\d+$/),
      state: expect.stringMatching(/^random-\d+$/),
      audience: 'https://api.example.com',
    });
    expect(url.searchParams.get('nonce')).not.toBe(url.searchParams.get('state'));
    expect(create({ authority: 'https://id.example.com', clientId: 'x' }).authorizeUrl()).not.toContain('audience');
  });
});

describe('handleCallback', () => {
  it('keeps the token, its expiry (now + expires_in) and the flag, and is signed in until then', () => {
    const session = create();
    const listener = vi.fn();
    session.subscribe(listener);
    const result = session.handleCallback(successHash(session));

    expect(result).toEqual({ ok: true, expiresAt: NOW + 7_200_000 });
    expect(localStorage.getItem('access_token')).toBe('provider-token');
    expect(localStorage.getItem('expires_at')).toBe(String(NOW + 7_200_000));
    expect(localStorage.getItem('isUserSigninWithAuth0')).toBe('true');
    expect(listener).toHaveBeenCalledWith(true);
    expect(session.isAuthenticated()).toBe(true);
    expect(session.expiresAt()).toBe(NOW + 7_200_000);

    clock = NOW + 7_199_999;
    expect(session.isAuthenticated()).toBe(true);
    clock = NOW + 7_200_000;
    expect(session.isAuthenticated()).toBe(false);
  });

  it('tells the listeners when the session runs out', () => {
    vi.useFakeTimers({ now: NOW });
    const session = createExternalSession({ authority: 'https://id.example.com', clientId: 'admin-app' });
    const listener = vi.fn();
    session.subscribe(listener);
    session.handleCallback(successHash(session, { expires_in: '60' }));
    expect(listener).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(59_999);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenLastCalledWith(false);
    expect(session.isAuthenticated()).toBe(false);
  });

  it('returns the provider error and stores nothing', () => {
    const session = create();
    const listener = vi.fn();
    session.subscribe(listener);
    session.authorizeUrl();
    const result = session.handleCallback(
      callbackHash({ error: 'access_denied', error_description: 'User did not authorize', state: 'x' }),
    );
    expect(result).toEqual({ ok: false, error: 'access_denied', description: 'User did not authorize' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('refuses an answer with another state, one nobody asked for, or a replayed id_token', () => {
    const session = create();
    expect(session.handleCallback(successHash(session, { state: 'forged' }))).toEqual({
      ok: false,
      error: 'invalid_state',
    });
    // No sign-in in progress (the state is used once).
    const hash = successHash(session);
    expect(session.handleCallback(hash)).toMatchObject({ ok: true });
    expect(session.handleCallback(hash)).toEqual({ ok: false, error: 'invalid_state' });
    session.logout();
    expect(session.handleCallback(successHash(session, { id_token: idToken({ nonce: 'old-nonce' }) }))).toEqual({
      ok: false,
      error: 'invalid_nonce',
    });
    expect(session.handleCallback(successHash(session, { id_token: 'not-a-jwt' }))).toEqual({
      ok: false,
      error: 'invalid_nonce',
    });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('refuses an answer without an access token or a usable expires_in', () => {
    const session = create();
    expect(session.handleCallback(successHash(session, { access_token: '' }))).toEqual({
      ok: false,
      error: 'invalid_token',
    });
    expect(session.handleCallback(successHash(session, { expires_in: 'soon' }))).toEqual({
      ok: false,
      error: 'invalid_token',
    });
    expect(session.handleCallback(successHash(session, { expires_in: '0' }))).toEqual({
      ok: false,
      error: 'invalid_token',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('logout and listeners', () => {
  it('clears the token, expiry and flag and tells the listeners', () => {
    const session = create();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.handleCallback(successHash(session));
    session.logout();
    expect(listener).toHaveBeenLastCalledWith(false);
    expect(['access_token', 'expires_at', 'isUserSigninWithAuth0'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(session.isAuthenticated()).toBe(false);

    unsubscribe();
    session.handleCallback(successHash(session));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is not signed in by an API sign-in token alone (no expiry, no flag)', () => {
    localStorage.setItem('access_token', 'api-token');
    expect(create().isAuthenticated()).toBe(false);
  });

  it('picks up a session stored before the page loaded', () => {
    localStorage.setItem('access_token', 'provider-token');
    localStorage.setItem('expires_at', String(NOW + 1000));
    localStorage.setItem('isUserSigninWithAuth0', 'true');
    expect(create().isAuthenticated()).toBe(true);
    clock = NOW + 1000;
    expect(create().isAuthenticated()).toBe(false);
  });
});
