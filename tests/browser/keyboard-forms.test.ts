// Signing in and saving the coupon form with the keyboard alone, in English and Arabic. After page.goto
// only page.keyboard acts; locators only check where the focus is and what the page shows.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_ADMIN } from './harness';
import { expectVisibleFocus, isFocused, middleX, pressUntilFocused } from './keyboard';
import { dateDigits, latinDigits, pageDirection } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';

const suite = browserSuite();

// From i18n/en.ts, ar.ts, forms.*.ts, list.*.ts, server/*.ts and react-admin's language packs.
const TEXTS = {
  en: {
    refused: 'These credentials do not match our records.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    skip: 'Skip to content',
    coupons: 'Coupons',
    addNew: 'Add New',
    newCoupon: 'New coupon',
    save: 'Save',
    missingFields: 'Missing fields',
    code: 'Code',
    enabled: 'Enabled',
    titleEn: 'Title (English)',
    titleAr: 'Title (Arabic)',
    type: 'Discount type',
    percentage: 'Percentage',
    value: 'Value',
    maxDiscount: 'Max discount',
    usageLimit: 'Usage limit',
    perUser: 'Limit per user',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    errorTitle: 'Error Occurred',
    codeTaken: 'This code is already used by another coupon',
    close: 'Close',
    success: 'Success operation',
  },
  ar: {
    refused: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
    showPassword: 'اظهار الرقم السري',
    hidePassword: 'اخفاء الرقم السري',
    skip: 'انتقل إلى المحتوى',
    coupons: 'الكوبونات',
    addNew: 'إضافة جديد',
    newCoupon: 'كوبون جديد',
    save: 'حفظ',
    missingFields: 'حقول ناقصة',
    code: 'الكود',
    enabled: 'مفعّل',
    titleEn: 'العنوان (بالإنجليزية)',
    titleAr: 'العنوان (بالعربية)',
    type: 'نوع الخصم',
    percentage: 'نسبة مئوية',
    value: 'القيمة',
    maxDiscount: 'أقصى خصم',
    usageLimit: 'حد الاستخدام',
    perUser: 'الحد لكل عضو',
    validFrom: 'صالح من',
    validUntil: 'صالح حتى',
    day: 'اليوم',
    month: 'الشهر',
    year: 'السنة',
    errorTitle: 'حدث خطأ',
    codeTaken: 'هذا الكود مستخدم في كوبون آخر',
    close: 'إغلاق',
    success: 'تمت العملية بنجاح',
  },
} as const;

type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];

/** POST search with the page's own session, as the admin's requests do. */
async function search(page: Page, body: Record<string, unknown>) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.post('/api/v1/admin/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.results as { data: Array<Record<string, unknown>>; total: number };
}

/** Presses Tab once and expects `label`'s text box to take the focus. */
async function tabToTextbox(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, page.getByRole('textbox', { name: label, exact: true }));
}

describe.each(['en', 'ar'] as const)('keyboard-only sign-in and forms (%s)', (language) => {
  const flow = inTurn(language);
  const text = TEXTS[language];

  flow('signs in, with the focus back on the password after refused credentials', async () => {
    const { context, page } = await suite.newPage(language);
    await page.goto('/session/login');
    const email = page.locator('input[name="email"]');
    const password = page.locator('input[name="password"]');
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // The page opens with the email field focused.
    await expectVisibleFocus(page, email);
    await page.keyboard.type(DEMO_ADMIN.email);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, password);
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: text.refused }).waitFor({ timeout: 15_000 });

    // Back on the password, its text selected: typing replaces it.
    await expectVisibleFocus(page, password);
    expect(await password.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      0,
      'not-the-password'.length,
    ]);
    await page.keyboard.type(DEMO_ADMIN.password);

    // The eye button shows what was typed, and the keyboard gets back to the field.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.getByRole('button', { name: text.showPassword }));
    await page.keyboard.press('Space');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe(DEMO_ADMIN.password);
    await expectVisibleFocus(page, page.getByRole('button', { name: text.hidePassword }));
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page, password);

    await page.keyboard.press('Enter');
    await page.waitForURL('**/default/dashboard/', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await context.close();
  });

  flow('adds a coupon: rules and a taken code send the focus where the user must act, then it saves', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/coupons');
    await page.getByRole('heading', { level: 1, name: text.coupons }).waitFor({ timeout: 20_000 });
    const [existing] = (await search(page, { model: 'coupons', itemsPerPage: 30, page: 1 })).data;
    const takenCode = String(existing.code);

    // Add New from the list toolbar.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.getByRole('button', { name: text.skip }));
    await page.keyboard.press('Enter');
    const addNew = page.getByRole('button', { name: text.addNew, exact: true });
    await pressUntilFocused(page, addNew, { max: 80 });
    await expectVisibleFocus(page, addNew);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/default/coupons/ops');
    await page.getByRole('heading', { level: 1, name: text.newCoupon }).waitFor({ timeout: 20_000 });

    // Saving it empty names the rules and puts the focus on the first field to fill.
    const save = page.getByRole('button', { name: text.save, exact: true });
    const code = page.getByRole('textbox', { name: text.code, exact: true });
    await pressUntilFocused(page, save, { max: 100 });
    await expectVisibleFocus(page, save);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: text.missingFields }).waitFor();
    await expectVisibleFocus(page, code);

    // A code another coupon already has, and every other field filled from the keyboard.
    await page.keyboard.type(takenCode.toLowerCase());
    expect(await code.inputValue()).toBe(takenCode);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.getByRole('switch', { name: text.enabled }));
    await tabToTextbox(page, text.titleEn);
    await page.keyboard.type(`Keyboard coupon ${language}`);
    await tabToTextbox(page, text.titleAr);
    await page.keyboard.type('كوبون لوحة المفاتيح');

    const type = page.getByRole('combobox', { name: text.type, exact: true });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, type);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(page, page.getByRole('option', { name: text.percentage, exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => type.textContent()).toBe(text.percentage);
    await expectVisibleFocus(page, type);

    await tabToTextbox(page, text.value);
    await page.keyboard.type('20');
    await tabToTextbox(page, text.maxDiscount);
    await tabToTextbox(page, text.usageLimit);
    await page.keyboard.type('100');
    await tabToTextbox(page, text.perUser);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');

    await fillDateFromKeyboard(page, text, text.validFrom, 1);
    // Day, month and year read left to right in both languages, and the arrows follow what they show.
    const from = page.getByRole('group', { name: text.validFrom, exact: true });
    const [month, year] = [
      from.getByRole('spinbutton', { name: text.month }),
      from.getByRole('spinbutton', { name: text.year }),
    ];
    expect(await isFocused(year)).toBe(true);
    expect(await middleX(month)).toBeLessThan(await middleX(year));
    await page.keyboard.press('ArrowLeft');
    await expectVisibleFocus(page, month);
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page, year);
    await page.keyboard.press('Tab'); // the calendar button
    await fillDateFromKeyboard(page, text, text.validUntil, 30);
    await page.keyboard.press('Tab'); // the calendar button
    await pressUntilFocused(page, save, { max: 3 });
    await expectVisibleFocus(page, save);

    // The server refuses the code: its message shows, and closing it returns to Save.
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/coupons/store'));
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(422);
    const errorDialog = page.getByRole('dialog', { name: text.errorTitle });
    await errorDialog.getByText(text.codeTaken, { exact: true }).waitFor();
    await expectVisibleFocus(page, errorDialog.getByRole('button', { name: text.close, exact: true }));
    await page.keyboard.press('Enter');
    await errorDialog.waitFor({ state: 'hidden' });
    await expectVisibleFocus(page, save);

    // A new code, and Enter in the field saves.
    const newCode = `KEY-${language.toUpperCase()}-${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    await pressUntilFocused(page, code, { key: 'Shift+Tab', max: 30 });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(newCode);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/coupons/store'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(201);
    await page.getByText(text.success, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/default/coupons', { timeout: 15_000 });

    const stored = await search(page, { model: 'coupons', itemsPerPage: 30, page: 1, filters: { code: newCode } });
    expect(stored.total).toBe(1);
    expect(stored.data[0]).toMatchObject({ code: newCode, usage_limit: 100, usage_limit_per_user: 2 });
    await context.close();
  });
});

/** Tab into a date field (its day section) and type the date; the focus ends on the year. */
async function fillDateFromKeyboard(page: Page, text: Texts, label: string, offset: number): Promise<void> {
  await page.keyboard.press('Tab');
  const group = page.getByRole('group', { name: label, exact: true });
  await expectVisibleFocus(page, group.getByRole('spinbutton', { name: text.day }));
  await page.keyboard.type(dateDigits(offset));
  await expect
    .poll(async () => latinDigits((await group.getByRole('spinbutton', { name: text.year }).textContent()) ?? ''))
    .toBe(dateDigits(offset).slice(4));
}
