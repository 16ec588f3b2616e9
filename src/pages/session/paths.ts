// The session pages' paths (spec 2.1), and the lock screen's way back.
export const SIGN_UP_PATH = '/session/sign-up';
export const LOCK_SCREEN_PATH = '/session/lock-screen';
export const FORGOT_PASSWORD_PATH = '/session/forgot-password';
export const RESET_PASSWORD_PATH = '/session/reset-password';

/** The lock screen, asked to return to `path` (the current full path) once unlocked. */
export function lockScreenPathFor(path: string): string {
  return `${LOCK_SCREEN_PATH}?redirect=${encodeURIComponent(path)}`;
}
