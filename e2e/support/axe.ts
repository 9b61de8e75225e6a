// axe's serious and critical violations on the page as it is now (WCAG 2.1 A/AA and best practice).
// The parts of a page below the fold are rendered only once near the screen (content-visibility,
// decision 050); axe reads colours from the rendered page, so they are rendered for the check, as
// they are once a visitor scrolls to them.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  // (through the CSSOM: the Content-Security-Policy refuses a <style> element)
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.below-fold, .below-fold-card'))
      element.style.contentVisibility = 'visible';
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
