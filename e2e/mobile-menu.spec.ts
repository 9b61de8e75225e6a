// The mobile header (< 768 px): a hamburger opens a side menu 80 units (320 px) wide with the
// header's items, a Language row, and Favorites reading "Login Required" for guests.
import { expect, expectShell, messages, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('the hamburger opens the side menu, which closes with Escape', async ({ page }) => {
  const m = messages.en;
  await page.goto('/en/');
  await expectShell(page, 'en');
  await expect(page.getByRole('navigation', { name: m.nav.main })).toBeHidden();

  const hamburger = page.getByRole('button', { name: m.nav.openMenu });
  await hamburger.click();
  const menu = page.getByRole('dialog', { name: m.nav.menu });
  await expect(menu).toBeVisible();
  const panel = page.getByTestId('mobile-menu');
  await expect(panel).toHaveClass(/\bw-80\b/);
  const box = await panel.boundingBox();
  expect(box?.width).toBe(320);

  for (const label of [m.nav.home, m.nav.browse, m.nav.howItWorks, m.nav.about, m.nav.contact]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const favorites = menu.getByTestId('mobile-favorites');
  await expect(favorites).toContainText(m.nav.favorites);
  await expect(favorites).toContainText(m.nav.loginRequired);
  const languageRow = menu.getByTestId('mobile-language-row');
  await expect(languageRow).toContainText(m.language.label);
  await expect(languageRow.getByRole('button')).toHaveCount(6);
  await expect(menu.getByRole('button', { name: m.nav.login, exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
});

test('a link in the menu navigates and closes it', async ({ page }) => {
  const m = messages.es;
  await page.goto('/es/');
  await page.getByRole('button', { name: m.nav.openMenu }).click();
  const menu = page.getByRole('dialog', { name: m.nav.menu });
  await menu.getByRole('link', { name: m.nav.about, exact: true }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.about);
});

test('Favorites for a guest opens the login dialog', async ({ page }) => {
  const m = messages.en;
  await page.goto('/en/');
  await page.getByRole('button', { name: m.nav.openMenu }).click();
  await page.getByTestId('mobile-favorites').click();
  const dialog = page.getByRole('dialog', { name: m.auth.welcomeBack });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the compact flags in the menu switch language', async ({ page }) => {
  await page.goto('/en/contact');
  await page.getByRole('button', { name: messages.en.nav.openMenu }).click();
  await page
    .getByTestId('mobile-language-row')
    .getByRole('button', { name: /Italiano/ })
    .click();
  await expect(page).toHaveURL(/\/it\/contact$/);
  await expectShell(page, 'it');
});
