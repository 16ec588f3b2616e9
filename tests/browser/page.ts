// What the browser tests do on a page besides signing in: wait until it has settled, type a date into a
// date field as a user does, read a download, and build patterns from shown texts.
import type { Download, Locator, Page } from 'playwright-core';

/** Waits until the page has stopped moving: no loading screen, no progress bar, transitions done. */
export async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="loading-screen"]').waitFor({ state: 'detached' });
  await page.locator('[data-testid="navigation-progress"]').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
}

/** Also waits until a screen has drawn what it loads: its heading, and a list's rows (its table no longer busy). */
export async function screenDrawn(page: Page): Promise<void> {
  await settled(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached', timeout: 15_000 });
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The page's text direction (`<html dir>`). */
export function pageDirection(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.dir);
}

/** `offset` days from today on the browser's calendar, as the date field's digits (ddMMyyyy). */
export function dateDigits(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
}

/** Text with Arabic-Indic digits read as Latin: Arabic screens write dates in Arabic-Indic digits by default. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
}

/** Types a date into the field's sections with the keyboard, as a user does. */
export async function typeDate(page: Page, label: string, offset: number, { exact = false } = {}): Promise<void> {
  const group = page.getByRole('group', { name: label, exact });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(dateDigits(offset));
  await page.keyboard.press('Tab');
}

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A download's bytes, read through Playwright's stream: the shared Chromium runs in another process. */
export async function downloadedBytes(download: Download): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `value` as the interface writes counts in `language` (Arabic-Indic digits in Arabic, grouped). */
export function localNumber(language: 'en' | 'ar', value: number): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US').format(value);
}

/** A number in either digit system, group separators allowed, inside a regular expression. */
export const NUMBER_PATTERN = '[0-9\u0660-\u0669,\u066c]+';

/** Reads a number written in either digit system, with or without group separators. */
export function readNumber(text: string): number {
  const latin = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return Number(latin.replace(/[,\u066c]/g, ''));
}

/** The paging counter "1–30 of 1,925" ("١–٣٠ من ١٬٩٢٥") in `language`. */
export function pageRangeText(language: 'en' | 'ar', of: string, from: number, to: number, total: number): string {
  return `${localNumber(language, from)}–${localNumber(language, to)} ${of} ${localNumber(language, total)}`;
}

/** A list's Search Criteria (named `title`), opened first when folded: they start folded. */
export async function openSearchCriteria(page: Page, title: string): Promise<Locator> {
  const toggle = page.getByRole('region', { name: title }).locator('button[aria-expanded]').first();
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const panel = page.getByRole('search', { name: title });
  await panel.waitFor();
  return panel;
}
