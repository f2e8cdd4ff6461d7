import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA, as issue 19 asks. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Tabster's focus sentinels (`<i tabindex="0" aria-hidden="true" data-tabster-dummy>`) are focusable
 * and hidden on purpose: they only bounce focus on. Tabster has no option to drop them and its
 * maintainers call the `aria-hidden-focus` report a false positive (see
 * docs/decisions/accessibility.md).
 */
const TABSTER_SENTINELS = '[data-tabster-dummy]';

export type Violation = { rule: string; impact: string; targets: string[] };

/** axe's serious and critical violations on the page as it is now (`within`: one part, e.g. an open dialog). */
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).exclude(TABSTER_SENTINELS);
  if (within) {
    builder = builder.include(within);
  }
  const { violations } = await builder.analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, nodes }) => ({ rule: id, impact: impact ?? '', targets: nodes.map(({ target }) => target.join(' ')) }));
}
