// axe with the WCAG 2.0/2.1 A and AA rules and WCAG 2.2 AA (target size included), its findings as short
// lines (screen, rule, impact, first elements) so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `within`: a selector to check only that part of the page (a screen's own section beside older parts). */
export async function axeViolations(page: Page, screen?: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `${screen ? `${screen}: ` : ''}${violation.id} (${violation.impact}): ${where}`;
  });
}
