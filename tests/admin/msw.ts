// The msw server of the admin tests; tests/admin/setup.ts starts and resets it.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SERVED_MODELS } from './servedModels';

/** The absolute URL of an API path, as the admin's request helper builds it. */
export const api = (path: string): string => new URL(`/api/v1/admin/${path}`, window.location.origin).href;

// The login and sign-up pages ask for the session options on every visit; by default sign-up is open, as
// on the server. The signed-in admin loads the model registry, answered from the server's declarations.
// Tests override these with `server.use`, and resetHandlers() comes back to them.
export const server = setupServer(
  http.get(api('session/options'), () => HttpResponse.json({ state: 1, data: { sign_up: true } })),
  http.get(api('models'), () => HttpResponse.json({ state: 1, data: SERVED_MODELS })),
  // Every signed-in page with view-Chat asks for the menu's unread count and where live events come from:
  // nothing unread, and no live service, unless a test says otherwise.
  http.get(api('support-chat'), () =>
    HttpResponse.json({ state: 1, data: { data: [], total: 0, unread_total: 0, page: 1, per_page: 30 } }),
  ),
  http.get(api('realtime/config'), () => HttpResponse.json({ state: 0, message: 'Not found.' }, { status: 404 })),
  // The display settings as a new server has them (Arabic-Indic digits in Arabic).
  http.get(api('settings/display'), () =>
    HttpResponse.json({ state: 1, data: { arabic_digits: 'arabic', currency: 'EGP' } }),
  ),
  // The profile page's two-factor section: off, and not required.
  http.get(api('two-factor'), () => HttpResponse.json({ state: 1, data: { enabled: false, required: false } })),
  // No map tile server, as on a new server: the address and area pages show coordinates as text.
  http.get(api('settings/map'), () => HttpResponse.json({ state: 1, data: { tile_url: null, attribution: null } })),
);
