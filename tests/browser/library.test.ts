// The exercise library in real Chromium, in English and Arabic: build a two-level category tree, add an
// exercise with an image on its form, attach it, copy the branch, paste it under another category, find
// both copies by searching, and try to paste a category into its own child to read the refusal.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import serverAr from '../../i18n/server/ar';
import serverEn from '../../i18n/server/en';
import exercises from '../../server/models/exercises';
import { MUSCLES } from '../../server/models/define/exercise-options';
import { IMAGES } from '../server/multipart';
import { pageDirection, settled } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const SERVER_TEXTS = { en: serverEn, ar: serverAr } as const;

// One flow: it runs in Arabic, right to left (the other files take English in turn).
describe.each(['ar'] as const)('the exercise library (%s)', (language) => {
  const t = translator(language);
  const fieldLabel = (name: string) => exercises.form!.fields.find((field) => field.name === name)!.label[language];
  const stamp = `${language}${Date.now() % 100_000}`;
  const names = {
    top: `Top ${stamp}`,
    child: `Child ${stamp}`,
    target: `Target ${stamp}`,
    exercise: `Press ${stamp}`,
  };

  const tree = (page: Page) => page.getByRole('tree', { name: t('library.tree_label') });
  const item = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}`) });

  async function addCategory(page: Page, button: string, name: string) {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: button, exact: true }) })
      .last();
    await form.getByLabel(t('library.name_en')).fill(name);
    await form.getByLabel(t('library.name_ar')).fill(`${name} ع`);
    await form.getByRole('button', { name: button, exact: true }).click();
    await item(page, language === 'ar' ? `${name} ع` : name).waitFor();
  }
  const shown = (name: string) => (language === 'ar' ? `${name} ع` : name);

  it('builds a tree, attaches an exercise with an image, copies and pastes the branch, and refuses a cycle', async () => {
    const { context, page } = await suite.signedInPage(language);

    // An exercise with a picture, on its declared form.
    await page.goto('/default/exercises/ops');
    await page.getByLabel(fieldLabel('name_en')).first().fill(names.exercise);
    await page.getByLabel(fieldLabel('name_ar')).first().fill(`تمرين ${stamp}`);
    await page.getByLabel(fieldLabel('primary_muscle')).click();
    await page.getByRole('option', { name: MUSCLES[0].label[language], exact: true }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'press.gif', mimeType: 'image/gif', buffer: IMAGES.gif });
    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    await page.getByText(t('forms.success')).waitFor();

    await page.goto('/default/exercises-Categories');
    await tree(page).waitFor();
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    await addCategory(page, t('library.add_top'), names.top);
    await addCategory(page, t('library.add_child'), names.child);
    expect(await item(page, shown(names.child)).getAttribute('aria-level')).toBe('2');

    // Attach the exercise to the child category (it is selected after its creation).
    await page.getByLabel(t('library.exercise')).fill(names.exercise);
    await page.getByRole('option', { name: language === 'ar' ? `تمرين ${stamp}` : names.exercise }).click();
    await page.getByRole('button', { name: t('library.attach'), exact: true }).click();
    await page
      .getByRole('list', { name: t('library.attached') })
      .getByText(language === 'ar' ? `تمرين ${stamp}` : names.exercise)
      .waitFor();

    // Copy the branch and paste it under another category.
    await item(page, shown(names.top)).click();
    await page
      .getByRole('button', { name: t('library.copy'), exact: true })
      .first()
      .click();
    await page.getByText(t('library.copied', { name: shown(names.top) })).waitFor();
    await addCategory(page, t('library.add_top'), names.target);
    await item(page, shown(names.target)).click();
    await page.getByRole('button', { name: t('library.paste_here'), exact: true }).click();

    // Searching opens both branches: the original child and its copy.
    await page.getByLabel(t('library.search')).fill(names.child);
    await expect
      .poll(() =>
        tree(page)
          .getByRole('treeitem', { name: new RegExp(`^${shown(names.child)}`) })
          .count(),
      )
      .toBe(2);
    const copies = tree(page).getByRole('treeitem', { name: new RegExp(`^${shown(names.child)}`) });
    await copies.nth(1).click();
    await page.getByRole('list', { name: t('library.attached') }).waitFor();
    await page.getByLabel(t('library.search')).fill('');

    // A category cannot go into its own child.
    await item(page, shown(names.top)).first().click();
    await page
      .getByRole('button', { name: t('library.copy'), exact: true })
      .first()
      .click();
    await item(page, shown(names.child)).first().click();
    await page.getByRole('button', { name: t('library.paste_here'), exact: true }).click();
    await page.getByText(SERVER_TEXTS[language]['library.into_itself']).first().waitFor();
    await settled(page);
    await context.close();
  }, 90_000);
});
