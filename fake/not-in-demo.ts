// What the demo build leaves out, declared once: every other operation of the server's route table is
// answered by its own route. These need what a browser tab does not have (a file system for files, mail,
// a live-event server), so they answer 501 with the demo's bilingual notice instead of trying.
import type { Language } from '../server/http/language';
import { demoMessage } from './messages';
import { answer, type FakeResponse } from './response';

export interface NotInDemo {
  method: string;
  /** Under the API prefix, as the server's route declares it. */
  path: string;
  /** What it needs that the demo lacks (for the docs and the tests' report). */
  why: 'file export' | 'upload' | 'sign-up' | 'password reset' | 'live delivery' | 'API document' | 'two-factor';
  /** Only the calls of the route that ask for this (one route may do more than one thing). */
  when?: (body: unknown) => boolean;
}

const asksForExport = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { export_format?: unknown }).export_format !== undefined;

export const NOT_IN_DEMO: readonly NotInDemo[] = [
  // A search with `export_format` streams a spreadsheet or a PDF, or queues a job that writes one.
  { method: 'POST', path: '/search', why: 'file export', when: asksForExport },
  { method: 'GET', path: '/jobs/:id/file', why: 'file export' },
  { method: 'POST', path: '/file-uploaded/store', why: 'upload' },
  { method: 'POST', path: '/sign-up', why: 'sign-up' },
  { method: 'POST', path: '/forgot-password', why: 'password reset' },
  { method: 'POST', path: '/reset-password', why: 'password reset' },
  // Without a live-event endpoint the chat screens show they are offline; what is sent shows all the same.
  { method: 'GET', path: '/realtime/config', why: 'live delivery' },
  { method: 'POST', path: '/broadcasting/auth', why: 'live delivery' },
  // One-time codes are checked with HMAC-SHA1 on the server; the demo's sign-in asks for none.
  { method: 'GET', path: '/two-factor', why: 'two-factor' },
  { method: 'POST', path: '/two-factor/setup', why: 'two-factor' },
  { method: 'POST', path: '/two-factor/enable', why: 'two-factor' },
  { method: 'POST', path: '/two-factor/disable', why: 'two-factor' },
  { method: 'POST', path: '/login/two-factor', why: 'two-factor' },
  // The server generates it from its routes; the repository keeps the same document (docs/openapi.json).
  { method: 'GET', path: '/openapi.json', why: 'API document' },
];

export function isNotInDemo(method: string, path: string, body: unknown): boolean {
  return NOT_IN_DEMO.some((entry) => entry.method === method && entry.path === path && (entry.when?.(body) ?? true));
}

/** Thrown by the demo's stand-ins for the server's file stores and queues, should a route reach one. */
export class NotInDemoError extends Error {
  constructor(what: string) {
    super(`${what} is not in the demo`);
    this.name = 'NotInDemoError';
  }
}

export function notInDemoAnswer(language: Language): FakeResponse {
  return answer(501, { state: 0, message: demoMessage(language, 'not_in_demo') });
}
