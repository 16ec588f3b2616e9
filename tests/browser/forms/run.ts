// What every form's filler works with: the page, its language and texts, and a tag unique to this run, plus
// the steps they share (pick an option, type into a labelled input, save and wait for the outcome, search
// the list through its Search Criteria panel).
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '../harness';
import { escapeRegExp } from '../page';
import type { translator } from '../texts';

export interface FormRun {
  page: Page;
  language: Language;
  t: ReturnType<typeof translator>;
  /** Unique to this run, form and language (lower-case letters and digits): part of every name created. */
  tag: string;
}

/** Checks, on the page loaded again, that a change was kept. */
export type Kept = (run: FormRun) => Promise<void>;

/**
 * Narrows the list (on its page) to the record a form created or is to edit; resolves to a text its row
 * shows when others may be listed with it.
 */
export type ListSearch = (run: FormRun) => Promise<string | undefined>;

export interface FormFiller {
  /** Fills a new record's required fields with valid values; how to find it in the list. Absent: edit only. */
  create?(run: FormRun): Promise<ListSearch>;
  /** For an edit-only form: finds a record to edit. */
  existing?: ListSearch;
  /** On the loaded edit page: changes one field and says how to see the change after a reload. */
  change(run: FormRun): Promise<Kept>;
}

/** An English or Arabic text holding the run's tag. */
export const taggedText = (run: FormRun, language: Language = run.language) =>
  language === 'ar' ? `اختبار ${run.tag}` : `Test ${run.tag}`;

/** `label` as an input's label shows it: a required one ends with an asterisk. */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/** The input labelled `label` (text, number, email…). */
export const input = (run: FormRun, label: string) => run.page.getByLabel(labelled(label));

/** Opens a select or picker labelled `label` and picks the option named `option`, or the first one. */
export async function choose(run: FormRun, label: string, option?: string): Promise<string> {
  const { page } = run;
  await page.getByRole('combobox', { name: labelled(label) }).click();
  const wanted = option
    ? page.getByRole('option', { name: option, exact: true })
    : page.getByRole('option').filter({ hasNotText: /^$/ }).first();
  await wanted.waitFor({ timeout: 15_000 });
  const chosen = ((await wanted.textContent()) ?? '').trim();
  await wanted.click();
  return chosen;
}

/** Picks the first row offered by a multiple picker and closes it. */
export async function chooseMany(run: FormRun, label: string): Promise<void> {
  await choose(run, label);
  await run.page.keyboard.press('Escape');
}

/**
 * The API's calls that are no form's save although they are POSTs: the list's, the pickers' and the
 * filters' searches, one item, and the live channels' sign-off, which the menu's unread badge may ask for
 * at any moment: taken for the save, it would let a test go on before the form is saved.
 */
const READS = /^\/api\/v1\/admin\/(search|search-picker|field-search|getSingle\/.*|broadcasting\/auth)$/;

/** A response of the API to a write. */
export const isWrite = (response: Response) => {
  const path = new URL(response.url()).pathname;
  return response.request().method() !== 'GET' && path.startsWith('/api/') && !READS.test(path);
};

/**
 * Presses Save and waits for the server to accept what the form sent; fails with what the page said when
 * its rules stopped the save, or with the server's answer when it refused it.
 */
export async function saveForm(run: FormRun, button = run.t('forms.save')): Promise<void> {
  const { page } = run;
  const written = page.waitForResponse(isWrite, { timeout: 30_000 }).catch(() => null);
  await page.getByRole('button', { name: button, exact: true }).click();
  const response = await written;
  if (!response) {
    const invalid = await page
      .locator('[aria-invalid="true"]')
      .evaluateAll((inputs) => inputs.map((element) => element.getAttribute('name') ?? element.id));
    const said = await page.getByRole('alert').allTextContents();
    throw new Error(`Nothing was sent from ${page.url()}: ${said.join(' | ')} (invalid: ${invalid.join(', ')})`);
  }
  const path = new URL(response.url()).pathname;
  expect(response.status(), `${path} answered ${await response.text().catch(() => '')}`).toBeLessThan(300);
}

/**
 * The list's Search Criteria panel, unfolded from the keyboard: a list still drawing its rows and pictures
 * can keep the toggle from ever counting as stable for a click.
 */
async function openSearchCriteria(page: Page, title: string): Promise<Locator> {
  const toggle = page.getByRole('region', { name: title }).locator('button[aria-expanded]').first();
  await toggle.waitFor({ timeout: 20_000 });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.press('Enter');
  const panel = page.getByRole('search', { name: title });
  await panel.waitFor();
  return panel;
}

/** Types `value` into the Search Criteria's text filter `label` and searches. */
export function searchText(label: string, value: string): ListSearch {
  return async ({ page, t }) => {
    const panel = await openSearchCriteria(page, t('list.search.title'));
    await panel.getByRole('textbox', { name: label, exact: true }).fill(value);
    await panel.getByRole('button', { name: t('list.buttons.search'), exact: true }).click();
    return undefined;
  };
}

/** Picks `option` in the Search Criteria's select filter `label` (typing it first) and searches. */
export function searchOption(label: string, option: () => string): ListSearch {
  return async ({ page, t }) => {
    const panel = await openSearchCriteria(page, t('list.search.title'));
    const box = panel.getByRole('combobox', { name: label, exact: true });
    await box.click();
    await box.pressSequentially(option().slice(0, 12));
    await page.getByRole('option', { name: option(), exact: true }).first().click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: t('list.buttons.search'), exact: true }).click();
    return undefined;
  };
}

/** Fills both ends of the Search Criteria's range `label` with one value and searches. */
export function searchRange(label: string, value: string): ListSearch {
  return async ({ page, t }) => {
    const panel = await openSearchCriteria(page, t('list.search.title'));
    for (const end of ['from', 'to'])
      await panel.getByLabel(t(`list.search.${end}`, { field: label }), { exact: true }).fill(value);
    await panel.getByRole('button', { name: t('list.buttons.search'), exact: true }).click();
    return undefined;
  };
}

/** Waits until the edit form has loaded its record: the input `label` holds a value. */
export async function loaded(run: FormRun, label: string): Promise<void> {
  await expect.poll(() => input(run, label).inputValue(), { timeout: 30_000 }).not.toBe('');
}

/**
 * A change to the text input `label`: `value`, or what it holds with a word appended (then it waits for
 * the record to load first); the reloaded form must show the new text.
 */
export async function changeText(run: FormRun, label: string, value?: string): Promise<Kept> {
  const field = input(run, label);
  if (value === undefined) await loaded(run, label);
  const next = value ?? `${await field.inputValue()} ${run.language === 'ar' ? 'معدل' : 'edited'}`;
  await field.fill(next);
  return async (again) => {
    await expect.poll(() => input(again, label).inputValue(), { timeout: 30_000 }).toBe(next);
  };
}
