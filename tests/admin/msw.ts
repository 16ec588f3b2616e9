// The msw server of the admin tests; tests/admin/setup.ts starts and resets it.
import { setupServer } from 'msw/node';

export const server = setupServer();

/** The absolute URL of an API path, as the admin's request helper builds it. */
export const api = (path: string): string => new URL(`/api/v1/admin/${path}`, window.location.origin).href;
