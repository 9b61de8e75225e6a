// Unknown paths and invalid language segments show the translated Not Found page in the shell.
import { expect, expectShell, messages, test } from './fixtures.ts';

test('an unknown path under a language shows Page Not Found with a link home', async ({ page }) => {
  await page.goto('/en/no-such-page/x');
  await expectShell(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found · Contacto');
  await page.getByTestId('not-found').getByRole('link', { name: messages.en.notFound.home }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.home.heroTitle);
});

test('the Not Found page is translated', async ({ page }) => {
  await page.goto('/nl/bestaat/niet');
  await expectShell(page, 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.nl.notFound.title);
});

// /admin belongs to the back office (e2e/admin.spec.ts).
for (const path of ['/xx/', '/browse/extra', '/fr/browse']) {
  test(`${path} is not taken for a language or a page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expectShell(page, 'en');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
}
