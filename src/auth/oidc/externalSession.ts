// Sign-in with an external OpenID Connect provider (spec 7.6, 3, 4), implicit flow: the provider sends
// the browser back to /callback with `access_token`, `expires_in`, `id_token` and `state` in the hash.
// The session is the access token, its expiry (now + expires_in) and the isUserSigninWithAuth0 flag in
// localStorage; it counts as signed in until that expiry. Listeners hear every change.

export interface OidcSettings {
  /** The provider's base URL, e.g. https://company.eu.auth0.com (its authorize endpoint is `/authorize`). */
  authority: string;
  clientId: string;
  /** The API the access token is for (optional). */
  audience?: string;
}

/** localStorage keys of spec 3 (access_token is shared with the API sign-in). */
export const EXTERNAL_SESSION_KEYS = {
  token: 'access_token',
  expiresAt: 'expires_at',
  flag: 'isUserSigninWithAuth0',
} as const;

// The state and nonce of the sign-in in progress, kept in this tab until its callback.
const PENDING_KEYS = { state: 'oidc_state', nonce: 'oidc_nonce' } as const;

// setTimeout fires at once for delays above 2^31 - 1 ms, so longer sessions are checked in steps.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type CallbackResult = { ok: true; expiresAt: number } | { ok: false; error: string; description?: string };

export type SessionListener = (authenticated: boolean) => void;

export interface ExternalSession {
  isConfigured(): boolean;
  /** The provider's authorize URL for a new sign-in; remembers its state and nonce for the callback. */
  authorizeUrl(): string;
  /** Sends the browser to the provider to sign in. */
  signIn(): void;
  /** Reads the callback's hash; on success the session is stored and listeners are told. */
  handleCallback(hash: string): CallbackResult;
  isAuthenticated(): boolean;
  /** When the session ends (ms since the epoch), or null without one. */
  expiresAt(): number | null;
  logout(): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: SessionListener): () => void;
}

export interface ExternalSessionOptions {
  storage?: Storage;
  pendingStorage?: Storage;
  now?: () => number;
  randomText?: () => string;
  origin?: () => string;
  /** Leaves the page for `url` (the browser's location by default). */
  redirect?: (url: string) => void;
}

function randomText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The claims of a JWT, read without checking its signature (the nonce check needs only the payload). */
function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createExternalSession(settings: OidcSettings, options: ExternalSessionOptions = {}): ExternalSession {
  const storage = () => options.storage ?? window.localStorage;
  const pending = () => options.pendingStorage ?? window.sessionStorage;
  const now = options.now ?? Date.now;
  const random = options.randomText ?? randomText;
  const origin = options.origin ?? (() => window.location.origin);
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const listeners = new Set<SessionListener>();
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const notify = (authenticated: boolean) => listeners.forEach((listener) => listener(authenticated));

  const expiresAt = (): number | null => {
    const value = Number(storage().getItem(EXTERNAL_SESSION_KEYS.expiresAt));
    return storage().getItem(EXTERNAL_SESSION_KEYS.flag) === 'true' && Number.isFinite(value) && value > 0
      ? value
      : null;
  };

  const isAuthenticated = (): boolean => {
    const until = expiresAt();
    return until !== null && Boolean(storage().getItem(EXTERNAL_SESSION_KEYS.token)) && now() < until;
  };

  /** Tells the listeners when the session runs out. */
  const watchExpiry = () => {
    clearTimeout(expiryTimer);
    const until = expiresAt();
    if (until === null || !isAuthenticated()) return;
    expiryTimer = setTimeout(
      () => {
        if (isAuthenticated()) watchExpiry();
        else notify(false);
      },
      Math.min(until - now(), MAX_TIMER_DELAY_MS),
    );
  };

  const takePending = () => {
    const state = pending().getItem(PENDING_KEYS.state);
    const nonce = pending().getItem(PENDING_KEYS.nonce);
    pending().removeItem(PENDING_KEYS.state);
    pending().removeItem(PENDING_KEYS.nonce);
    return { state, nonce };
  };

  const session: ExternalSession = {
    isConfigured: () => settings.authority !== '' && settings.clientId !== '',

    authorizeUrl() {
      const state = random();
      const nonce = random();
      pending().setItem(PENDING_KEYS.state, state);
      pending().setItem(PENDING_KEYS.nonce, nonce);
      const params = new URLSearchParams({
        response_type: 'token id_token',
        scope: 'openid',
        client_id: settings.clientId,
        redirect_uri: `${origin()}/callback`,
        nonce,
        state,
      });
      if (settings.audience) params.set('audience', settings.audience);
      return `${settings.authority.replace(/\/+$/, '')}/authorize?${params.toString()}`;
    },

    signIn() {
      redirect(session.authorizeUrl());
    },

    handleCallback(hash) {
      const params = new URLSearchParams(hash.replace(/^#/, ''));
      // The state and nonce serve one callback only, whatever its outcome.
      const expected = takePending();
      const error = params.get('error');
      if (error) return { ok: false, error, description: params.get('error_description') ?? undefined };
      // A callback this tab did not ask for (or a forged one) is refused.
      if (!expected.state || params.get('state') !== expected.state) return { ok: false, error: 'invalid_state' };

      const accessToken = params.get('access_token');
      const expiresIn = Number(params.get('expires_in'));
      if (!accessToken || !Number.isFinite(expiresIn) || expiresIn <= 0) return { ok: false, error: 'invalid_token' };
      const claims = jwtClaims(params.get('id_token') ?? '');
      // The nonce ties the id_token to this sign-in, so a replayed token is refused.
      if (!claims || claims.nonce !== expected.nonce) return { ok: false, error: 'invalid_nonce' };

      const until = now() + expiresIn * 1000;
      storage().setItem(EXTERNAL_SESSION_KEYS.token, accessToken);
      storage().setItem(EXTERNAL_SESSION_KEYS.expiresAt, String(until));
      storage().setItem(EXTERNAL_SESSION_KEYS.flag, 'true');
      watchExpiry();
      notify(true);
      return { ok: true, expiresAt: until };
    },

    isAuthenticated,
    expiresAt,

    logout() {
      clearTimeout(expiryTimer);
      Object.values(EXTERNAL_SESSION_KEYS).forEach((key) => storage().removeItem(key));
      notify(false);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  // A session stored before this page loaded still ends on time.
  if (typeof window !== 'undefined') watchExpiry();
  return session;
}
