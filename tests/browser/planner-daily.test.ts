// The day planner's items and copies in real Chromium against the started server, in English and Arabic:
// each item's sets and reps or time and rest with their units in the screen's digits, the labelled fields of
// an edited item, the page named in the tab title, right-to-left in Arabic and no axe findings; then a rest day
// that gets an exercise stops being one, and a day copied onto another is there after a reload.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { localNumber, pageDirection } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };

// Seeded sub-programmes (4 weeks, two exercises on each training day) no other browser test writes to.
const SUB_PROGRAM = { en: 31, ar: 32 } as const;

interface PlanDay {
  key: string;
  week: number;
  day: number;
  rest: number;
  items: Array<{ kind: string; sets: number | null; reps: number | null; rest_seconds: number | null }>;
}

/** The sub-programme with its plan, as the signed-in admin loads it. */
async function loadPlan(page: Page, id: number): Promise<{ item: Record<string, string>; days: PlanDay[] }> {
  return page.evaluate(async (subProgram) => {
    const answer = await fetch(`/api/v1/admin/subprograms/${subProgram}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await answer.json()).data;
  }, id);
}

describe.each(['en', 'ar'] as const)('the day planner (%s)', (language) => {
  const t = translator(language);
  const number = (value: number) => localNumber(language, value);
  const dayName = (week: number, day: number) =>
    t('programmes.planner.day_title', { week: number(week), day: number(day) });
  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const restChip = (day: Locator) => day.getByText(t('programmes.planner.rest'), { exact: true });
  const open = async (page: Page) => {
    await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM[language]}`);
    await region(page, dayName(1, 1)).getByRole('listitem').first().waitFor(WAIT);
  };
  const saved = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: t('programmes.planner.saved_state') })
      .waitFor(WAIT);

  it('shows sets, reps and rest with their units, edits them in labelled fields, and names the tab', async () => {
    const { context, page } = await suite.signedInPage(language);
    await open(page);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const plan = await loadPlan(page, SUB_PROGRAM[language]);
    const heading = t('programmes.planner.title', { name: plan.item[`name_${language}`] });
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor(WAIT);
    expect(await page.title()).toBe(`${heading} | Fitness Admin`);

    // The first item of week 1, day 1 as the seed planned it: sets, reps and rest.
    const first = plan.days.find((day) => day.key === 'w1d1')!.items[0];
    const counted = (key: string, value: number) => t(key, { smart_count: value, count: number(value) });
    const numbers = `${t('planner.amount', {
      sets: counted('planner.sets', first.sets!),
      amount: counted('planner.reps', first.reps!),
    })} · ${t('planner.rest', { seconds: counted('planner.seconds', first.rest_seconds!) })}`;
    const monday = region(page, dayName(1, 1));
    const row = monday.getByRole('listitem').first();
    expect(await row.getByText(numbers, { exact: true }).isVisible()).toBe(true);
    // One digit system on the screen: Arabic-Indic in Arabic, Latin in English.
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).not.toMatch(language === 'ar' ? /[0-9]/ : /[\u0660-\u0669]/);

    const label = (await row.getAttribute('aria-label'))!;
    const moveDown = row.getByRole('button', { name: `${t('programmes.planner.move_down')} — ${label}`, exact: true });
    expect(await moveDown.isVisible()).toBe(true);
    await row.getByRole('button', { name: `${t('planner.edit')} — ${label}`, exact: true }).click();
    const fields = monday.getByRole('group', { name: t('planner.numbers_of', { item: label }), exact: true });
    const rest = fields.getByRole('textbox', { name: t('planner.fields.rest'), exact: true });
    expect(await rest.inputValue()).toBe(number(first.rest_seconds!));
    expect(await fields.getByText(t('planner.seconds_unit'), { exact: true }).count()).toBe(2);
    // Every field shows its whole label and number: nothing cut off.
    for (const field of ['sets', 'reps', 'duration', 'rest']) {
      const input = fields.getByRole('textbox', { name: t(`planner.fields.${field}`), exact: true });
      expect(await input.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      const box = (await input.boundingBox())!;
      expect(box.width).toBeGreaterThan(20);
    }
    const findings = await axeViolations(page, 'planner with an item edited');

    await monday.getByRole('button', { name: t('planner.copy_day'), exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: t('planner.copy_day_title', { day: dayName(1, 1) }),
      exact: true,
    });
    await dialog.getByRole('combobox', { name: t('planner.copy_day_targets'), exact: true }).click();
    await page.getByRole('option', { name: dayName(1, 2), exact: true }).waitFor(WAIT);
    findings.push(...(await axeViolations(page, 'copy day dialog')));
    expect(findings).toEqual([]);
    await context.close();
  });

  it('turns a rest day that gets an exercise into a training day, and keeps a copied day over a reload', async () => {
    const { context, page } = await suite.signedInPage(language);
    await open(page);
    const plan = await loadPlan(page, SUB_PROGRAM[language]);
    // The seed's rest days in week 1 and week 2 (the same weekday in both: weeks are generated alike).
    const restDay = plan.days.find((day) => day.week === 1 && day.rest === 1 && day.items.length === 0)!;
    const laterRest = plan.days.find((day) => day.week === 2 && day.day === restDay.day)!;
    expect(laterRest.rest).toBe(1);
    const resting = region(page, dayName(1, restDay.day));
    expect(await restChip(resting).isVisible()).toBe(true);

    // An exercise from the library, by its name in the page's language.
    await resting.getByRole('button', { name: new RegExp(`^${t('programmes.planner.add_from_library')} — `) }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('combobox', { name: t('programmes.planner.picker_search') }).click();
    const option = page.getByRole('option').first();
    await option.waitFor(WAIT);
    const name = (await option.textContent())!;
    await option.click();
    await picker.getByRole('button', { name: t('programmes.planner.add'), exact: true }).click();
    const added = t('programmes.planner.item_named', { kind: t('programmes.planner.kinds.exercise'), name });
    await resting.getByRole('listitem', { name: added, exact: true }).waitFor(WAIT);
    expect(await restChip(resting).count()).toBe(0);
    await page.getByRole('button', { name: t('programmes.planner.save'), exact: true }).click();
    await saved(page);

    // Week 1, day 1 copied onto the rest day of week 2, saved by the copy itself.
    const monday = region(page, dayName(1, 1));
    const mondayItems = await monday
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    await monday.getByRole('button', { name: t('planner.copy_day'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('planner.copy_day_title', { day: dayName(1, 1) }) });
    await dialog.getByRole('combobox', { name: t('planner.copy_day_targets'), exact: true }).click();
    await page.getByRole('option', { name: dayName(2, laterRest.day), exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: t('planner.copy_confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await saved(page);

    await page.reload();
    await saved(page);
    const restedBefore = region(page, dayName(1, restDay.day));
    await restedBefore.getByRole('listitem', { name: added, exact: true }).waitFor(WAIT);
    expect(await restChip(restedBefore).count()).toBe(0);
    await page
      .getByRole('region', { name: t('programmes.planner.week_title', { week: number(2) }), exact: true })
      .scrollIntoViewIfNeeded();
    const copy = region(page, dayName(2, laterRest.day));
    await copy.getByRole('listitem').first().waitFor(WAIT);
    expect(
      await copy.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(mondayItems);
    expect(await restChip(copy).count()).toBe(0);
    await context.close();
  });
});
