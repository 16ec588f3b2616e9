// The `redirect` query parameter of the login page (spec 2.1): only same-site paths are followed.
import { DASHBOARD_PATH, LOGIN_PATH } from '../config';

/**
 * `target` when it is a path on this site, otherwise the dashboard. A same-site path starts with exactly
 * one `/`; `//host`, `/\host` (browsers read `\` as `/`), schemes such as `https:` or `javascript:` and
 * control characters (which browsers strip before parsing) are refused.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target) return DASHBOARD_PATH;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return DASHBOARD_PATH;
  if (/[\u0000-\u001f\u007f]/.test(target)) return DASHBOARD_PATH;
  try {
    // The browser's own reading must agree: same origin as a plain path would have.
    const base = 'http://same.site';
    if (new URL(target, base).origin !== base) return DASHBOARD_PATH;
  } catch {
    return DASHBOARD_PATH;
  }
  // Returning to the login page itself would loop.
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`) || target.startsWith(`${LOGIN_PATH}/`))
    return DASHBOARD_PATH;
  return target;
}

/** The login page, asked to come back to `path` (a session path needs no way back). */
export function loginPathFor(path: string): string {
  // Already on the login page: keep its way back (late sign-in checks of the page just left land here).
  if (path.startsWith(`${LOGIN_PATH}?`)) return path;
  if (!path || path.startsWith('/session/') || path === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}
