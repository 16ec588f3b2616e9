// react-admin's authProvider on the API's login/logout (spec 3, 4, 6) and the stored session.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { LOGIN_PATH } from '../config';
import { currentFullPath } from '../routing/navigation';
import { loginPathFor } from '../routing/safeRedirect';
import { request, type HttpError } from './http';
import { can, subjectOf } from './permissions';
import {
  accessToken,
  clearSession,
  externalSessionExpired,
  hasSession,
  saveSession,
  storedPermissions,
  storedUser,
  type Session,
} from './session';

export interface Credentials {
  email: string;
  password: string;
}

/** The second step of a sign-in with two-factor on: the login's challenge and a code or a recovery code. */
export interface SecondFactor {
  challenge: string;
  code?: string;
  recovery_code?: string;
}

/** What `login` resolves to: done, or a challenge waiting for the second factor (no session yet). */
export type LoginOutcome = { redirectTo: false; challenge?: string };

type LoginAnswer = Session | { two_factor: true; challenge: string };

function startSession(data: Session): void {
  saveSession({ token: data.token, user: data.user, permissions: data.permissions ?? [] });
}

/** Where a signed-out visit goes: the login page, asked to come back here. */
const loginRedirect = () => loginPathFor(currentFullPath());

export const authProvider: AuthProvider = {
  async login({ email, password }: Credentials): Promise<LoginOutcome> {
    const { data } = await request<LoginAnswer>('login', { method: 'post', data: { email, password } });
    if ('two_factor' in data) return { redirectTo: false, challenge: data.challenge };
    startSession(data);
    // The login page decides where to go (after its notice), so react-admin must not navigate.
    return { redirectTo: false };
  },

  async loginWithSecondFactor(factor: SecondFactor): Promise<LoginOutcome> {
    const { data } = await request<Session>('login/two-factor', { method: 'post', data: { ...factor } });
    startSession(data);
    return { redirectTo: false };
  },

  async logout() {
    if (!accessToken()) {
      // No session: a signed-out visit being sent to sign in, to come back here afterwards.
      clearSession();
      return loginRedirect();
    }
    try {
      await request('logout', { method: 'post', quiet: true });
    } catch {
      // The session ends here whatever the server says (it may already be revoked).
    }
    clearSession();
    return LOGIN_PATH;
  },

  async checkAuth() {
    // `message: false`: the login page itself says what to do; no toast from react-admin.
    if (externalSessionExpired()) clearSession();
    if (!hasSession()) throw { redirectTo: loginRedirect(), message: false };
  },

  async checkError(error: unknown) {
    // 401: the http helper has already said 'Need to login!', ended the session and opened the login
    // page, so react-admin only clears its caches. 403 and the rest: still signed in.
    if ((error as HttpError | null)?.status === 401) throw { redirectTo: false, message: false };
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = storedUser();
    if (!user) throw new Error('Not signed in');
    return {
      id: user.id,
      fullName: [user.first_name, user.last_name].filter(Boolean).join(' '),
      avatar: user.image || undefined,
      email: user.email,
    };
  },

  async getPermissions() {
    return storedPermissions();
  },

  async canAccess({ resource, action }) {
    const subject = subjectOf(resource);
    // Every model resource declares its subject in src/resources/index.tsx; anything else is refused.
    return subject !== undefined && can(storedPermissions(), action, subject);
  },
};
