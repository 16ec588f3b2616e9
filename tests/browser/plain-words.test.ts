// Words, never codes, in real Chromium in English and Arabic: the activity log's Changes column says
// "Status: Pending → Approved" and links the record by name; the role form, the library's rounds and the
// settings page show no permission key, round-type key or setting key; the role form has no axe finding.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import payoutRequests from '../../server/models/payout-requests';
import rounds from '../../server/models/rounds';
import { axeViolations } from './axe';
import { pageDirection } from './page';
import { api } from './api';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };
/** A permission key (`view-CommissionRule`) and a key with underscores (`straight_sets`, `push_key`). */
const CODES = [/[a-z]+-[A-Z]/, /[a-z]+_[a-z]+/];

/** The codes the page's visible text still holds (innerText: only what is rendered and shown). */
async function visibleCodes(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: only the text a person sees counts here.
  const text = await page.locator('body').innerText();
  return CODES.flatMap((pattern) => text.match(new RegExp(pattern, 'g')) ?? []);
}

describe.each(['en', 'ar'] as const)('plain words (%s)', (language) => {
  const t = translator(language);

  it("says the activity log's changes in words and links the record by name", async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const pending = await api(page, 'POST', 'search', {
      model: 'payout-requests',
      filters: { status: ['pending'] },
      sortBy: ['ID'],
      sortDesc: [language === 'ar'],
    });
    const request = pending.results.data[0];
    await api(page, 'POST', 'search', { model: 'payout-requests', id: [request.ID], action: 'approve' });

    await page.goto('/default/activity-log');
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const header = payoutRequests.headers.find((candidate) => candidate.value === 'status')!;
    const label = (value: string) => header.options!.find((option) => option.value === value)!.label[language];
    const line = t('activity.change', {
      field: header.text[language],
      before: label('pending'),
      after: label('approved'),
    });
    const entry = page.getByRole('row').filter({ hasText: line }).first();
    await entry.waitFor(WAIT);
    const link = entry.getByRole('link', { name: request.reference.label, exact: true });
    expect(await link.getAttribute('href')).toBe(`/default/payout-requests/${request.ID}`);
    expect(await entry.textContent()).toContain(`${payoutRequests.label[language]}: ${request.reference.label}`);
    expect(await entry.textContent()).not.toMatch(/[{}"]|pending|approved|payout-requests/);
    await link.click();
    await page.waitForURL(`**/default/payout-requests/${request.ID}`, WAIT);
    await context.close();
  }, 40_000);

  it('shows no permission, round-type or setting key on the role form, the rounds and the settings', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/roles/ops');
    const matrix = page.getByRole('table', { name: t('access.roles.matrix') });
    await matrix.waitFor(WAIT);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Columns are actions in words, rows areas by name, each box the action and the area.
    expect(await matrix.getByRole('columnheader').allInnerTexts()).toEqual(
      ['subject', 'view', 'create', 'edit', 'delete', 'manage'].map((key) =>
        key === 'subject' ? t('access.roles.subject') : t(`access.roles.actions.${key}`),
      ),
    );
    await matrix
      .getByRole('checkbox', {
        name: t('plainWords.permission', { action: t('access.roles.actions.edit'), subject: rounds.label[language] }),
        exact: true,
      })
      .waitFor(WAIT);
    expect(await visibleCodes(page)).toEqual([]);
    const names = await matrix
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
    expect(names.filter((name) => CODES.some((pattern) => pattern.test(name)))).toEqual([]);
    expect(await axeViolations(page, '/default/roles/ops')).toEqual([]);

    // The rounds of a category whose rounds include every type the seed places there.
    const tree = await api<any[]>(page, 'GET', 'round/hierarchy');
    const withRounds = (nodes: any[]): any =>
      nodes.find((node) => (node.rounds ?? []).length > 0) ??
      nodes.map((node) => withRounds(node.children ?? [])).find(Boolean);
    const category = withRounds(tree);
    await page.goto('/default/rounds-categories');
    await page.getByLabel(t('library.search')).fill(category[`name_${language}`]);
    await page
      .getByRole('tree', { name: t('library.tree_label') })
      .getByRole('treeitem', { name: new RegExp(`^${category[`name_${language}`]}`) })
      .first()
      .click();
    const list = page.getByRole('list', { name: t('library.rounds') });
    await list.waitFor(WAIT);
    const typeOptions = rounds.form!.fields.find((field) => field.name === 'type')!.options!;
    const shown = await list.textContent();
    for (const round of category.rounds as Array<{ type: string }>) {
      expect(shown).toContain(typeOptions.find((option) => option.value === round.type)!.label[language]);
    }
    expect(await visibleCodes(page)).toEqual([]);

    await page.goto('/default/settings');
    await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor(WAIT);
    await page.getByText(t('settings.groups.integrations'), { exact: true }).first().waitFor(WAIT);
    expect(await visibleCodes(page)).toEqual([]);
    await context.close();
  }, 40_000);
});
