// The locked screen, kept in localStorage beside the session's own keys (access_token, user,
// permissions: providers/session.ts; expires_at, isUserSigninWithAuth0: external sign-in):
//   locked  '1' while the admin has locked the screen. RequireSession then sends every /default/* visit
//           to the lock screen; unlocking, signing in again or any end of the session removes it.
import { LOCKED_KEY } from '../../providers/session';

export function isScreenLocked(): boolean {
  return localStorage.getItem(LOCKED_KEY) !== null;
}

export function lockScreen(): void {
  localStorage.setItem(LOCKED_KEY, '1');
}

export function unlockScreen(): void {
  localStorage.removeItem(LOCKED_KEY);
}
