// Build-time settings and the product's fixed paths and timings (spec 2.1, 9).

/** Base of every API path; any backend that speaks docs/api.md can be chosen at build time. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL || '/api/v1/admin/';

/** Shown after the route title in the browser tab. */
export const PRODUCT_NAME = 'Fitness Admin';

/**
 * The external OpenID Connect provider (spec 7.6): its sign-in button and /callback work only when the
 * authority and client id are set at build time (VITE_OIDC_AUTHORITY, VITE_OIDC_CLIENT_ID; the audience,
 * VITE_OIDC_AUDIENCE, is optional). The API must accept the provider's access tokens.
 */
export const OIDC_SETTINGS = {
  authority: String(import.meta.env.VITE_OIDC_AUTHORITY ?? '').trim(),
  clientId: String(import.meta.env.VITE_OIDC_CLIENT_ID ?? '').trim(),
  audience: String(import.meta.env.VITE_OIDC_AUDIENCE ?? '').trim(),
};

export const ADMIN_BASENAME = '/default';
export const DASHBOARD_PATH = '/default/dashboard/';
export const LOGIN_PATH = '/session/login';

export const SUCCESS_TOAST_MS = 8000;
export const ERROR_TOAST_MS = 9000;
/** The login notice stays on the login page this long before the admin is opened. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const SCROLL_RESET_DELAY_MS = 200;

/** Shell switches and timings (spec 2.3, 9). */
export const SHELL = {
  /** The guided tour starts once for each admin (spec: enabled). */
  tourEnabled: true,
  /** The loading screen shows only while the shell loads, and never longer than this. */
  loadingScreenMaxMs: 2000,
  tourStartDelayMs: 1000,
  version: '1.4',
};
