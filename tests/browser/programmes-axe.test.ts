// The programme screens of issue 12 under axe (WCAG 2.0/2.1 A and AA, 2.2 AA), in English and Arabic: the
// day planner with its library picker open, a diet programme's form (its rich-text toolbars included) and
// meals editor, the recommendations screen, a programme's details page and the slides' order. Each language collects every finding and fails once, naming the screens.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { localNumber } from './page';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();

describe.each(['en', 'ar'] as const)('programme screens under axe (%s)', (language) => {
  const t = translator(language);

  it('has no violations', async () => {
    const { context, page } = await suite.signedInPage(language);
    const findings: string[] = [];

    await page.goto('/default/sub-programs-edit/33');
    const monday = page.getByRole('region', {
      name: t('programmes.planner.day_title', { week: localNumber(language, 1), day: localNumber(language, 1) }),
      exact: true,
    });
    await monday.waitFor({ timeout: 20_000 });
    findings.push(...(await axeViolations(page, 'planner')));
    await monday.getByRole('button', { name: new RegExp(`^${t('programmes.planner.add_from_library')}`) }).click();
    await page.getByRole('dialog').waitFor();
    findings.push(...(await axeViolations(page, 'library picker')));

    await page.goto('/default/diet-programs/ops/7');
    await page
      .getByRole('region', { name: t('programmes.diet.meals_title'), exact: true })
      .getByRole('tabpanel')
      .waitFor({ timeout: 20_000 });
    findings.push(...(await axeViolations(page, 'meals editor', '#diet-meals')));
    // The diet programme form above it: its rich-text toolbars and every input, named in the admin's language.
    const toolbar = page.getByRole('toolbar').first();
    await toolbar.waitFor({ timeout: 20_000 });
    findings.push(...(await axeViolations(page, 'diet programme form', 'form')));
    const bold = t('ra.tiptap.bold');
    expect(bold).not.toBe('ra.tiptap.bold');
    expect(await toolbar.getByRole('button', { name: bold, exact: true }).count()).toBe(1);
    expect(await page.getByRole('group', { name: t('ra.tiptap.format'), exact: true }).count()).toBeGreaterThan(0);

    await page.goto('/default/subprogram-recommendations-try');
    await page
      .getByRole('button', { name: t('programmes.recommendations.try'), exact: true })
      .waitFor({ timeout: 20_000 });
    findings.push(...(await axeViolations(page, 'recommendations')));

    await page.goto('/default/walkthrough-order');
    await page.getByRole('main').getByRole('listitem').first().waitFor({ timeout: 20_000 });
    findings.push(...(await axeViolations(page, 'slides order')));

    await page.goto('/default/programs/1');
    await page
      .getByRole('region', { name: t('programmes.details.sub_programs'), exact: true })
      .waitFor({ timeout: 20_000 });
    findings.push(...(await axeViolations(page, 'programme details')));

    expect(findings.join('\n')).toBe('');
    await context.close();
  }, 240_000);
});
