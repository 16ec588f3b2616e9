// Sign-in flows in real Chromium against the started server and the built admin, in both languages.
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signIn } from './harness';
import { pageDirection } from './page';
import { browserSuite } from './suite';

const suite = browserSuite();

describe.each(['en', 'ar'] as const)('sign-in (%s)', (language) => {
  it('signs in through the form and lands on the dashboard', async () => {
    const { context, page } = await suite.newPage(language);
    await signIn(page, DEMO_ADMIN);
    await page.waitForURL('**/default/dashboard/', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('permissions') ?? '[]').length)).toBeGreaterThan(
      10,
    );
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await context.close();
  });

  it('sends a signed-out visit to a deep path to the login page and back there after sign-in', async () => {
    const { context, page } = await suite.newPage(language);
    await page.goto('/default/users?status=active#top');
    await page.waitForURL('**/session/login?redirect=*');
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/default/users?status=active#top');
    await page.locator('input[name="email"]').fill(DEMO_ADMIN.email);
    await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/default/users', { timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('?status=active');
    await context.close();
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)'])(
    'ignores a hostile redirect %s',
    async (hostile) => {
      const { context, page } = await suite.newPage(language);
      await signIn(page, DEMO_ADMIN, `/session/login?redirect=${encodeURIComponent(hostile)}`);
      await page.waitForURL('**/default/dashboard/', { timeout: 15_000 });
      expect(new URL(page.url()).host).toBe(new URL(suite.baseUrl).host);
      await context.close();
    },
  );

  it('shows the server message for wrong credentials and stays signed out', async () => {
    const { context, page } = await suite.newPage(language);
    await signIn(page, { email: DEMO_ADMIN.email, password: 'wrong-password' });
    await expect.poll(() => page.locator('[role="alert"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(page.url()).toContain('/session/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });
});
