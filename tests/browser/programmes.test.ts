// The programme screens in real Chromium, in English and Arabic: plan a sub-programme by dragging an
// exercise to another day, reload (the draft is still there, unsaved), save, reload (the plan is there);
// and duplicate a diet programme, whose copy's form opens right after.
import { describe, expect, it } from 'vitest';
import { pageDirection } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

// Seeded sub-programmes and diet programmes no other browser test writes to, one per language.
const SUB_PROGRAM = { en: 35, ar: 36 } as const;
const DIET_PROGRAM = { en: 3, ar: 4 } as const;

describe.each(['en', 'ar'] as const)('programmes (%s)', (language) => {
  const t = translator(language);

  it('plans a day by dragging, keeps the draft over a reload, saves, and finds the plan again', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM[language]}`);
    const monday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: 1, day: 1 }),
      exact: true,
    });
    const tuesday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: 1, day: 2 }),
      exact: true,
    });
    await monday.waitFor({ timeout: 20_000 });
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const status = page.getByRole('status').filter({ hasText: t('programmes.planner.saved_state') });
    await status.waitFor();

    const moved = monday.getByRole('listitem').first();
    const label = (await moved.getAttribute('aria-label'))!;
    const before = await tuesday.getByRole('listitem').count();
    await moved.dragTo(tuesday);
    await tuesday.getByRole('listitem', { name: label, exact: true }).waitFor();
    expect(await tuesday.getByRole('listitem').count()).toBe(before + 1);
    await page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.unsaved') })
      .waitFor();

    await page.reload();
    await tuesday.getByRole('listitem', { name: label, exact: true }).waitFor({ timeout: 20_000 });
    expect(await monday.getByRole('listitem', { name: label, exact: true }).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.unsaved') })
      .waitFor();

    await page.getByRole('button', { name: t('programmes.planner.save'), exact: true }).click();
    await status.waitFor();
    await page.reload();
    await tuesday.getByRole('listitem', { name: label, exact: true }).waitFor({ timeout: 20_000 });
    await status.waitFor();
    await context.close();
  });

  it('duplicates a diet programme and opens the copy', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/diet-programs/ops/${DIET_PROGRAM[language]}`);
    const name = page.locator('input[name="name_en"]');
    await name.waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelectorAll('input[value]:not([value=""])').length > 0);
    const original = await name.inputValue();
    await page.getByRole('button', { name: t('programmes.diet.duplicate'), exact: true }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/ops/${DIET_PROGRAM[language]}`), { timeout: 20_000 });
    await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe(`${original} (copy)`);
    await context.close();
  });
});
