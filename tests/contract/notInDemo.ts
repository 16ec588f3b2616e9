// Operations the demo backend (fake/) documents as not offered in the browser: file exports, uploads,
// sign-up, password reset and live delivery. The kit skips them in its demo run. One place to point at
// fake/'s own NOT_IN_DEMO once it has one.
export const FILE_EXPORTS = 'file exports of POST /search';

export const NOT_IN_DEMO: readonly string[] = [
  'GET /jobs/{id}/file',
  'POST /file-uploaded/store',
  'POST /sign-up',
  'POST /forgot-password',
  'POST /reset-password',
  'GET /realtime/config',
  'POST /broadcasting/auth',
  'GET /openapi.json',
  'GET /two-factor',
  'POST /two-factor/setup',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /login/two-factor',
  // Not an operation: the file exports POST search makes (and the export jobs behind them).
  FILE_EXPORTS,
];

export const NOT_IN_DEMO_WHY =
  'not offered by the demo backend (file exports, uploads, sign-up, password reset, live delivery, the API document, two-factor sign-in)';
