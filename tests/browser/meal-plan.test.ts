// A diet programme's meal plan in real Chromium against the started server, in English and Arabic: every
// food input wide enough for its content with its label whole; a food's quantity and calories edited and the
// day's total following; day 1 copied onto day 2 in the dialog; saved and still there after a reload; no
// axe finding in the editor; and on a phone (390×844) nothing wider than the screen, each food a card.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { localNumber, NUMBER_PATTERN, pageDirection, readNumber } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
const WAIT = { timeout: 20_000 };
// Seeded diet programmes no other browser test writes to, one per language.
const PROGRAMME = { en: 5, ar: 6 } as const;

describe.each(['en', 'ar'] as const)('the diet meal plan (%s)', (language) => {
  const t = translator(language);
  const day = (number: number) => t('programmes.diet.day_label', { day: localNumber(language, number) });

  async function openPlan(page: Page): Promise<Locator> {
    await page.goto(`/default/diet-programs/ops/${PROGRAMME[language]}`);
    const plan = page.getByRole('region', { name: t('programmes.diet.meals_title'), exact: true });
    await plan.locator('[data-food-row]').first().waitFor(WAIT);
    return plan;
  }

  /** The day's calories as its total shows them ("765 kcal of 2,000 kcal"), and the whole text. */
  async function dayCalories(plan: Locator): Promise<{ value: number; text: string }> {
    const text =
      (await plan
        .getByRole('region', { name: t('meal_plan.day_total'), exact: true })
        .locator('[data-nutrient="calories"] dd')
        .first()
        .textContent()) ?? '';
    return { value: readNumber(new RegExp(NUMBER_PATTERN).exec(text)?.[0] ?? ''), text };
  }

  it('edits a food in labelled inputs wide enough for their content, copies a day, saves and reloads', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 1440, height: 900 });
    let plan = await openPlan(page);
    expect(await pageDirection(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Every input of every food: a box of at least 64 px and its whole label.
    const fields = await plan.locator('[data-food-row] .MuiFormControl-root').evaluateAll((controls) =>
      controls.map((control) => {
        const label = control.querySelector('label') as HTMLElement;
        return {
          label: label.textContent,
          box: control.querySelector('.MuiInputBase-root')!.getBoundingClientRect().width,
          truncated: label.scrollWidth > label.clientWidth + 1,
        };
      }),
    );
    expect(fields.length).toBeGreaterThanOrEqual(7);
    for (const field of fields) {
      expect(field.box, field.label ?? '').toBeGreaterThanOrEqual(64);
      expect(field.truncated, field.label ?? '').toBe(false);
    }
    // One row per food on a wide screen: its seven inputs side by side.
    const firstFood = plan.locator('[data-food-row]').first();
    const tops = await firstFood
      .locator('.MuiInputBase-root')
      .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    // A new quantity and calories for the first food: the day's total follows, in the screen's digits.
    const quantity = firstFood.getByRole('textbox', { name: t('meal_plan.quantity') });
    const calories = firstFood.getByRole('spinbutton', { name: t('meal_plan.calories') });
    const before = Number(await calories.inputValue());
    const total = await dayCalories(plan);
    expect(total.text).toMatch(language === 'ar' ? /^[^0-9]+$/ : /^[^\u0660-\u0669]+$/);
    const changed = before === 777 ? 778 : 777;
    const newQuantity = `${100 + Math.floor(Math.random() * 900)} g`;
    await quantity.fill(newQuantity);
    await calories.fill(String(changed));
    await expect.poll(async () => (await dayCalories(plan)).value).toBe(total.value - before + changed);

    // Day 1 copied onto day 2.
    await plan.getByRole('button', { name: t('meal_plan.copy_day', { day: localNumber(language, 1) }) }).click();
    const dialog = page.getByRole('dialog', { name: t('meal_plan.copy_title', { day: localNumber(language, 1) }) });
    await dialog.getByRole('checkbox', { name: day(2), exact: true }).check();
    await dialog.getByRole('button', { name: t('meal_plan.copy_confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await plan.getByRole('tab', { name: day(2), exact: true }).click();
    const copiedQuantity = plan
      .locator('[data-food-row]')
      .first()
      .getByRole('textbox', { name: t('meal_plan.quantity') });
    await expect.poll(() => copiedQuantity.inputValue()).toBe(newQuantity);
    expect(await axeViolations(page, 'meal plan', '#diet-meals')).toEqual([]);

    await plan.getByRole('button', { name: t('programmes.diet.save_meals'), exact: true }).click();
    await page.getByText(t('programmes.diet.meals_saved'), { exact: true }).waitFor(WAIT);
    await page.reload();
    plan = await openPlan(page);
    const reloaded = plan.locator('[data-food-row]').first();
    expect(await reloaded.getByRole('spinbutton', { name: t('meal_plan.calories') }).inputValue()).toBe(
      String(changed),
    );
    expect(await reloaded.getByRole('textbox', { name: t('meal_plan.quantity') }).inputValue()).toBe(newQuantity);
    expect((await dayCalories(plan)).value).toBe(total.value - before + changed);
    await plan.getByRole('tab', { name: day(2), exact: true }).click();
    await expect.poll(() => copiedQuantity.inputValue(), WAIT).toBe(newQuantity);
    await context.close();
  }, 60_000);

  it('fits a phone: nothing wider than the screen, each food a card', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.setViewportSize({ width: 390, height: 844 });
    const plan = await openPlan(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every food, meal and input lies within the screen.
    const outside = await plan
      .locator('[data-food-row], [data-food-row] *, section, .MuiInputBase-root, button:not([role="tab"])')
      .evaluateAll((elements) =>
        elements
          .map((element) => ({ element, rect: element.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && (rect.left < -0.5 || rect.right > 390.5))
          .map(({ element, rect }) => `${element.tagName}.${element.className} ${rect.left}–${rect.right}`),
      );
    expect(outside).toEqual([]);
    // A card: the names take the card's width, the four amounts go two by two.
    const food = plan.locator('[data-food-row]').first();
    const boxes = await food.locator('.MuiFormControl-root').evaluateAll((controls) =>
      controls.map((control) => {
        const rect = control.getBoundingClientRect();
        return { top: Math.round(rect.top), width: rect.width };
      }),
    );
    const cardWidth = (await food.boundingBox())!.width;
    expect(boxes[0].width).toBeGreaterThan(cardWidth * 0.8);
    const amounts = boxes.slice(3);
    expect(amounts).toHaveLength(4);
    expect(amounts[0].top).toBe(amounts[1].top);
    expect(amounts[2].top).toBeGreaterThan(amounts[0].top);
    expect(await axeViolations(page, 'meal plan on a phone', '#diet-meals')).toEqual([]);
    await context.close();
  }, 40_000);
});
