// The back office's preview of a profile in Chromium, signed in as the demo admin at 390 px: a
// pending submission (made through the API with a photo, uniquely named) is "Profile Not Found" on
// the storefront, and View in Profile Management opens /admin/profiles/<id>/preview instead, where
// the admin sees her as buyers will (her name, her photo loaded, her channels without their values,
// no buyer actions) under a banner that says buyers do not see her now and why; axe passes. An
// unknown id is the page's not-found state.
import type adminPreviewEnglish from '../app/i18n/locales/admin-preview/en.json';
import type adminProfilesEnglish from '../app/i18n/locales/admin-profiles/en.json';
import type profileEnglish from '../app/i18n/locales/profile/en.json';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { resetRateLimits } from './support/forms.ts';
import { submitProfile, uniqueName } from './support/owner-link.ts';

const pv = (messages.en as unknown as typeof adminPreviewEnglish).adminPreview;
const p = (messages.en as unknown as typeof adminProfilesEnglish).adminProfiles;
const profile = (messages.en as unknown as typeof profileEnglish).profile;

// an axe pass can take over a minute on a shared, busy machine
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async () => {
  await resetRateLimits(['upload', 'profile-submissions']);
});

test('View on a pending profile opens her preview at 390 px: her name, her photo and why buyers do not see her', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  const name = uniqueName();
  const { id } = await submitProfile(page, 'en', name);
  // buyers get "Profile Not Found" for her: that page shows the admin nothing either
  await page.goto(`/en/profile/${id}`);
  await expect(page.getByTestId('profile-not-found')).toBeVisible();

  await signInAdmin(page);
  await page.goto(`/admin/profiles?search=${name}`);
  const card = page.getByTestId('profiles-cards').locator(`[data-profile-id="${id}"]`);
  const view = card.getByRole('link', { name: new RegExp(`^${p.view} ${name} Pérez\\b`) });
  await expect(view).toHaveAttribute('href', `/admin/profiles/${id}/preview`);
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/profiles/${id}/preview$`));

  const banner = page.getByTestId('admin-preview-banner');
  await expect(banner).toHaveText(pv.hidden.replace('{{reason}}', pv.reason.pending));
  await expect(banner).toHaveAttribute('data-state', 'pending');
  await expect(page.getByRole('heading', { level: 1, name: `${name} P.` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(pv.title.replace('{{name}}', `${name} P.`)));

  // her photo loads for the admin (a private answer: she is not public)
  const photo = page.getByTestId('main-photo');
  await expect(photo).toBeVisible();
  await expect(photo).not.toHaveAttribute('data-placeholder');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  // the lightbox opens from it by keyboard and closes with Escape, focus back on the photo
  const openPhoto = page.getByRole('button', { name: profile.media.openPhoto.replace('{{number}}', '1') });
  await openPhoto.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lightbox')).toHaveCount(0);
  await expect(openPhoto).toBeFocused();

  // her channels as buyers see them before buying: named, without their values; no buyer actions
  const contacts = page.getByTestId('contact-methods');
  await expect(contacts.locator('[data-channel="whatsapp"]')).toBeVisible();
  await expect(contacts.locator('[data-channel="email"]')).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain('555 0199');
  expect(html).not.toContain(`${name.toLowerCase()}@example.org`);
  expect(html).not.toContain('Pérez');
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(page.getByText(pv.actionsNote)).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Back returns to the list
  await page.getByRole('link', { name: pv.back }).click();
  await expect(page).toHaveURL(/\/admin\/profiles/);
});

test('an unknown profile is the preview’s not-found state', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/profiles/999999999/preview');
  await expect(page.getByRole('heading', { level: 1, name: pv.notFound })).toBeVisible();
  await expect(page.getByTestId('admin-preview-not-found')).toHaveText(pv.notFoundText);
});
