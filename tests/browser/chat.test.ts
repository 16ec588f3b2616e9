// Live chat in real Chromium with two browser contexts, in English and Arabic: a message sent in one
// appears in the other without a reload, and a thread's unread badge goes when another admin opens it;
// a hidden message shows hidden in the other browser; a picture sent shows as a thumbnail there; the
// sender's own text is on the page once even when the live event comes before the send's answer.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from './harness';
import { inTurn } from './inTurn';
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

// A 1×1 PNG: the upload call checks the content, not the name.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openLive(page: Page, path: string, connected: string) {
  await page.goto(path);
  await page.getByRole('status').filter({ hasText: connected }).waitFor({ timeout: 20_000 });
}

describe.each(['en', 'ar'] as const)('live chat (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const t = translator(language);

  flow(
    'shows a message sent in one browser in the other without a reload',
    async () => {
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
    },
    90_000,
  );

  flow(
    "drops a thread's unread badge in one browser when the other opens the thread",
    async () => {
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
    },
    90_000,
  );
  flow(
    'shows the sent text once on the sender\'s page, says "Message sent", even when the event comes first',
    async () => {
      const admin = await token();
      const group = await api('chatgroup/store', admin, { name_en: `Once ${language}`, name_ar: `مرة ${language}` });
      const { page, context } = await suite.signedInPage(language);
      try {
        await openLive(page, `/default/chatGroup/${group.ID}`, t('chat.live.connected'));
        // The send's answer is held back, as on a busy server: the live event shows the message first.
        await page.route('**/send', async (route) => {
          const answer = await route.fetch();
          await new Promise((done) => setTimeout(done, 1500));
          await route.fulfill({ response: answer });
        });
        const text = `Sent once ${language} ${Date.now()}`;
        const box = page.getByRole('textbox', { name: t('chat.composer.label') });
        await box.fill(text);
        await box.press('Enter');
        await page.getByRole('log').getByText(text).waitFor({ timeout: 10_000 });
        expect(await page.getByText(text).count()).toBe(1);
        expect(await box.inputValue()).toBe('');
        await page
          .getByRole('status')
          .filter({ hasText: t('chat.announce.sent') })
          .waitFor({ timeout: 10_000 });
        expect(await page.getByText(text).count()).toBe(1);
      } finally {
        await context.close();
      }
    },
    90_000,
  );

  flow(
    'hides a message with a reason in one browser and shows it hidden in the other',
    async () => {
      const admin = await token();
      const group = await api('chatgroup/store', admin, { name_en: `Mod ${language}`, name_ar: `إشراف ${language}` });
      const text = `Buy cheap pills ${language} ${Date.now()}`;
      await api(`chat/${group.ID}/send`, admin, { message: text });
      const moderator = await suite.signedInPage(language);
      const watcher = await suite.signedInPage(language);
      try {
        for (const { page } of [moderator, watcher])
          await openLive(page, `/default/chatGroup/${group.ID}`, t('chat.live.connected'));
        await moderator.page
          .getByRole('button', { name: t('chat.moderation.hide_message', { name: 'Demo Admin' }) })
          .click();
        const dialog = moderator.page.getByRole('dialog', { name: t('chat.moderation.title') });
        await dialog.getByRole('button', { name: t('chat.moderation.hide') }).click();
        await dialog.getByText(t('chat.moderation.reason_required')).waitFor();
        const reason = language === 'ar' ? 'إعلان' : 'Advertising';
        await dialog.getByRole('textbox', { name: t('chat.moderation.reason') }).fill(reason);
        await dialog.getByRole('button', { name: t('chat.moderation.hide') }).click();
        const hidden = t('chat.moderation.hidden_by', { name: 'Demo Admin', reason });
        await moderator.page.getByRole('log').getByText(hidden).waitFor({ timeout: 10_000 });
        await watcher.page.getByRole('log').getByText(hidden).waitFor({ timeout: 10_000 });
        const stored = await api(`chat/${group.ID}/messages`, admin);
        expect(stored.messages[0]).toMatchObject({ hidden: true, hidden_reason: reason });
      } finally {
        await moderator.context.close();
        await watcher.context.close();
      }
    },
    90_000,
  );

  flow(
    'sends a picture from the composer and shows its thumbnail in the other browser',
    async () => {
      const admin = await token();
      const group = await api('chatgroup/store', admin, { name_en: `Pic ${language}`, name_ar: `صورة ${language}` });
      const sender = await suite.signedInPage(language);
      const watcher = await suite.signedInPage(language);
      try {
        for (const { page } of [sender, watcher])
          await openLive(page, `/default/chatGroup/${group.ID}`, t('chat.live.connected'));
        await sender.page.getByTestId('chat-picture-input').setInputFiles({
          name: 'plate.png',
          mimeType: 'image/png',
          buffer: PIXEL_PNG,
        });
        await sender.page.getByRole('img', { name: t('chat.attachment.attached') }).waitFor({ timeout: 10_000 });
        const box = sender.page.getByRole('textbox', { name: t('chat.composer.label') });
        await box.fill(`Lunch ${language}`);
        await box.press('Enter');
        const thumbnail = watcher.page
          .getByRole('log')
          .getByRole('img', { name: t('chat.attachment.from', { name: 'Demo Admin' }) });
        await thumbnail.waitFor({ timeout: 10_000 });
        await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
        expect(await sender.page.getByRole('img', { name: t('chat.attachment.attached') }).count()).toBe(0);
      } finally {
        await sender.context.close();
        await watcher.context.close();
      }
    },
    90_000,
  );
  flow(
    'moves the unread badge on the Support menu entry live when another admin reads a thread',
    async () => {
      const admin = await token();
      const list = await api('support-chat', admin);
      const unread = (list.data as Array<{ id: number; unread_count: number }>).find((row) => row.unread_count > 0);
      expect(unread).toBeDefined();
      const watcher = await suite.signedInPage(language);
      const reader = await suite.signedInPage(language);
      try {
        await watcher.page.goto('/default');
        const menu = watcher.page.getByRole('navigation');
        const support = menu.getByRole('link', { name: t('shell.menu.items.support'), exact: true });
        const description = async () => {
          const id = await support.getAttribute('aria-describedby', { timeout: 20_000 });
          return id ? watcher.page.locator(`[id="${id}"]`).textContent() : null;
        };
        await expect
          .poll(description, { timeout: 20_000 })
          .toBe(t('chat.notify.unread', { smart_count: list.unread_total }));
        await reader.page.goto(`/default/support/${unread!.id}`);
        await reader.page.getByRole('heading', { level: 2 }).waitFor({ timeout: 20_000 });
        const left = list.unread_total - unread!.unread_count;
        await expect.poll(description, { timeout: 10_000 }).toBe(t('chat.notify.unread', { smart_count: left }));
        // The link's own name stays its title.
        expect(await support.textContent()).toBe(t('shell.menu.items.support'));
      } finally {
        await watcher.context.close();
        await reader.context.close();
      }
    },
    90_000,
  );
  flow(
    "shows another admin's close and reopen of the open thread live",
    async () => {
      const admin = await token();
      const list = await api('support-chat?status=pending', admin);
      const pending = (list.data as Array<{ id: number }>)[language === 'en' ? 0 : 1];
      const actor = await suite.signedInPage(language);
      const watcher = await suite.signedInPage(language);
      try {
        for (const { page } of [actor, watcher]) {
          await page.goto(`/default/support/${pending.id}`);
          await page.getByRole('heading', { level: 2 }).waitFor({ timeout: 20_000 });
          await page
            .getByRole('status')
            .filter({ hasText: t('chat.live.connected') })
            .first()
            .waitFor({ timeout: 20_000 });
        }
        await actor.page.getByRole('button', { name: t('chat.support.close'), exact: true }).click();
        await watcher.page
          .getByRole('button', { name: t('chat.support.reopen'), exact: true })
          .waitFor({ timeout: 10_000 });
        await watcher.page.getByText(t('chat.support.closed_hint')).waitFor();
        await actor.page.getByRole('button', { name: t('chat.support.reopen'), exact: true }).click();
        await watcher.page
          .getByRole('button', { name: t('chat.support.close'), exact: true })
          .waitFor({ timeout: 10_000 });
      } finally {
        await actor.context.close();
        await watcher.context.close();
      }
    },
    90_000,
  );
});
