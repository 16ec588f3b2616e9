// The discount form in real Chromium against the started server, in English and Arabic: fill it
// wrongly, read the messages, fix it, save, and find the new discount in the list.
import { describe, expect } from 'vitest';
import { DEMO_SUPPORT } from './harness';
import { pageDirection, typeDate } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';

const suite = browserSuite();

const TEXTS = {
  en: {
    save: 'Save',
    title: 'New discount',
    missingTitle: 'Missing fields',
    missingText: 'Please fill all required fields',
    typeRequired: 'The type is required',
    valueRequired: 'The value is required',
    startRequired: 'The start date is required',
    endRequired: 'The end date is required',
    maxValueInvalid: 'Must be a number between 0 and 100',
    startPast: 'The start date cannot be before today',
    endBeforeStart: 'End date must be after start date',
    type: 'Discount type',
    percentage: 'Percentage',
    value: 'Value',
    maxValue: 'Max Value',
    currency: 'EGP',
    code: 'Code',
    startDate: 'Start date',
    endDate: 'End date',
    users: 'Users',
    programs: 'Workout programmes',
    allDiet: 'Applied for all diet programmes',
    success: 'Success operation',
    noPermission: "You don't have permission in this page",
  },
  ar: {
    save: 'حفظ',
    title: 'خصم جديد',
    missingTitle: 'حقول ناقصة',
    missingText: 'يرجى ملء جميع الحقول المطلوبة',
    typeRequired: 'النوع مطلوب',
    valueRequired: 'القيمة مطلوبة',
    startRequired: 'تاريخ البداية مطلوب',
    endRequired: 'تاريخ النهاية مطلوب',
    maxValueInvalid: 'يجب أن يكون رقمًا بين 0 و100',
    startPast: 'لا يمكن أن يكون تاريخ البداية قبل اليوم',
    endBeforeStart: 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية',
    type: 'نوع الخصم',
    percentage: 'نسبة مئوية',
    value: 'القيمة',
    maxValue: 'الحد الأقصى للقيمة',
    currency: 'جنيه',
    code: 'الكود',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
    users: 'الأعضاء',
    programs: 'برامج التمرين',
    allDiet: 'يُطبّق على كل البرامج الغذائية',
    success: 'تمت العملية بنجاح',
    noPermission: 'ليس لديك صلاحية في هذه الصفحة',
  },
} as const;

describe.each(['en', 'ar'] as const)('the discount form (%s)', (language) => {
  const flow = inTurn(language);
  const text = TEXTS[language];

  flow('shows the rules for a wrong form, then saves the fixed one and lists it', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto('/default/discounts/ops');
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor({ timeout: 20_000 });
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Nothing filled in.
    await page.getByRole('button', { name: text.save, exact: true }).click();
    for (const message of [
      text.missingTitle,
      text.missingText,
      text.typeRequired,
      text.valueRequired,
      text.startRequired,
      text.endRequired,
    ]) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }

    // Filled in wrongly.
    await page.getByRole('combobox', { name: text.type }).click();
    await page.getByRole('option', { name: text.percentage }).click();
    await page.getByRole('textbox', { name: text.value, exact: true }).fill('25');
    await page.getByText(text.currency, { exact: true }).waitFor();
    await page.getByRole('textbox', { name: text.maxValue }).fill('-3');
    await typeDate(page, text.startDate, -2);
    await typeDate(page, text.endDate, -3);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    for (const message of [text.maxValueInvalid, text.startPast, text.endBeforeStart])
      await page.getByText(message, { exact: true }).waitFor();

    // Fixed.
    const code = `E2E-${language.toUpperCase()}-${Date.now() % 1_000_000}`;
    await page.getByRole('textbox', { name: text.maxValue }).fill('200');
    await typeDate(page, text.startDate, 1);
    await typeDate(page, text.endDate, 15);
    await page.getByRole('textbox', { name: text.code }).fill(code);
    for (const message of [text.maxValueInvalid, text.startPast, text.endBeforeStart]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(0);
    }

    // One user from the 1000 loaded, one programme searched on the server.
    const users = page.getByRole('combobox', { name: text.users });
    await users.click();
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const programs = page.getByRole('combobox', { name: text.programs });
    await programs.click();
    await page.getByRole('option').first().waitFor({ timeout: 15_000 });
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: text.allDiet }).check();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/discounts/store'));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    expect((await saved).status()).toBe(201);
    await page.getByText(text.success, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/default/discounts', { timeout: 15_000 });
    // The list's default order is newest first.
    await page.getByRole('cell', { name: code, exact: true }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  flow('tells an admin without discount permissions so', async () => {
    const { context, page } = await suite.signedInPage(language, DEMO_SUPPORT);
    await page.goto('/default/discounts/ops');
    await page.getByRole('alert').filter({ hasText: text.noPermission }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: text.save, exact: true }).count()).toBe(0);
    await context.close();
  });
});
