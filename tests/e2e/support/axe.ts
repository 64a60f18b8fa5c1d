import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 levels A and AA that the shop promises (issue 8). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A rule that axe-core gets wrong on one element, with the reason written down where it is used. */
export interface FalsePositive {
  rule: string;
  /** The element (a CSS selector) the rule is wrong about; the rule still applies everywhere else. */
  selector: string;
  why: string;
}

/**
 * Runs axe-core (the WCAG 2.1 A/AA rules, or only `rules`) on the page as it is now (an open dialog or menu included) and fails with each violated
 * rule, its help text and the first elements it names, so the failure says what to fix.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  falsePositives: FalsePositive[] = [],
  rules?: string[],
): Promise<void> {
  const axe = new AxeBuilder({ page });
  const results = await (rules ? axe.withRules(rules) : axe.withTags(wcagTags)).analyze();
  const found: string[] = [];
  for (const violation of results.violations) {
    const nodes = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const excused = await page.evaluate(
        ([selector, patterns]) =>
          patterns.some((pattern) => document.querySelector(selector)?.matches(pattern)),
        [
          target,
          falsePositives.filter((item) => item.rule === violation.id).map((item) => item.selector),
        ] as const,
      );
      if (!excused) nodes.push(`    ${target} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`);
    }
    if (nodes.length > 0) {
      found.push(`${violation.id} (${violation.impact}): ${violation.help}\n${nodes.slice(0, 5).join('\n')}`);
    }
  }
  expect(found, `axe-core on ${what} (${page.url()})`).toEqual([]);
}
