// Record addresses, the sub-programme form opened for a programme, the notes beside an edit form and the
// reload after a release, in real Chromium against the real server, in English and Arabic: a model's
// `/:id` opens the record; "Add sub-programme" opens `sub-programs/ops/0/:program_id` with the programme
// chosen; an edit page shows the record's notes and history beside the form (below it on a phone) and adds
// a note; a lazy part that fails to load reloads the page once, and a second failure shows the update message.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { RELOADED_AT_KEY } from '../../src/routing/newVersion';
import { axeViolations } from './axe';
import { pageDirection } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

// Seeded rows no other browser test writes to, one per language.
const PROGRAMME = { en: 3, ar: 4 } as const;
const CLASSIFICATION = { en: 2, ar: 3 } as const; // Strength, Muscle gain
const SLIDE = { en: 2, ar: 3 } as const; // Eat well, A coach in your pocket
const CLASSIFICATION_NAMES = { 2: 'Strength', 3: 'Muscle gain' } as const;
const SLIDE_TITLES = { 2: 'Eat well', 3: 'A coach in your pocket' } as const;

/** The declared form chunk (every generic create/edit page loads it on demand). */
const FORM_CHUNK = '**/assets/ModelFormPage-*.js';

/** Counts the page's own document loads (the first visit, then each reload). */
function countDocumentLoads(page: Page): { readonly count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

describe.each(['en', 'ar'] as const)('record addresses and the notes aside (%s)', (language) => {
  const flow = inTurn(language);
  const t = translator(language);
  const formTitle = (key: 'title_create' | 'title_edit', model: string) => t(`forms.declared.${key}`, { model });
  const labels = {
    classification: { en: 'Program classification', ar: 'تصنيفات البرامج' }[language],
    walkthrough: { en: 'Walkthrough', ar: 'الشاشات التعريفية' }[language],
    subPrograms: { en: 'Sub-programs', ar: 'البرامج الفرعية' }[language],
    programme: { en: 'Programme', ar: 'البرنامج' }[language],
  };

  flow(
    'opens records at /:id, a new sub-programme for its programme, and notes beside the form',
    async () => {
      const { context, page } = await suite.signedInPage(language);
      const findings: string[] = [];

      // 2. A model's /:id opens that record in its form, not the list.
      const classification = CLASSIFICATION[language];
      await page.goto(`/default/program-classification/${classification}`);
      await page
        .getByRole('heading', { level: 1, name: formTitle('title_edit', labels.classification) })
        .waitFor({ timeout: 60_000 });
      expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await expect
        .poll(() => page.getByRole('main').locator('input').first().inputValue(), { timeout: 10_000 })
        .toBe(CLASSIFICATION_NAMES[classification]);
      expect(await page.getByRole('main').getByRole('table').count()).toBe(0);

      // 3. The record's notes and history beside the form: Add Note saves one and lists it.
      const aside = page.getByRole('complementary', { name: t('list.notes.title'), exact: true });
      await aside.getByRole('heading', { name: t('activity.title'), exact: true }).waitFor({ timeout: 10_000 });
      const form = page.getByRole('main').locator('form');
      const [formBox, asideBox] = [await form.boundingBox(), await aside.boundingBox()];
      // Beside the form, on its reading-end side.
      if (language === 'ar') expect(asideBox!.x + asideBox!.width).toBeLessThanOrEqual(formBox!.x + 1);
      else expect(asideBox!.x).toBeGreaterThanOrEqual(formBox!.x + formBox!.width - 1);
      findings.push(...(await axeViolations(page, 'edit page with notes')));
      await aside.getByRole('button', { name: t('list.notes.add'), exact: true }).click();
      const editor = aside.getByRole('textbox', { name: t('list.notes.editor'), exact: true });
      await editor.waitFor({ timeout: 15_000 });
      const noteText = `Shelf checked (${language})`;
      await editor.click();
      await page.keyboard.type(noteText);
      await aside.getByRole('button', { name: t('list.notes.save'), exact: true }).click();
      await aside
        .getByRole('list', { name: t('list.notes.title'), exact: true })
        .getByText(noteText)
        .waitFor({ timeout: 10_000 });

      // On a phone the notes go below the form.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(async () => {
          const [below, above] = [await aside.boundingBox(), await form.boundingBox()];
          return below!.y >= above!.y + above!.height - 1;
        })
        .toBe(true);
      await page.setViewportSize({ width: 1366, height: 900 });

      await page.goto(`/default/walkthrough/${SLIDE[language]}`);
      await page
        .getByRole('heading', { level: 1, name: formTitle('title_edit', labels.walkthrough) })
        .waitFor({ timeout: 60_000 });
      await expect
        .poll(() => page.getByRole('main').locator('input').first().inputValue(), { timeout: 10_000 })
        .toBe(SLIDE_TITLES[SLIDE[language]]);

      // 1. "Add sub-programme" on a programme's page opens the new sub-programme form, the programme chosen.
      await page.goto(`/default/programs/${PROGRAMME[language]}`);
      const section = page.getByRole('region', { name: t('programmes.details.sub_programs'), exact: true });
      await section.waitFor({ timeout: 60_000 });
      // Titled by the programme's name once it has loaded.
      const programmeName = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
      const add = section.getByRole('link', { name: t('programmes.details.add_sub_program'), exact: true });
      findings.push(...(await axeViolations(page, 'programme page')));
      await add.click();
      await page.waitForURL(`**/default/sub-programs/ops/0/${PROGRAMME[language]}`);
      await page
        .getByRole('heading', { level: 1, name: formTitle('title_create', labels.subPrograms) })
        .waitFor({ timeout: 60_000 });
      const picker = page.getByRole('combobox', { name: new RegExp(`^${labels.programme}`) });
      await expect.poll(() => picker.inputValue(), { timeout: 10_000 }).toBe(programmeName);
      findings.push(...(await axeViolations(page, 'new sub-programme')));

      expect(findings.join('\n')).toBe('');
      await context.close();
    },
    300_000,
  );

  flow(
    'reloads once when a part fails to load, then shows the update message if it fails again',
    async () => {
      const walkthrough = formTitle('title_edit', labels.walkthrough);

      // Fails once: the page reloads by itself and the form opens.
      const once = await suite.signedInPage(language);
      const onceLoads = countDocumentLoads(once.page);
      await once.page.route(FORM_CHUNK, (route) => (onceLoads.count <= 1 ? route.abort() : route.continue()));
      await once.page.goto(`/default/walkthrough/${SLIDE[language]}`);
      await once.page.getByRole('heading', { level: 1, name: walkthrough }).waitFor({ timeout: 60_000 });
      expect(onceLoads.count).toBe(2);
      expect(await once.page.evaluate((key) => sessionStorage.getItem(key), RELOADED_AT_KEY)).not.toBeNull();
      await once.context.close();

      // Fails again after the reload: the update message, in the admin's language, until Reload works.
      const twice = await suite.signedInPage(language);
      const twiceLoads = countDocumentLoads(twice.page);
      await twice.page.route(FORM_CHUNK, (route) => (twiceLoads.count <= 2 ? route.abort() : route.continue()));
      await twice.page.goto(`/default/walkthrough/${SLIDE[language]}`);
      const message = twice.page.getByRole('dialog', { name: t('app_update.title'), exact: true });
      await message.getByText(t('app_update.text'), { exact: true }).waitFor({ timeout: 60_000 });
      expect(twiceLoads.count).toBe(2);
      expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await axeViolations(twice.page, 'update message')).toEqual([]);
      await message.getByRole('button', { name: t('app_update.reload'), exact: true }).click();
      await twice.page.getByRole('heading', { level: 1, name: walkthrough }).waitFor({ timeout: 60_000 });
      expect(twiceLoads.count).toBe(3);
      await twice.context.close();
    },
    300_000,
  );
});
