import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's findings on the page (or on the part `include` selects), one line each: WCAG 2.1 A
 * and AA rules, best practice, and the label-in-name rule, which axe counts as experimental (a
 * button's accessible name must contain its visible words). The board's canvas is left out: the
 * player drives it by pointer and keys, and pixi's own accessibility layer is off.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('canvas');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
