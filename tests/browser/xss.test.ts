// Stored XSS in real Chromium: hostile notes (saved through the API, and written raw into the database
// as an older or foreign writer might) and a hostile HTML cell are opened in the admin; nothing runs,
// no dialog opens, and no script, event handler, javascript: link or foreign SVG reaches the DOM.
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signIn } from './harness';
import { browserSuite } from './suite';
import { translator } from './texts';

// Its hostile rows would reach the other files' screens: it writes them into a database of its own.
const suite = browserSuite({ ownServer: true });
let token: string;
const t = translator('en');

// Each payload sets window.__xss or opens a dialog when it runs.
const PAYLOADS = [
  '<p>before<script>window.__xss = 1; alert(1)</script>after</p>',
  '<p>image</p><img src=x onerror="window.__xss = 2; alert(2)">',
  '<p><a href="javascript:window.__xss = 3; alert(3)">javascript link</a></p>',
  '<p><a href="JaVaScRiPt&colon;alert(4)">encoded link</a></p>',
  '<svg onload="window.__xss = 5; alert(5)"><circle r="4"></circle></svg><p>svg</p>',
  '<p>frame</p><iframe src="javascript:alert(6)"></iframe>',
  '<p onclick="alert(7)" style="background:url(javascript:alert(8))">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)></style></mglyph></table></mtext></math><p>math</p>',
];

async function api(path: string, body: unknown): Promise<any> {
  const res = await fetch(`${suite.baseUrl}/api/v1/admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Writes straight into the server's database, as a writer that skips the API's cleaning would. */
function writeRaw(run: (db: SqliteDatabase.Database) => void): void {
  const db = new SqliteDatabase(join(suite.dataDir, 'admin.sqlite'), { timeout: 10_000 });
  try {
    run(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  token = (await api('login', DEMO_ADMIN)).data.token;
});

/** A signed-in page that records dialogs and script-blocking CSP reports. */
async function openAdmin(): Promise<{ page: Page; dialogs: string[]; close(): Promise<void> }> {
  const { context, page } = await suite.newPage('en');
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const store = window as unknown as { __cspViolations?: string[] };
      (store.__cspViolations ??= []).push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, DEMO_ADMIN);
  await page.waitForURL('**/default/dashboard/', { timeout: 20_000 });
  return { page, dialogs, close: () => context.close() };
}

/** Everything in the DOM (and in `scope`) that would let stored HTML run. */
async function hostileTraces(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const traces: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name) ?? '';
        if (/^on/i.test(name)) traces.push(`${element.tagName} ${name}`);
        if (/^(href|src|action|formaction|xlink:href|data)$/i.test(name) && /^\s*javascript:/i.test(value))
          traces.push(`${element.tagName} ${name}=${value}`);
      }
    }
    document
      .querySelectorAll('script:not([src])')
      .forEach((element) => traces.push(`inline script ${element.textContent?.slice(0, 40)}`));
    for (const root of Array.from(document.querySelectorAll(selector))) {
      root
        .querySelectorAll('script, iframe, object, embed, math, style, img[src="x"]')
        .forEach((element) => traces.push(`${element.tagName} in ${selector}`));
      // The product's own icons: MUI's, and the row action buttons' plain ones.
      root
        .querySelectorAll('svg:not(.MuiSvgIcon-root):not(button.row-action > svg)')
        .forEach(() => traces.push(`svg in ${selector}`));
    }
    const state = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    if (state.__xss !== undefined) traces.push(`ran payload ${String(state.__xss)}`);
    (state.__cspViolations ?? [])
      .filter((report) => report.startsWith('script-src'))
      .forEach((report) => traces.push(`csp ${report}`));
    return traces;
  }, scope);
}

describe('stored XSS', () => {
  it('notes in the list’s notes dialog never run', async () => {
    const list = await api('search', { model: 'users' });
    const id = list.data.results.data[0].ID as number;
    for (const note of PAYLOADS) expect((await api(`add-note/users/${id}`, { note })).state).toBe(1);
    const now = new Date().toISOString();
    writeRaw((db) => {
      const insert = db.prepare(
        'insert into notes (model, item_id, admin_id, note, is_private, created_at) values (?, ?, ?, ?, 0, ?)',
      );
      for (const note of PAYLOADS) insert.run('users', id, 1, note.replace(/<p>/, '<p>raw '), now);
    });

    const { page, dialogs, close } = await openAdmin();
    await page.goto('/default/users');
    const actions = page.getByRole('group', { name: t('list.actions.row_label', { id }), exact: true });
    await actions.waitFor({ timeout: 20_000 });
    await actions.getByRole('button', { name: t('list.actions.notes'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('list.notes.title') });
    await dialog.getByText('encoded link').first().waitFor({ timeout: 15_000 });
    await dialog.getByText('raw encoded link').waitFor({ timeout: 15_000 });
    const notes = dialog.getByRole('list', { name: t('list.notes.title'), exact: true });
    expect(await notes.getByRole('listitem').count()).toBe(PAYLOADS.length * 2);
    // Give an image error or a load handler time to fire.
    await page.waitForTimeout(750);
    expect(await hostileTraces(page, '[role="dialog"]')).toEqual([]);
    expect(dialogs).toEqual([]);
    await close();
  });

  it('an HTML cell in the list never runs', async () => {
    const list = await api('search', { model: 'complaints' });
    const id = list.data.results.data[0].ID as number;
    writeRaw((db) => db.prepare('update complaints set description = ? where id = ?').run(PAYLOADS.join(''), id));

    const { page, dialogs, close } = await openAdmin();
    await page.goto('/default/complaints');
    await page
      .getByRole('group', { name: t('list.actions.row_label', { id }), exact: true })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('table').getByText('encoded link').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(750);
    expect(await hostileTraces(page, 'table')).toEqual([]);
    expect(dialogs).toEqual([]);
    await close();
  });
});
