// Every form of the admin proved end to end in real Chromium against the real server, the list of forms
// read from the model registry (forms/catalogue.ts) plus the settings and profile pages: create from the
// list, find the new row, edit one field, save, load the form again and see the change. Every form in
// English; the admins, roles, members, coupons and programme forms in Arabic too.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FORMS } from './forms/catalogue';
import { proveModelForm } from './forms/flow';
import { PAGE_FORMS, provePageForm } from './forms/pages';
import type { FormRun } from './forms/run';
import type { Language } from './harness';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

/** The forms also proved right to left. */
const IN_ARABIC = ['admins', 'roles', 'users', 'coupons', 'programs'];

/** Unique to this run (reruns against one server never collide), then per form and language. */
const RUN = Date.now().toString(36).slice(-5);
let forms = 0;
const tagOf = (language: Language) => `${RUN}${language}${(forms++).toString(36)}`;

it('finds a filler for every form of the registry and the Arabic forms among them', () => {
  expect(
    MODEL_FORMS.filter((form) => typeof form.filler === 'string').map((form) => `${form.name}: ${form.filler}`),
  ).toEqual([]);
  expect(IN_ARABIC.filter((name) => !MODEL_FORMS.some((form) => form.name === name))).toEqual([]);
});

describe.each(['en', 'ar'] as const)('every form (%s)', (language) => {
  let context: BrowserContext;
  const t = translator(language);
  beforeAll(async () => {
    // One signed-in context for the language: each form gets a page of its own in it.
    ({ context } = await suite.signedInPage(language));
  });
  afterAll(async () => context?.close());

  const run = async (prove: (current: FormRun) => Promise<void>) => {
    const page = await context.newPage();
    try {
      await prove({ page, language, t, tag: tagOf(language) });
    } finally {
      await page.close();
    }
  };

  const models = MODEL_FORMS.filter((form) => language === 'en' || IN_ARABIC.includes(form.name));
  it.each(models.map((form) => [form.name, form] as const))('%s', (_name, form) =>
    run((current) => proveModelForm(current, form)),
  );

  const pages = language === 'en' ? PAGE_FORMS : [];
  it.each(pages.map((form) => [form.name, form] as const))('%s', (_name, form) =>
    run((current) => provePageForm(current, form)),
  );
});
