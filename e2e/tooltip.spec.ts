// Tooltips on icon-only controls: one opens 700 ms after the pointer arrives,
// and when one has just closed (within 300 ms) the next opens at once. The page's clock is
// Playwright's, so the delays are exact rather than raced against a busy machine.
import { expect, test } from './fixtures.ts';
import { hydrated } from './support/hydrated.ts';

test('an icon-only button shows its tooltip after 700 ms, the next one at once', async ({ page }) => {
  // the page's clock runs as usual until it is paused, once the catalogue has shown and the app
  // has taken it over (which can take a while on a busy machine); from then on only runFor moves it
  const start = new Date('2026-01-01T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.goto('/en/browse');
  const cards = page.getByTestId('profile-card');
  await expect(cards.nth(1)).toBeVisible({ timeout: 30_000 });
  // the tooltip is the app's: the drawn cards are taken over (on a busy machine, after they show)
  // before the clock stops, since the app's start runs on the page's timers
  await hydrated(page);
  await page.clock.pauseAt(start + 10 * 60_000);

  const first = cards.nth(0).getByRole('button', { name: /to favorites$/ });
  const second = cards.nth(1).getByRole('button', { name: /to favorites$/ });
  const tooltip = page.getByRole('tooltip');

  await first.hover();
  await page.clock.runFor(650);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(60);
  await expect(tooltip).toHaveText((await first.getAttribute('aria-label')) ?? '');

  // moving to the next icon: the first closes, the second opens without the delay
  await second.hover();
  await expect(tooltip).toHaveCount(1);
  await expect(tooltip).toHaveText((await second.getAttribute('aria-label')) ?? '');

  // away for longer than the skip window: the delay applies again
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(400);
  await first.hover();
  await page.clock.runFor(300);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(450);
  await expect(tooltip).toHaveCount(1);

  // Escape closes it
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('the header cart, an icon with a count, names itself in a tooltip on keyboard focus', async ({ page }) => {
  const start = new Date('2026-01-01T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.goto('/en');
  const cart = page.getByTestId('cart-button').filter({ visible: true });
  await expect(cart).toBeVisible();
  await page.clock.pauseAt(start + 60_000);
  await cart.focus();
  // a programmatic focus is not :focus-visible; tabbing onto it is
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(cart).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await page.clock.runFor(710);
  await expect(tooltip).toHaveText((await cart.getAttribute('aria-label')) ?? '');
});
