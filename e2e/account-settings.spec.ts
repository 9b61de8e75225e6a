// Account settings on a 390 px phone in Spanish, against the real API: from the side menu she
// opens the settings, downloads her data (one JSON file with her account and her favourite),
// then deletes the account: a wrong password is an error on its field, the right one erases the
// account, signs her out here and on her other device, and sends her home as a guest.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AccountExport } from '#contract/account.schema.ts';
import type accountSettingsEnglish from '../app/i18n/locales/account-settings/en.json';
import { expect, messages, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { publicProfiles } from './support/cart-client.ts';
import { formsMessages, resetRateLimits } from './support/forms.ts';
import { signUpConfirmed } from './support/sign-up.ts';

const m = messages.es;
/** The settings page's own texts (their area is typed from its English file). */
const texts = (m as unknown as typeof accountSettingsEnglish).accountSettings;
const PASSWORD = 'correct-horse-battery-9';

test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });

test.beforeAll(async () => {
  // Every run signs up from the same address: without this a few runs an hour meet the sign-up limit.
  await resetRateLimits(['register']);
});

async function expectFitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
}

test('from the menu she downloads her data, deletes her account and ends up signed out everywhere', async ({ page, browser, request }) => {
  const username = `ajustes${Date.now().toString(36)}`;
  const email = `${username}@example.org`;
  const userId = await signUpConfirmed(page.request, { email, password: PASSWORD, username });
  const [profile] = await publicProfiles(request, 1);
  expect((await page.request.post(`/api/favorites/${profile?.id}`)).ok()).toBe(true);
  // her other device
  const other = await browser.newContext();
  expect((await other.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);

  await page.goto('/es/');
  await page.getByRole('button', { name: m.nav.openMenu }).click();
  const menu = page.getByRole('dialog', { name: m.nav.menu });
  await menu.getByRole('link', { name: m.account.settings, exact: true }).click();
  await expect(page).toHaveURL(/\/es\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.account.settings);
  await expect(page.getByTestId('account-settings-user')).toContainText(email);
  await expectFitsTheScreen(page);

  // The copy of her data.
  const exportSection = page.getByTestId('account-export');
  const downloading = page.waitForEvent('download');
  await exportSection.getByRole('button', { name: texts.export.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacto-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as AccountExport;
  expect(data.account).toMatchObject({ id: userId, email, username });
  expect(data.favorites.map((f) => f.profileId)).toEqual([profile?.id]);
  expect(data.purchases).toEqual([]);
  await expect(exportSection.getByRole('status')).toHaveText(texts.export.done);

  // The deletion says what stays, and asks for her password.
  const deleteSection = page.getByTestId('account-delete');
  await expect(deleteSection).toContainText(texts.delete.kept);
  await deleteSection.getByRole('button', { name: texts.delete.button }).click();
  const dialog = page.getByRole('alertdialog', { name: texts.delete.dialogTitle });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(texts.delete.password);
  await expect(password).toBeFocused();
  await expectFitsTheScreen(page);

  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: texts.delete.confirm }).click();
  await expect(dialog.getByTestId('field-error')).toHaveText(formsMessages('es').validation.currentPasswordWrong);
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: texts.delete.confirm }).click();
  await expect(page.getByTestId('toast')).toContainText(texts.delete.successTitle);
  await expect(page).toHaveURL(/\/es\/?$/);

  // Signed out here, and on her other device; the account is gone.
  await page.getByRole('button', { name: m.nav.openMenu }).click();
  await expect(menu.getByRole('button', { name: m.nav.login, exact: true })).toBeVisible();
  await expect(menu.getByTestId('mobile-account')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('contacto.session-user'))).toBeNull();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  await other.close();
});
