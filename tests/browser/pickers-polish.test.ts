// Pickers, titles, support messages and the missing-fields warning in real Chromium against the real server,
// in English and Arabic: the programme and chat group forms name their picked rows (never "#4"), also to an
// admin who may edit programmes but not view classifications; a failing save's warning sits below the app
// bar; the library trees, a chat conversation and support name themselves in the browser tab and once in the
// app bar; support tells staff from the customer, each message in its own direction, with no accessibility
// violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { pageDirection } from './page';
import { api } from './api';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };

/** The label the server gives row `id` of `model` (the search picker's own answer). */
async function labelOf(page: Page, model: string, id: number): Promise<string> {
  const data = await api<Record<string, string>>(page, 'POST', 'search-picker', {
    model,
    direct: true,
    query: '',
    alldata: 0,
    value: [id],
  });
  return data[String(id)];
}

/** The picker's shown text once its options arrived: never the bare id. */
async function pickerText(page: Page, name: string, expected: string): Promise<string> {
  const input = page.locator(`input[name="${name}"]`);
  await input.waitFor(WAIT);
  await expect.poll(() => input.inputValue(), WAIT).toBe(expected);
  return input.inputValue();
}

describe.each(['en', 'ar'] as const)('pickers, titles and support (%s)', (language) => {
  const t = translator(language);

  it('names the picked rows of the programme and chat group forms, and warns below the app bar', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const programme = (await api(page, 'GET', 'getSingle/programs/4')).item;
    const classification = await labelOf(page, 'classifications', programme.classification_id);
    await page.goto('/default/programs/ops/4');
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await pickerText(page, 'classification_id', classification)).not.toMatch(/^#/);

    const group = (await api(page, 'GET', 'getSingle/chatgroup/3')).item;
    const programmeName = await labelOf(page, 'programs', group.program_id);
    await page.goto('/default/chatgroup/ops/3');
    expect(await pickerText(page, 'program_id', programmeName)).not.toMatch(/^#/);

    // A save the rules stop: the warning shows below the app bar, not over it.
    await page.locator('input[name="name_en"]').fill('');
    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    const warning = page.getByRole('alert').filter({ hasText: t('forms.missing_fields.title') });
    await warning.waitFor(WAIT);
    const bar = await page.getByRole('banner').boundingBox();
    const box = await warning.boundingBox();
    expect(bar && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await context.close();
  });

  it('names the picked classification to an admin who edits programmes without viewing classifications', async () => {
    const demo = await suite.signedInPage(language);
    await demo.page.goto('/default/dashboard/');
    const tag = `${Date.now().toString(36)}${language}`;
    const permissions = ['view-Program', 'edit-programs', 'view-ChatGroup', 'edit-chatgroups'];
    const role = await api(demo.page, 'POST', 'role/create', { name: `Editors ${tag}`, permissions });
    const account = { email: `editor-${tag}@demo.test`, password: 'Editor#2026' };
    await api(demo.page, 'POST', 'admins', {
      first_name: 'Limited',
      last_name: 'Editor',
      ...account,
      role_id: role.id,
      enabled: true,
    });
    const programme = (await api(demo.page, 'GET', 'getSingle/programs/4')).item;
    const classification = await labelOf(demo.page, 'classifications', programme.classification_id);
    const group = (await api(demo.page, 'GET', 'getSingle/chatgroup/3')).item;
    const programmeName = await labelOf(demo.page, 'programs', group.program_id);
    await demo.context.close();

    const { context, page } = await suite.signedInPage(language, account);
    await page.goto('/default/programs/ops/4');
    expect(await pickerText(page, 'classification_id', classification)).not.toMatch(/^#/);
    await page.goto('/default/chatgroup/ops/3');
    expect(await pickerText(page, 'program_id', programmeName)).not.toMatch(/^#/);
    await context.close();
  });

  it('names the library trees, a chat conversation and support in the tab and once in the app bar', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const group = (await api(page, 'GET', 'getSingle/chatgroup/3')).item;
    const screens = [
      ['/default/exercises-Categories', t('library.exercise_title')],
      ['/default/rounds-categories', t('library.round_title')],
      ['/default/chatgroup/3', group[`name_${language}`]],
      ['/default/support', t('chat.support.title')],
      ['/default/dashboard/', t('app.dashboard.title')],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(path);
      const barTitle = page.getByTestId('app-bar-title');
      await expect.poll(() => barTitle.textContent(), WAIT).toBe(title);
      expect(await page.title(), path).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
      const banner = (await page.getByRole('banner').textContent()) ?? '';
      expect(banner.split(title).length - 1, path).toBe(1);
    }
    await context.close();
  });

  it('tells staff from the customer in support, each message in its own direction, without axe violations', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/dashboard/');
    const threads = await api(page, 'GET', 'support-chat?per_page=30');
    let threadId = 0;
    for (const thread of threads.data) {
      const shown = await api(page, 'GET', `support-chat/show/${thread.id}`);
      const types = new Set(shown.messages.map((message: { sender: { type: string } }) => message.sender.type));
      if (types.has('admin') && types.has('user')) {
        threadId = thread.id;
        break;
      }
    }
    expect(threadId).toBeGreaterThan(0);
    await page.goto(`/default/support/${threadId}`);
    const staff = page.locator('li[data-sender="staff"]').first();
    const customer = page.locator('li[data-sender="customer"]').first();
    await staff.waitFor(WAIT);
    await customer.waitFor(WAIT);
    expect(await staff.getByTestId('sender-side').textContent()).toContain(t('message_sender.staff'));
    expect(await customer.getByTestId('sender-side').textContent()).toContain(t('message_sender.customer'));
    // Staff on the reading end's side, the customer on the start side, in different colours.
    const log = await page.getByRole('log').boundingBox();
    const staffBox = await staff.locator('> div').first().boundingBox();
    const customerBox = await customer.locator('> div').first().boundingBox();
    const middle = log!.x + log!.width / 2;
    const staffEnd = language === 'ar' ? staffBox!.x < middle : staffBox!.x + staffBox!.width > middle;
    const customerStart = language === 'ar' ? customerBox!.x + customerBox!.width > middle : customerBox!.x < middle;
    expect(staffEnd && customerStart).toBe(true);
    const colour = (row: typeof staff) =>
      row.evaluate(
        (element) =>
          getComputedStyle(element.querySelector('[data-testid="sender-side"]')!.parentElement!.parentElement!)
            .backgroundColor,
      );
    expect(await colour(staff)).not.toBe(await colour(customer));
    const directions = await page
      .locator('li[data-sender] [dir]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('dir')));
    expect(directions.length).toBeGreaterThan(1);
    expect(new Set(directions)).toEqual(new Set(['auto']));
    expect(await axeViolations(page, `/default/support/${threadId}`)).toEqual([]);
    await context.close();
  });
});
