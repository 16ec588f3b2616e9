// Commissions, referral details and subscription payments in real Chromium against the started server, in
// English and Arabic: the three commission lists on their tabs at /default/commission, a referral's chain of
// referrers and whom the member referred, and a subscription's payments on its details page.
import { describe, expect } from 'vitest';
import commissionRules from '../../server/models/commission-rules';
import commissions from '../../server/models/commissions';
import earnedCommissions from '../../server/models/earned-commissions';
import { axeViolations } from './axe';
import { pageDirection } from './page';
import { inTurn } from './inTurn';
import { api } from './api';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };

describe.each(['en', 'ar'] as const)('commissions, referrals and payments (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const t = translator(language);

  flow('shows the commission rules, the earned and the marketplace commissions on their tabs', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/commission');
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Each tab's list is the page's heading.
    await page.getByRole('heading', { level: 1, name: commissionRules.label[language], exact: true }).waitFor(WAIT);
    const tabs = page.getByRole('tablist', { name: t('commission.tabs') });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(
      [commissionRules, earnedCommissions, commissions].map((model) => model.label[language]),
    );
    const panel = page.getByRole('tabpanel');
    const rules = await api(page, 'POST', 'search', { model: 'commission-rules', sortBy: ['id'], sortDesc: [false] });
    await panel.getByRole('cell', { name: rules.results.data[0].name, exact: true }).waitFor(WAIT);

    await tabs.getByRole('tab', { name: earnedCommissions.label[language], exact: true }).click();
    const earnedHeader = earnedCommissions.headers.find((header) => header.value === 'base_amount')!.text[language];
    await panel.getByRole('columnheader', { name: earnedHeader }).waitFor(WAIT);
    expect(await panel.getByRole('row').count()).toBeGreaterThan(1);

    await tabs.getByRole('tab', { name: commissions.label[language], exact: true }).click();
    const orderTotal = commissions.headers.find((header) => header.value === 'order_total')!.text[language];
    await panel.getByRole('columnheader', { name: orderTotal }).waitFor(WAIT);
    await page.getByRole('heading', { level: 1, name: commissions.label[language], exact: true }).waitFor(WAIT);
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe(commissions.label[language]);
    expect(await axeViolations(page, '/default/commission')).toEqual([]);
    await context.close();
  });

  flow("opens a referral's page with its chain of referrers and the members it brought", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    // A referral whose member referred others in turn, and was brought by a referred member.
    const roots = await api(page, 'GET', 'referrals/tree');
    const second = await api(page, 'GET', `referrals/tree?parent=${roots.nodes[0].id}`);
    const member = second.nodes.find((node: { referred: number }) => node.referred > 0);
    const list = await api(page, 'POST', 'search', { model: 'referrals', filters: { user_id: [member.id] } });
    const id = list.results.data[0].ID;

    await page.goto(`/default/referrals/${id}`);
    const chain = page.getByRole('list', { name: t('referral.details.chain') });
    await chain.waitFor(WAIT);
    expect(await chain.getByRole('link').allTextContents()).toEqual([roots.nodes[0].name, member.name]);
    expect(await chain.getByRole('link').last().getAttribute('href')).toBe(`/default/users/users-list/${member.id}`);
    const referred = page.getByRole('table', { name: t('referral.details.referred') });
    const children = await api(page, 'GET', `referrals/tree?parent=${member.id}`);
    expect(await referred.getByRole('row').count()).toBe(children.nodes.length + 1);
    await referred.getByRole('link', { name: children.nodes[0].name }).waitFor(WAIT);
    expect(await axeViolations(page, `/default/referrals/${id}`)).toEqual([]);
    await context.close();
  });

  flow("lists a subscription's payments on its details page", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const list = await api(page, 'POST', 'search', { model: 'subscriptions', filters: { status: ['active'] } });
    const id = list.results.data[0].ID;
    const single = await api(page, 'GET', `getSingle/subscriptions/${id}`);
    expect(single.item.payments.length).toBeGreaterThan(0);

    await page.goto(`/default/subscriptions/${id}`);
    const table = page.getByRole('table', { name: t('subscription.payments.title') });
    await table.waitFor(WAIT);
    expect(await table.getByRole('row').count()).toBe(single.item.payments.length + 1);
    await table.getByRole('cell', { name: single.item.payments[0].reference }).waitFor(WAIT);
    expect(await axeViolations(page, `/default/subscriptions/${id}`)).toEqual([]);
    await context.close();
  });
});
