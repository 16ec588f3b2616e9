// Payouts, subscriptions, content and the dashboard charts in real Chromium against the started server, in
// English and Arabic: approve then pay a payout request in its details page's dialogs, cancel a subscription with
// a reason, open the referral tree three levels deep, edit a page's titles and Arabic body with its preview, and read the dashboard's charts and
// their screen-reader tables.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import pages from '../../server/models/pages';
import { pageDirection } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

async function api<T = any>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.fetch(`/api/v1/admin/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as T;
}

async function firstId(page: Page, model: string, filters: Record<string, unknown> = {}, index = 0): Promise<number> {
  const results = await api<{ results: { data: Array<{ ID: number }> } }>(page, 'POST', 'search', {
    model,
    page: 1,
    itemsPerPage: 30,
    filters,
  });
  return Number(results.results.data[index].ID);
}

const labelOf = (name: string, language: 'en' | 'ar') =>
  pages.form!.fields.find((field) => field.name === name)!.label[language];

describe.each(['en', 'ar'] as const)('payouts, pages and charts (%s)', (language) => {
  const flow = inTurn(language);
  const t = translator(language);

  it('approves a pending payout request, then pays it with a transfer reference', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const id = await firstId(page, 'payout-requests', { status: ['pending'] });
    const before = await api(page, 'GET', `getSingle/payout-requests/${id}`);
    expect(before.item.status).toBe('pending');

    await page.goto(`/default/payout-requests/${id}`);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const history = page.getByRole('table', { name: t('payout.history.title') });
    const moved = (from: string, to: string) =>
      t('payout.history.moved', { from: t(`payout.status.${from}`), to: t(`payout.status.${to}`) });
    const title = (status: string) => t(`payout.decision.${status}_title`, { reference: before.item.reference });

    // Approve: the dialog states the payee and the amount with its currency; nothing moves until confirmed.
    await page.getByRole('button', { name: t('payout.actions.approve'), exact: true }).click({ timeout: 20_000 });
    const approve = page.getByRole('dialog', { name: title('approved') });
    await approve.waitFor({ timeout: 20_000 });
    await approve.getByText(before.item.payee_name, { exact: true }).waitFor();
    const currency = language === 'ar' ? 'ج.م.' : 'EGP';
    expect(await approve.getByText(currency).count()).toBe(2);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await approve.getByRole('button', { name: t('payout.actions.approve'), exact: true }).click();
    await approve.waitFor({ state: 'detached', timeout: 20_000 });
    await history.getByText(moved('pending', 'approved')).waitFor({ timeout: 20_000 });

    // Mark as paid: refused without the transfer reference, then paid with it, from the keyboard.
    const reference = `TRF-${language.toUpperCase()}-${id}`;
    await page.getByRole('button', { name: t('payout.actions.pay'), exact: true }).click();
    const pay = page.getByRole('dialog', { name: title('paid') });
    await pay.getByRole('button', { name: t('payout.actions.pay'), exact: true }).click();
    await pay.getByText(t('payout.form.reference_required')).waitFor({ timeout: 10_000 });
    await pay.getByRole('textbox', { name: t('payout.form.reference') }).fill(reference);
    await page.keyboard.press('Enter');
    await pay.waitFor({ state: 'detached', timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/default/payout-requests/${id}`);
    await history.getByText(moved('approved', 'paid')).waitFor({ timeout: 20_000 });
    expect(await history.getByRole('cell', { name: reference }).count()).toBe(1);
    // Final: no more decisions offered.
    expect(await page.getByRole('button', { name: t('payout.actions.reject'), exact: true }).count()).toBe(0);

    const after = await api(page, 'GET', `getSingle/payout-requests/${id}`);
    expect(after.item).toMatchObject({ status: 'paid', transfer_reference: reference });
    expect(after.item.transitions.map((entry: { to: string }) => entry.to)).toEqual(['approved', 'paid']);
    await context.close();
  });

  flow('cancels an active subscription with a reason', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const id = await firstId(page, 'subscriptions', { status: ['active'] });
    await page.goto(`/default/subscriptions/${id}`);
    await page.getByRole('button', { name: t('subscription.actions.cancel'), exact: true }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: t('subscription.change.cancel_title') });
    const reason = `Moved abroad (${language})`;
    await dialog.getByRole('textbox', { name: t('subscription.change.reason') }).fill(reason);
    await dialog.getByRole('button', { name: t('subscription.change.cancel_confirm'), exact: true }).click();
    const history = page.getByRole('table', { name: t('subscription.history.title') });
    await history.getByText(reason).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: t('subscription.actions.extend'), exact: true }).count()).toBe(0);
    const stored = await api(page, 'GET', `getSingle/subscriptions/${id}`);
    expect(stored.item.status).toBe('cancelled');
    expect(stored.item.changes).toEqual([expect.objectContaining({ action: 'cancel', reason })]);
    await context.close();
  });

  flow('opens the referral tree three levels deep', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    type Level = { nodes: Array<{ id: number; name: string }> };
    const roots = await api<Level>(page, 'GET', 'referrals/tree');
    const second = await api<Level>(page, 'GET', `referrals/tree?parent=${roots.nodes[0].id}`);
    const third = await api<Level>(page, 'GET', `referrals/tree?parent=${second.nodes[0].id}`);
    const fourth = await api<Level>(page, 'GET', `referrals/tree?parent=${third.nodes[0].id}`);
    await page.goto('/default/treeview');
    const tree = page.getByRole('tree', { name: t('referrals.tree.title') });
    await tree.waitFor({ timeout: 20_000 });
    for (const level of [roots, second, third]) {
      await page
        .getByRole('button', { name: t('referrals.tree.open', { name: level.nodes[0].name }) })
        .first()
        .click();
    }
    const deepest = tree.getByRole('treeitem', { name: fourth.nodes[0].name, exact: true }).first();
    await deepest.waitFor({ timeout: 20_000 });
    expect(await deepest.getAttribute('aria-level')).toBe('4');
    await context.close();
  });

  flow("edits a page's titles in both languages and its Arabic body, with the preview", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const id = await firstId(page, 'pages', {}, language === 'en' ? 0 : 1);
    await page.goto(`/default/pages/ops/${id}`);
    const titleEn = page.getByRole('textbox', { name: labelOf('title_en', language) });
    await titleEn.waitFor({ timeout: 20_000 });
    await titleEn.fill(`Opening hours ${language}`);
    await page.getByRole('textbox', { name: labelOf('title_ar', language) }).fill(`مواعيد العمل ${language}`);

    const editor = page.locator('.ProseMirror').nth(1);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' مفتوح يوميًا');
    const preview = page.getByRole('region', {
      name: t('forms.preview.title', { field: labelOf('body_ar', language) }),
    });
    await preview.getByText('مفتوح يوميًا').waitFor();
    expect(await preview.locator('[dir="rtl"][lang="ar"]').count()).toBe(1);

    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    await page.waitForURL('**/default/pages', { timeout: 20_000 });
    const stored = await api(page, 'GET', `getSingle/pages/${id}`);
    expect(stored.item.title_en).toBe(`Opening hours ${language}`);
    expect(stored.item.title_ar).toBe(`مواعيد العمل ${language}`);
    expect(stored.item.body_ar).toContain('مفتوح يوميًا');
    await context.close();
  });

  flow("draws the dashboard's charts with legends and the same numbers in tables", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    for (const key of ['subscriptions', 'members', 'programmes', 'payouts']) {
      const region = page.getByRole('region', { name: t(`app.dashboard.charts.${key}`) });
      await region.locator('svg.recharts-surface').first().waitFor({ timeout: 20_000 });
      expect(await region.locator('.recharts-legend-wrapper').count()).toBe(1);
    }
    const payouts = page.getByRole('region', { name: t('app.dashboard.charts.payouts') });
    const legend = await payouts.locator('.recharts-legend-wrapper').textContent();
    for (const status of ['pending', 'approved', 'paid', 'rejected'])
      expect(legend).toContain(t(`payout.status.${status}`));
    const rows = payouts.getByRole('table', { name: t('app.dashboard.charts.payouts') }).getByRole('row');
    expect(await rows.count()).toBe(5);
    const charts = await api<{ payouts: Array<{ status: string; count: number }> }>(page, 'GET', 'dashboard/charts');
    const paid = charts.payouts.find((row) => row.status === 'paid')!.count;
    const digits = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US').format(paid);
    expect(await rows.nth(3).textContent()).toContain(digits);
    await context.close();
  });
});
