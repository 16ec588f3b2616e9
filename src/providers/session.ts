// The signed-in session in localStorage under the keys the spec names (access_token, user, permissions).

export const SESSION_KEYS = {
  token: 'access_token',
  user: 'user',
  permissions: 'permissions',
} as const;

export interface SessionUser {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  image?: string | null;
  role?: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
  permissions: string[];
}

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function accessToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token) || null;
}

export function storedUser(): SessionUser | null {
  const user = readJson(SESSION_KEYS.user);
  return user !== null && typeof user === 'object' && 'id' in user ? (user as SessionUser) : null;
}

export function storedPermissions(): string[] {
  const permissions = readJson(SESSION_KEYS.permissions);
  return Array.isArray(permissions) ? permissions.filter((item): item is string => typeof item === 'string') : [];
}

/** Signed in means a token and a user are stored (spec 2.1: "no stored user entry" sends to login). */
export function hasSession(): boolean {
  return accessToken() !== null && storedUser() !== null;
}

export function saveSession({ token, user, permissions }: Session): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  localStorage.setItem(SESSION_KEYS.permissions, JSON.stringify(permissions));
}

/** Forgets the session; the language choice stays. */
// An external identity sign-in (spec 3) also keeps its expiry and flag; signing out forgets them too.
const EXTERNAL_KEYS = ['expires_at', 'isUserSigninWithAuth0'] as const;

/** Set while the admin has locked the screen (pages/session/screenLock.ts); a session's end ends it too. */
export const LOCKED_KEY = 'locked';

export function clearSession(): void {
  [...Object.values(SESSION_KEYS), ...EXTERNAL_KEYS, LOCKED_KEY].forEach((key) => localStorage.removeItem(key));
}

/** An external sign-in is over once its expiry has passed (spec 4: authenticated means now < expiry). */
export function externalSessionExpired(now = Date.now()): boolean {
  const expiresAt = Number(localStorage.getItem('expires_at'));
  return localStorage.getItem('isUserSigninWithAuth0') === 'true' && expiresAt > 0 && now >= expiresAt;
}
