// Live chat in real Chromium with two browser contexts, in English and Arabic: a message sent in one
// appears in the other without a reload, and a thread's unread badge goes when another admin opens it.
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './harness';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

async function api(path: string, token: string, body?: unknown) {
  const res = await fetch(`${suite.baseUrl}/api/v1/admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await res.json()) as { data: any }).data;
}

async function token(): Promise<string> {
  const res = await fetch(`${suite.baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe.each(['en', 'ar'] as const)('live chat (%s)', (language) => {
  const t = translator(language);

  it('shows a message sent in one browser in the other without a reload', async () => {
    const admin = await token();
    const group = await api('chatgroup/store', admin, { name_en: `Live ${language}`, name_ar: `مباشر ${language}` });
    const first = await suite.signedInPage(language);
    const second = await suite.signedInPage(language);
    try {
      for (const { page } of [first, second]) {
        await page.goto(`/default/chatGroup/${group.ID}`);
        await page
          .getByRole('status')
          .filter({ hasText: t('chat.live.connected') })
          .waitFor({ timeout: 20_000 });
      }
      const text = `Hello from the first browser ${language} ${Date.now()}`;
      const box = first.page.getByRole('textbox', { name: t('chat.composer.label') });
      await box.fill(text);
      await box.press('Enter');
      await second.page.getByText(text).waitFor({ timeout: 10_000 });
      // Once in each conversation, whether it came back from the send or from the live event first.
      expect(await second.page.getByRole('log').getByText(text).count()).toBe(1);
      expect(await first.page.getByRole('log').getByText(text).count()).toBe(1);
      expect(await second.page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  }, 90_000);

  it("drops a thread's unread badge in one browser when the other opens the thread", async () => {
    const admin = await token();
    // The thread list the support screen shows first: latest activity first.
    const list = await api('support-chat', admin);
    const unread = (list.data as Array<{ id: number; unread_count: number }>).find((row) => row.unread_count > 0);
    expect(unread).toBeDefined();
    const label = t('chat.support.unread', { smart_count: unread!.unread_count });
    const watcher = await suite.signedInPage(language);
    const reader = await suite.signedInPage(language);
    try {
      await watcher.page.goto('/default/support');
      await watcher.page
        .getByRole('status')
        .filter({ hasText: t('chat.live.connected') })
        .waitFor({ timeout: 20_000 });
      await watcher.page.getByLabel(label).first().waitFor({ state: 'attached', timeout: 20_000 });
      const before = await watcher.page.getByLabel(label).count();
      await reader.page.goto(`/default/support/${unread!.id}`);
      await reader.page.getByRole('heading', { level: 2 }).waitFor({ timeout: 20_000 });
      await expect.poll(() => watcher.page.getByLabel(label).count(), { timeout: 10_000 }).toBe(before - 1);
    } finally {
      await watcher.context.close();
      await reader.context.close();
    }
  }, 90_000);
});
