// API calls from a browser test, made as the page's signed-in admin: what a test sets up or reads back
// around the screen under test goes through the same API the admin uses, answered in the page's language.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Calls `path` with the page's token and language and returns the answer's `data`; fails on any error. */
export async function api<T = any>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const [token, language] = await page.evaluate(() => [
    localStorage.getItem('access_token'),
    localStorage.getItem('language'),
  ]);
  const response = await page.request.fetch(`/api/v1/admin/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language ?? 'en' },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()).data as T;
}
