import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical axe violations (WCAG 2.1 A and AA) of the page as it stands, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Checks the page as it stands with axe (WCAG 2.1 A and AA): nothing serious or critical. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
