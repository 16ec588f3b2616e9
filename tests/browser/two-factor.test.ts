// Two-factor sign-in in real Chromium, in both languages: set it up on the profile page (the code made from
// the secret the page shows, as an authenticator app would), see the ten recovery codes, then sign in with
// the password and a code. Its own server: the accounts it turns two-factor on for stay that way.
import { describe, expect, it } from 'vitest';
import twoFactorAr from '../../i18n/twoFactor.ar';
import twoFactorEn from '../../i18n/twoFactor.en';
import { PROFILE_PATH } from '../../src/pages/profile/paths';
import { totpCode } from '../../server/auth/totp';
import { DEMO_ADMIN, DEMO_SUPPORT, signIn } from './harness';
import { pageDirection } from './page';
import { browserSuite } from './suite';

const suite = browserSuite({ ownServer: true });
const TEXTS = { en: twoFactorEn.two_factor, ar: twoFactorAr.two_factor };
const ACCOUNTS = { en: DEMO_ADMIN, ar: DEMO_SUPPORT };

describe.each(['en', 'ar'] as const)('two-factor sign-in (%s)', (language) => {
  it('is set up on the profile page and then signs in with a code', async () => {
    const texts = TEXTS[language];
    const account = ACCOUNTS[language];
    const { context, page } = await suite.signedInPage(language, account);
    await page.goto(PROFILE_PATH);
    await page.getByRole('button', { name: texts.set_up }).click({ timeout: 20_000 });
    const secret = (await page.getByTestId('two-factor-secret').textContent({ timeout: 10_000 }))?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = page.getByLabel(texts.code);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(totpCode(secret));
    await page.getByRole('button', { name: texts.confirm, exact: true }).click();
    const recovery = page.getByRole('region', { name: texts.recovery_title });
    await expect.poll(() => recovery.locator('li').count(), { timeout: 10_000 }).toBe(10);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await context.close();

    // A fresh visit: the password alone no longer signs in.
    const fresh = await suite.newPage(language);
    await signIn(fresh.page, account);
    const codeStep = fresh.page.getByLabel(texts.code);
    await codeStep.waitFor({ timeout: 15_000 });
    expect(await fresh.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await codeStep.getAttribute('inputmode')).toBe('numeric');
    // The next step's code: the current one was spent turning two-factor on (one step of drift is allowed).
    await codeStep.fill(totpCode(secret, Date.now() + 30_000));
    await fresh.page.getByRole('button', { name: texts.submit }).click();
    await fresh.page.waitForURL('**/default/dashboard/', { timeout: 15_000 });
    expect(await fresh.page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await fresh.context.close();
  });
});
