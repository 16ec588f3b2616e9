// Admins, settings and sign-up approval in real Chromium against the started server, in English and
// Arabic: change settings (a typed value, a refused one, a secret replaced), approve and reject accounts
// waiting for a role, and open the approved admin's details page with its role and history; a programme
// plan's save shows in the admin's recent activity with its action in words.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { planBody } from '../../common/programmes/plan';
import { axeViolations } from './axe';
import { pageDirection, settled } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const API = '/api/v1/admin';

/** A call to the API as the page's signed-in admin. */
async function call(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const [token, language] = await page.evaluate(() => [
    window.localStorage.getItem('access_token'),
    window.localStorage.getItem('language'),
  ]);
  // Answered in the page's language, as the admin's own calls are.
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': language ?? 'en' };
  const response =
    method === 'GET'
      ? await page.request.get(`${API}/${path}`, { headers })
      : await page.request.post(`${API}/${path}`, { headers, data: data ?? {} });
  return (await response.json()) as { state: number; data: any };
}

/** An account waiting for approval, made as a visitor makes one: through the public sign-up call. */
async function waitingAccount(page: Page, firstName: string, lastName: string): Promise<number> {
  const email = `${firstName}.${Date.now()}@pending.test`.toLowerCase();
  const signUp = await page.request.post(`${API}/sign-up`, {
    headers: { Accept: 'application/json' },
    data: {
      first_name: firstName,
      last_name: lastName,
      email,
      password: 'Pending#2026',
      password_confirmation: 'Pending#2026',
    },
  });
  expect(signUp.status()).toBe(201);
  const waiting = (await call(page, 'GET', 'admins/pending')).data as Array<{ id: number; email: string }>;
  const account = waiting.find((row) => row.email === email);
  expect(account).toBeDefined();
  return account!.id;
}

describe.each(['en', 'ar'] as const)('admins and settings (%s)', (language) => {
  const flow = inTurn(language);
  const t = translator(language);

  flow('changes settings: a typed value saved, a wrong one refused under its input, a secret replaced', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/settings');
    await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor({ timeout: 20_000 });
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    for (const group of ['general', 'contact', 'money', 'features', 'integrations'])
      await page.getByRole('group', { name: t(`settings.groups.${group}`) }).waitFor();
    await settled(page);
    expect(await axeViolations(page, '/default/settings')).toEqual([]);

    const vat = page.locator('input[name="vat_percent"]');
    await vat.fill('140');
    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    await expect.poll(() => vat.getAttribute('aria-invalid')).toBe('true');

    const vatValue = language === 'en' ? '12.5' : '13';
    const key = `maps-key-${language}-4321`;
    await vat.fill(vatValue);
    await page.locator('input[name="integrations.maps_key"]').fill(key);
    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    await expect.poll(() => vat.getAttribute('aria-invalid')).not.toBe('true');

    await page.reload();
    await page.locator('input[name="vat_percent"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('input[name="vat_percent"]').inputValue()).toBe(vatValue);
    const secret = page.locator('input[name="integrations.maps_key"]');
    expect(await secret.inputValue()).toBe('');
    await page.getByText(t('settings.secret_stored', { masked: '••••••••4321' })).waitFor();
    const stored = await call(page, 'GET', 'settings');
    expect(stored.data['integrations.maps_key']).toBe('••••••••4321');
    expect(stored.data.vat_percent).toBe(Number(vatValue));
    await context.close();
  });

  flow(
    "approves one waiting account and rejects another; the approved admin's details show the role and history",
    async () => {
      const { context, page } = await suite.signedInPage(language);
      await page.goto('/default/dashboard/');
      const approvedId = await waitingAccount(page, 'Approved', language === 'en' ? 'English' : 'Arabic');
      await waitingAccount(page, 'Rejected', language === 'en' ? 'English' : 'Arabic');
      const approvedName = `Approved ${language === 'en' ? 'English' : 'Arabic'}`;
      const rejectedName = `Rejected ${language === 'en' ? 'English' : 'Arabic'}`;

      await page.goto('/default/admins');
      const section = page.getByRole('region', { name: t('people.pending.title') });
      await section.waitFor({ timeout: 20_000 });
      await settled(page);
      expect(await axeViolations(page, '/default/admins')).toEqual([]);
      await section.getByRole('button', { name: t('people.pending.approve_named', { name: approvedName }) }).click();
      const approve = page.getByRole('dialog', { name: t('people.pending.approve_title', { name: approvedName }) });
      await approve.getByRole('combobox', { name: t('people.pending.role') }).click();
      const option = page.getByRole('option').first();
      const roleName = (await option.textContent())!.trim();
      await option.click();
      await approve.getByRole('button', { name: t('people.pending.approve'), exact: true }).click();
      await approve.waitFor({ state: 'detached' });

      await section.getByRole('button', { name: t('people.pending.reject_named', { name: rejectedName }) }).click();
      const reject = page.getByRole('dialog', { name: t('people.pending.reject_title', { name: rejectedName }) });
      await reject.getByRole('button', { name: t('people.pending.reject'), exact: true }).click();
      await reject.waitFor({ state: 'detached' });
      const waiting = (await call(page, 'GET', 'admins/pending')).data as Array<{
        first_name: string;
        last_name: string;
      }>;
      expect(waiting.map((row) => `${row.first_name} ${row.last_name}`)).not.toContain(approvedName);
      expect(waiting.map((row) => `${row.first_name} ${row.last_name}`)).not.toContain(rejectedName);

      await page.goto(`/default/admins/${approvedId}`);
      await page.getByRole('heading', { level: 1, name: approvedName }).waitFor({ timeout: 20_000 });
      const access = page.getByRole('region', { name: t('people.admin.access') });
      await access.getByText(roleName, { exact: true }).waitFor();
      await access.getByText(t('people.admin.never_signed_in')).waitFor();
      const history = page.getByRole('region', { name: t('activity.title') });
      await history
        .getByText(new RegExp(`^${t('activity.actions.approve')} `))
        .first()
        .waitFor();
      await history
        .getByText(new RegExp(`^${t('activity.actions.create')} `))
        .first()
        .waitFor();
      expect(await page.title()).toContain(approvedName);
      await settled(page);
      expect(await axeViolations(page, `/default/admins/${approvedId}`)).toEqual([]);

      // The approver's own page lists what they just did and leads to all of it in the activity log.
      await page.goto('/default/admins/1');
      const recent = page.getByRole('region', { name: t('activity.recent') });
      await recent.getByRole('listitem').first().waitFor({ timeout: 20_000 });
      await recent.getByRole('link', { name: t('activity.all') }).click();
      await page.waitForURL('**/default/activity-log?admin_id=1');
      await page.getByRole('table').waitFor({ timeout: 20_000 });
      await context.close();
    },
  );

  flow("shows a programme plan's save in the admin's recent activity, its action and model in words", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const [first] = (await call(page, 'POST', 'search', { model: 'sub-programs' })).data.results.data;
    const plan = (await call(page, 'GET', `subprograms/${first.ID}`)).data;
    // Saved back as the planner sends it: without the library names the load adds.
    const saved = await call(page, 'POST', `subprograms/${first.ID}/plan`, planBody(plan));
    expect(saved.state).toBe(1);
    const models = (await call(page, 'GET', 'models')).data as Array<{ name: string; label: Record<string, string> }>;
    const model = models.find((candidate) => candidate.name === 'sub-programs')!.label[language];

    await page.goto('/default/admins/1');
    const recent = page.getByRole('region', { name: t('activity.recent') });
    // The record is named by its title, as the activity log's Changes column names it.
    const { title } = (await call(page, 'GET', `getSingle/sub-programs/${first.ID}`)).data;
    const line = t('activity.row', { action: t('activity.actions.plan_save'), model, rows: title, date: '' }).trim();
    const escaped = line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await recent
      .getByText(new RegExp(`^${escaped} `))
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await recent.getByText(/plan_save|sub-programs/).count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page, '/default/admins/1')).toEqual([]);
    await context.close();
  });
});
