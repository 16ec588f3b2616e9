// Build-time settings and the product's fixed paths and timings (spec 2.1, 9).

/** Base of every API path; any backend that speaks docs/api.md can be chosen at build time. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL || '/api/v1/admin/';

/** Shown after the route title in the browser tab. */
export const PRODUCT_NAME = 'Fitness Admin';

export const ADMIN_BASENAME = '/default';
export const DASHBOARD_PATH = '/default/dashboard/';
export const LOGIN_PATH = '/session/login';

export const SUCCESS_TOAST_MS = 8000;
export const ERROR_TOAST_MS = 9000;
/** The login notice stays on the login page this long before the admin is opened. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const SCROLL_RESET_DELAY_MS = 200;
