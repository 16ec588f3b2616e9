// The coupon, referral-discount and pricing-plan forms in real Chromium against the started server, in
// English and Arabic: open the form from the list's Add New, save it empty and read the messages, fill it
// in, save, and find the new row in the list through the Search Criteria panel.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { openSearchCriteria, pageDirection, typeDate } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';

const suite = browserSuite();

// From i18n/forms.*.ts, i18n/list.*.ts and the models' filter labels (server/models/*.ts).
const TEXTS = {
  en: {
    addNew: 'Add New',
    save: 'Save',
    search: 'Search',
    searchCriteria: 'Search Criteria',
    results: 'Results',
    missingTitle: 'Missing fields',
    missingText: 'Please fill all required fields',
    success: 'Success operation',
    percentage: 'Percentage',
    fixed: 'Fixed amount (EGP)',
    coupons: {
      list: 'Coupons',
      title: 'New coupon',
      messages: [
        'The code is required',
        'The English title is required',
        'The Arabic title is required',
        'The type is required',
        'The value is required',
        'The usage limit is required',
        'The start date is required',
        'The end date is required',
      ],
      code: 'Code',
      titleEn: 'Title (English)',
      titleAr: 'Title (Arabic)',
      type: 'Discount type',
      value: 'Value',
      usageLimit: 'Usage limit',
      perUser: 'Limit per user',
      validFrom: 'Valid from',
      validUntil: 'Valid until',
      codeFilter: 'Code',
    },
    referral: {
      list: 'Referral Discounts',
      title: 'New referral discount',
      messages: [
        'The English name is required',
        'The Arabic name is required',
        'The referrer reward type is required',
        'The referrer reward value is required',
        'The referred user reward type is required',
        'The referred user reward value is required',
        'The maximum uses per referrer is required',
        'The start date is required',
        'The end date is required',
      ],
      nameEn: 'Name (English)',
      nameAr: 'Name (Arabic)',
      referrerType: 'Referrer reward type',
      referrerValue: 'Referrer reward value',
      referredType: 'Referred user reward type',
      referredValue: 'Referred user reward value',
      maxUses: 'Max uses per referrer',
      validFrom: 'Valid from',
      validUntil: 'Valid until',
      nameFilter: 'Name',
    },
    plans: {
      list: 'Pricing Plans',
      title: 'New pricing plan',
      messages: ['The programme is required', 'The duration is required', 'The price is required'],
      program: 'Programme',
      unit: 'Duration in',
      days: 'Days',
      numberOfDays: 'Number of days',
      price: 'Price',
      discountedPrice: 'Discounted price',
      unitFilter: 'Duration unit',
      daysOption: 'Days',
      durationFrom: 'Duration From',
      durationTo: 'Duration To',
      programColumn: 'Programme',
    },
  },
  ar: {
    addNew: 'إضافة جديد',
    save: 'حفظ',
    search: 'بحث',
    searchCriteria: 'معايير البحث',
    results: 'النتائج',
    missingTitle: 'حقول ناقصة',
    missingText: 'يرجى ملء جميع الحقول المطلوبة',
    success: 'تمت العملية بنجاح',
    percentage: 'نسبة مئوية',
    fixed: 'مبلغ ثابت (جنيه)',
    coupons: {
      list: 'الكوبونات',
      title: 'كوبون جديد',
      messages: [
        'الكود مطلوب',
        'العنوان بالإنجليزية مطلوب',
        'العنوان بالعربية مطلوب',
        'النوع مطلوب',
        'القيمة مطلوبة',
        'حد الاستخدام مطلوب',
        'تاريخ البداية مطلوب',
        'تاريخ النهاية مطلوب',
      ],
      code: 'الكود',
      titleEn: 'العنوان (بالإنجليزية)',
      titleAr: 'العنوان (بالعربية)',
      type: 'نوع الخصم',
      value: 'القيمة',
      usageLimit: 'حد الاستخدام',
      perUser: 'الحد لكل عضو',
      validFrom: 'صالح من',
      validUntil: 'صالح حتى',
      codeFilter: 'الكود',
    },
    referral: {
      list: 'خصومات الإحالة',
      title: 'خصم إحالة جديد',
      messages: [
        'الاسم بالإنجليزية مطلوب',
        'الاسم بالعربية مطلوب',
        'نوع مكافأة المُحيل مطلوب',
        'قيمة مكافأة المُحيل مطلوبة',
        'نوع مكافأة العضو المُحال مطلوب',
        'قيمة مكافأة العضو المُحال مطلوبة',
        'أقصى عدد استخدامات لكل مُحيل مطلوب',
        'تاريخ البداية مطلوب',
        'تاريخ النهاية مطلوب',
      ],
      nameEn: 'الاسم (بالإنجليزية)',
      nameAr: 'الاسم (بالعربية)',
      referrerType: 'نوع مكافأة المُحيل',
      referrerValue: 'قيمة مكافأة المُحيل',
      referredType: 'نوع مكافأة العضو المُحال',
      referredValue: 'قيمة مكافأة العضو المُحال',
      maxUses: 'أقصى استخدام لكل مُحيل',
      validFrom: 'صالح من',
      validUntil: 'صالح حتى',
      nameFilter: 'الاسم',
    },
    plans: {
      list: 'خطط الأسعار',
      title: 'خطة سعر جديدة',
      messages: ['البرنامج مطلوب', 'المدة مطلوبة', 'السعر مطلوب'],
      program: 'البرنامج',
      unit: 'المدة بـ',
      days: 'الأيام',
      numberOfDays: 'عدد الأيام',
      price: 'السعر',
      discountedPrice: 'السعر بعد الخصم',
      unitFilter: 'وحدة المدة',
      daysOption: 'أيام',
      durationFrom: 'المدة من',
      durationTo: 'المدة إلى',
      programColumn: 'البرنامج',
    },
  },
} as const;

type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** From the list, Add New opens the empty form at `{list}/ops`. */
async function openFormFromList(
  page: Page,
  text: Texts,
  listPath: string,
  listTitle: string,
  formTitle: string,
): Promise<void> {
  await page.goto(listPath);
  await page.getByRole('heading', { level: 1, name: listTitle }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: text.addNew, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${listPath}/ops`);
  await page.getByRole('heading', { level: 1, name: formTitle }).waitFor({ timeout: 20_000 });
}

/** Save with nothing filled in: the warning and every field's message. */
async function saveEmpty(page: Page, text: Texts, messages: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: text.save, exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: text.missingTitle });
  await notice.getByText(text.missingTitle, { exact: true }).waitFor();
  // The text follows the title in the same message box.
  expect(((await notice.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(
    `${text.missingTitle}${text.missingText}`,
  );
  for (const message of messages) await page.getByText(message, { exact: true }).waitFor();
  // Nothing was sent: the page is still the empty form.
  expect(new URL(page.url()).pathname).toMatch(/\/ops$/);
}

/** Save, expect the server to accept it, the success notice, and the way back to the list. */
async function saveValid(page: Page, text: Texts, storePath: string, listPath: string): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v1/admin/${storePath}`));
  await page.getByRole('button', { name: text.save, exact: true }).click();
  expect((await saved).status()).toBe(201);
  await page.getByText(text.success, { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === listPath, { timeout: 15_000 });
}

/** Applies a text filter of the Search Criteria panel. */
async function filterByText(page: Page, text: Texts, label: string, value: string): Promise<void> {
  const panel = await openSearchCriteria(page, text.searchCriteria);
  await panel.getByRole('textbox', { name: label, exact: true }).fill(value);
  await panel.getByRole('button', { name: text.search, exact: true }).click();
}

const unique = () => String(Date.now() % 1_000_000).padStart(6, '0');

describe.each(['en', 'ar'] as const)('the coupon, referral-discount and pricing-plan forms (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const text = TEXTS[language];

  flow('adds a coupon from the coupon list', async () => {
    const { context, page } = await suite.signedInPage(language);
    const form = text.coupons;
    await openFormFromList(page, text, '/default/coupons', form.list, form.title);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await saveEmpty(page, text, form.messages);

    const code = `E2E-${language.toUpperCase()}-${unique()}`;
    await page.getByRole('textbox', { name: form.code, exact: true }).fill(code.toLowerCase());
    // The code is written in capitals whatever is typed.
    expect(await page.getByRole('textbox', { name: form.code, exact: true }).inputValue()).toBe(code);
    await page.getByRole('textbox', { name: form.titleEn, exact: true }).fill(`Browser test ${code}`);
    await page.getByRole('textbox', { name: form.titleAr, exact: true }).fill(`اختبار المتصفح ${code}`);
    await choose(page, form.type, text.percentage);
    await page.getByRole('textbox', { name: form.value, exact: true }).fill('20');
    await page.getByRole('textbox', { name: form.usageLimit, exact: true }).fill('100');
    await page.getByRole('textbox', { name: form.perUser, exact: true }).fill('2');
    await typeDate(page, form.validFrom, 1, { exact: true });
    await typeDate(page, form.validUntil, 30, { exact: true });
    for (const message of form.messages)
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(0);

    await saveValid(page, text, 'coupons/store', '/default/coupons');
    await filterByText(page, text, form.codeFilter, code);
    await page.waitForURL((url) => url.searchParams.get('code') === code);
    const table = page.getByRole('table', { name: text.results });
    // Only the new row is left: the header row and its row.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBe(2);
    await table.getByRole('cell', { name: code, exact: true }).waitFor();
    await context.close();
  });

  flow('adds a referral discount from the referral-discount list', async () => {
    const { context, page } = await suite.signedInPage(language);
    const form = text.referral;
    await openFormFromList(page, text, '/default/referral-discounts', form.list, form.title);
    await saveEmpty(page, text, form.messages);

    const id = unique();
    const nameEn = `Browser referral ${id}`;
    const nameAr = `إحالة المتصفح ${id}`;
    await page.getByRole('textbox', { name: form.nameEn, exact: true }).fill(nameEn);
    await page.getByRole('textbox', { name: form.nameAr, exact: true }).fill(nameAr);
    await choose(page, form.referrerType, text.fixed);
    await page.getByRole('textbox', { name: form.referrerValue, exact: true }).fill('50');
    await choose(page, form.referredType, text.percentage);
    await page.getByRole('textbox', { name: form.referredValue, exact: true }).fill('10');
    await page.getByRole('textbox', { name: form.maxUses, exact: true }).fill('5');
    await typeDate(page, form.validFrom, 2, { exact: true });
    await typeDate(page, form.validUntil, 60, { exact: true });
    for (const message of form.messages)
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(0);

    await saveValid(page, text, 'referral-discounts/store', '/default/referral-discounts');
    // The list shows the name in the page's language.
    const shown = language === 'ar' ? nameAr : nameEn;
    await filterByText(page, text, form.nameFilter, id);
    await page.waitForURL((url) => url.searchParams.get('name') === id);
    const table = page.getByRole('table', { name: text.results });
    // Only the new row is left: the header row and its row.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBe(2);
    await table.getByRole('cell', { name: shown, exact: true }).waitFor();
    await context.close();
  });

  flow('adds a pricing plan from the pricing-plan list', async () => {
    const { context, page } = await suite.signedInPage(language);
    const form = text.plans;
    await openFormFromList(page, text, '/default/program-prices', form.list, form.title);
    await saveEmpty(page, text, form.messages);

    // The first programme the server offers.
    await page.getByRole('combobox', { name: form.program, exact: true }).click();
    const first = page.getByRole('option').first();
    await first.waitFor({ timeout: 15_000 });
    const programme = ((await first.textContent()) ?? '').trim();
    expect(programme).not.toBe('');
    await first.click();
    // A number of days no seeded plan uses, one per language (one plan per programme and duration).
    const days = language === 'en' ? 45 : 46;
    await choose(page, form.unit, form.days);
    await page.getByRole('textbox', { name: form.numberOfDays, exact: true }).fill(String(days));
    await page.getByRole('textbox', { name: form.price, exact: true }).fill('750');
    await page.getByRole('textbox', { name: form.discountedPrice, exact: true }).fill('600');
    for (const message of form.messages)
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(0);

    await saveValid(page, text, 'program_prices/store', '/default/program-prices');
    const panel = await openSearchCriteria(page, text.searchCriteria);
    await panel.getByRole('combobox', { name: form.unitFilter, exact: true }).click();
    await page.getByRole('option', { name: form.daysOption, exact: true }).click();
    await panel.getByRole('spinbutton', { name: form.durationFrom, exact: true }).fill(String(days));
    await panel.getByRole('spinbutton', { name: form.durationTo, exact: true }).fill(String(days));
    await panel.getByRole('button', { name: text.search, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('duration_unit') === 'days' &&
        url.searchParams.get('duration_value_from') === String(days),
    );

    const table = page.getByRole('table', { name: text.results });
    // Only the new plan is left: the header row and its row.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBe(2);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: programme, exact: true }) });
    await row.waitFor();
    // Its programme links to the programme's page.
    expect(await row.getByRole('link', { name: programme, exact: true }).getAttribute('href')).toMatch(
      /^\/default\/programs\/\d+$/,
    );
    await context.close();
  });
});
