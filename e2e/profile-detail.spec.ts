// The profile detail page against the real server and demo catalogue: slug and id URLs, the
// name with its initial, details, contact channels without values, carousel and thumbnails,
// the lightbox (zoom, reset, quality, Escape), the video modal (plays, Escape closes), Add to
// Cart → In Cart, an unknown slug, and a profile opened online that still shows offline.
import type { Page } from '@playwright/test';
import { CONTACT_CHANNELS } from '#contract/profile.schema.ts';
import type profileMessages from '../app/i18n/locales/profile/en.json';
import { MEDIA_CACHE } from '../app/pwa/media-cache.ts';
import { expect, expectShell, messages, test, waitForServiceWorker } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { profileWithoutVideo, profileWithVideo, shownName } from './support/profile-detail.ts';

// the fixtures type only the shell's messages; this area's English file types its own
const en = (messages.en as unknown as typeof profileMessages).profile;

test.describe('an unprefixed profile address', () => {
  test.use({ locale: 'de-DE' });

  test('/{slug} rewrites to the detected language and shows the profile', async ({ page, request }) => {
    const profile = await profileWithVideo(request);
    const address = profile.slugDe ?? String(profile.id);
    await page.goto(`/${address}?from=share#photos`);
    await expect(page).toHaveURL(new RegExp(`/de/${address}\\?from=share#photos$`));
    await expectShell(page, 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});

test('a profile opens from its slug and from /profile/{id} with name, details and channels without values', async ({ page, request }) => {
  const profile = await profileWithVideo(request);
  await page.goto(`/en/${profile.slugEn}`);
  await expectShell(page, 'en');
  const detail = page.getByTestId('profile-detail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  await expect(page).toHaveTitle(new RegExp(`^${shownName(profile)}`));
  await expect(detail.getByTestId('profile-age')).toHaveText(`${profile.age} years`);
  await expect(detail.getByTestId('profile-location')).toHaveText(profile.location);
  await expect(detail.getByTestId('profile-price')).toHaveText(`$${Number(profile.price).toFixed(2)}`);
  if (profile.verified) await expect(detail.getByTestId('verified-badge')).toHaveText(en.verified);

  // personal details: the filled ones are labelled, the empty ones hidden
  const details = detail.getByTestId('profile-details');
  await expect(details.getByRole('heading', { name: en.details })).toBeVisible();
  if (profile.height) await expect(details.locator('[data-field="height"] dd')).toHaveText(profile.height);
  if (profile.occupation) await expect(details.locator('[data-field="profession"] dd')).toHaveText(profile.occupation);
  await expect(details.locator('[data-field="languages"] li')).toHaveText(profile.languages);
  await expect(details.locator('[data-field="personalityTags"] li')).toHaveText(profile.personalityTags);
  if (!profile.religion) await expect(details.locator('[data-field="religion"]')).toHaveCount(0);

  // channels she shares are listed as available, never with a value
  const channels = CONTACT_CHANNELS.filter((c) => profile.contactMethods[c]);
  const contact = detail.getByTestId('contact-methods');
  await expect(contact.locator('li')).toHaveCount(channels.length);
  for (const channel of channels) {
    await expect(contact.locator(`[data-channel="${channel}"]`)).toContainText(en.contact.afterPurchase);
  }
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/@example\.(com|org)|555 01\d\d|@demo_/);

  // the same profile by id
  await page.goto(`/en/profile/${profile.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  await expect(page).toHaveURL(new RegExp(`/en/profile/${profile.id}$`));

  // by slug in another language
  if (profile.slugEs) {
    await page.goto(`/es/${profile.slugEs}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
    await expect(page.getByTestId('profile-age')).toHaveText(`${profile.age} años`);
    // the English slug under /es/ (as after switching the language) moves to the Spanish one
    await page.goto(`/es/${profile.slugEn}`);
    await expect(page).toHaveURL(new RegExp(`/es/${profile.slugEs}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  }
});

test('the carousel moves with buttons, arrow keys and thumbnails', async ({ page, request }) => {
  const profile = await profileWithVideo(request);
  const total = new Set([profile.primaryPhoto, ...profile.photos].filter(Boolean)).size + profile.videos.length;
  await page.goto(`/en/${profile.slugEn}`);
  const carousel = page.getByTestId('media-carousel');
  await expect(carousel.getByTestId('photo-count')).toHaveText(`${total - profile.videos.length} photos`);
  await expect(carousel.getByTestId('video-count')).toHaveText(profile.videos.length === 1 ? '1 video' : `${profile.videos.length} videos`);
  const thumbnails = carousel.getByTestId('thumbnails').getByRole('button');
  await expect(thumbnails).toHaveCount(Math.min(10, total));
  if (total > 8) await expect(carousel.getByTestId('more-media')).toHaveText(`+${total - 8} more media`);
  else await expect(carousel.getByTestId('more-media')).toHaveCount(0);
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByTestId('media-position')).toHaveText(`1 of ${total}`);

  await carousel.getByRole('button', { name: en.media.next }).click();
  await expect(carousel.getByTestId('media-position')).toHaveText(`2 of ${total}`);
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByTestId('media-position')).toHaveText(`3 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByTestId('media-position')).toHaveText(`${total} of ${total}`);
  await carousel.getByRole('button', { name: 'Show photo 1', exact: true }).click();
  await expect(carousel.getByTestId('media-position')).toHaveText(`1 of ${total}`);
});

test('the lightbox zooms in and out, resets, switches quality and closes with Escape', async ({ page, request }) => {
  const profile = await profileWithoutVideo(request);
  await page.goto(`/en/${profile.slugEn}`);
  await page.getByRole('button', { name: 'Open photo 1 full size' }).click();
  const dialog = page.getByRole('dialog', { name: `Photos of ${shownName(profile)}` });
  await expect(dialog).toBeVisible();
  const box = page.getByTestId('lightbox');
  await expect(box).toHaveAttribute('data-zoom', '1');
  await expect(page.getByTestId('lightbox-position')).toHaveText(`Photo 1 of ${new Set(profile.photos).size}`);

  await dialog.getByRole('button', { name: en.lightbox.zoomIn }).click();
  await dialog.getByRole('button', { name: en.lightbox.zoomIn }).click();
  await expect(box).toHaveAttribute('data-zoom', '1.5');
  await expect(page.getByTestId('lightbox-image')).toHaveCSS('transform', 'matrix(1.5, 0, 0, 1.5, 0, 0)');
  await dialog.getByRole('button', { name: en.lightbox.zoomOut }).click();
  await expect(box).toHaveAttribute('data-zoom', '1.25');
  await dialog.getByRole('button', { name: en.lightbox.resetZoom }).click();
  await expect(box).toHaveAttribute('data-zoom', '1');
  // keys: + - 0, clamped at 0.5 and 3
  for (let i = 0; i < 12; i++) await page.keyboard.press('+');
  await expect(box).toHaveAttribute('data-zoom', '3');
  await expect(dialog.getByRole('button', { name: en.lightbox.zoomIn })).toBeDisabled();
  await page.keyboard.press('0');
  await expect(box).toHaveAttribute('data-zoom', '1');
  for (let i = 0; i < 4; i++) await page.keyboard.press('-');
  await expect(box).toHaveAttribute('data-zoom', '0.5');
  await expect(dialog.getByRole('button', { name: en.lightbox.zoomOut })).toBeDisabled();

  // optimized (w1280 variant) ↔ original
  const image = page.getByTestId('lightbox-image');
  await expect(box).toHaveAttribute('data-quality', 'optimized');
  await dialog.getByRole('button', { name: en.lightbox.showOriginal }).click();
  await expect(box).toHaveAttribute('data-quality', 'original');
  await expect(image).toHaveAttribute('src', /^\/uploads\/images\/[0-9a-f-]{36}\.webp$/);
  await dialog.getByRole('button', { name: en.lightbox.showOptimized }).click();
  await expect(box).toHaveAttribute('data-quality', 'optimized');

  // arrows step through the photos
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lightbox-position')).toHaveText(`Photo 2 of ${new Set(profile.photos).size}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // focus returns to the photo that opened it
  await expect(page.getByRole('button', { name: 'Open photo 1 full size' })).toBeFocused();
});

test('the video modal plays the video and closes with Escape', async ({ page, request }) => {
  const profile = await profileWithVideo(request);
  await page.goto(`/en/${profile.slugEn}`);
  await page.getByRole('button', { name: 'Show video 1' }).click();
  await page.getByRole('button', { name: 'Play video 1' }).click();
  const dialog = page.getByRole('dialog', { name: `Video 1 of ${shownName(profile)}` });
  await expect(dialog).toBeVisible();
  const download = dialog.getByTestId('video-download');
  const firstName = profile.firstName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  await expect(download).toHaveAttribute('download', `${firstName}-video-1.mp4`);

  const seek = dialog.getByRole('slider', { name: en.video.seek });
  await expect(seek).toHaveAttribute('aria-valuetext', '0:00 / 0:06');
  await dialog.getByRole('button', { name: en.video.play, exact: true }).click();
  await expect(dialog.getByRole('button', { name: en.video.pause })).toBeVisible();
  await expect
    .poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  // while playing, the controls hide after 3 s without activity and come back on pointer movement
  const frame = page.getByTestId('video-frame');
  await expect(frame).toHaveAttribute('data-controls', 'hidden', { timeout: 6_000 });
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 320);
  await expect(frame).toHaveAttribute('data-controls', 'visible');
  // seeking through the range input moves the video
  await seek.fill('4');
  await expect.poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(4);
  // mute and volume
  await dialog.getByRole('button', { name: en.video.mute }).click();
  expect(await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect(dialog.getByRole('slider', { name: en.video.seek })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play video 1' })).toBeFocused();
});

test('sharing without a share sheet copies the page link; a broken video shows Video Unavailable', async ({ page, context, request }) => {
  const profile = await profileWithVideo(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // the desktop share sheet is not part of the test: force the clipboard path
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/en/${profile.slugEn}`);
  await page.getByRole('button', { name: 'Show video 1' }).click();
  await page.getByRole('button', { name: 'Play video 1' }).click();
  const dialog = page.getByRole('dialog', { name: `Video 1 of ${shownName(profile)}` });
  await dialog.getByRole('button', { name: en.video.share }).click();
  await expect(page.getByText(en.video.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await dialog.getByRole('button', { name: en.video.close }).click();
  await expect(dialog).toBeHidden();

  await page.route('**/uploads/videos/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await page.getByRole('button', { name: 'Show video 1' }).click();
  await page.getByRole('button', { name: 'Play video 1' }).click();
  await expect(page.getByTestId('video-error')).toContainText(en.video.unavailable);
  await expect(page.getByTestId('video-error')).toContainText(en.video.unavailableText);
});

test('Add to Cart turns into a disabled In Cart', async ({ page, request }) => {
  const profile = await profileWithoutVideo(request);
  await page.goto(`/en/profile/${profile.id}`);
  const button = page.getByTestId('add-to-cart');
  await expect(button).toHaveText(en.addToCart);
  await button.click();
  await expect(button).toHaveText(en.inCart);
  await expect(button).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('add-to-cart')).toHaveText(en.inCart);
  // the favourite asks for a login
  await page.getByRole('button', { name: en.addFavorite }).click();
  await expect(page.getByRole('dialog', { name: messages.en.auth.welcomeBack })).toBeVisible();
});

test('an unknown slug shows Profile Not Found with a way back to browse', async ({ page }) => {
  await page.goto('/en/nobody-by-this-name-404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  await expect(page.getByTestId('profile-not-found')).toContainText(en.notFound.text);
  await page.getByRole('link', { name: en.backToBrowse }).click();
  await expect(page).toHaveURL(/\/en\/browse$/);

  await page.goto('/en/profile/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
});

async function storedDetail(page: Page, id: number): Promise<boolean> {
  return page.evaluate(
    (profileId) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('contacto');
        open.onsuccess = () => {
          const get = open.result.transaction('profileDetails').objectStore('profileDetails').get(profileId);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    id,
  );
}

test('when the API no longer shows a stored profile, then Profile Not Found replaces it and the copy is deleted', async ({
  page,
  request,
}) => {
  const profile = await profileWithoutVideo(request);
  await page.goto(`/en/profile/${profile.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  await expect.poll(() => storedDetail(page, profile.id)).toBe(true);
  // as after a consent withdrawal: the API answers 404 for her
  await page.route(`**/api/profiles/${profile.id}`, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Profile not found"}' }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  await expect.poll(() => storedDetail(page, profile.id)).toBe(false);
});

test('a profile opened online still shows after an offline reload', async ({ page, context, request }) => {
  const profile = await profileWithVideo(request);
  await page.goto(`/en/${profile.slugEn}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  await waitForServiceWorker(page);
  // the full profile is stored on the device
  await expect.poll(() => storedDetail(page, profile.id)).toBe(true);
  // her main photo, as the page loads it, is in the service worker's media cache (media are
  // cached briefly over HTTP now; the device's copy is what shows offline)
  const mainPhoto = page.getByTestId('main-photo');
  await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const photoUrl = await mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(photoUrl).toContain('/uploads/images/');
  await expect
    .poll(() => page.evaluate(async ([cache, url]) => !!(await (await caches.open(cache)).match(url)), [MEDIA_CACHE, photoUrl] as const))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  await expect(page.getByTestId('profile-offline-copy')).toHaveText(en.offlineCopy);
  await expect(page.locator('[data-field="languages"] li')).toHaveText(profile.languages);
  await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(photoUrl);

  // a profile never opened is not on the device: not found, with the offline hint
  await page.goto('/en/profile/999998');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  await expect(page.getByTestId('profile-offline-hint')).toHaveText(en.notFound.offline);
  await context.setOffline(false);
});

test('the page, the lightbox and the video modal have no serious accessibility violations, on a phone too', async ({
  browser,
  request,
}) => {
  const profile = await profileWithVideo(request);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`/en/${profile.slugEn}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(profile));
  // nothing wider than the phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open photo 1 full size' }).click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await expect(page.getByRole('button', { name: en.lightbox.close })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Show video 1' }).click();
  await page.getByRole('button', { name: 'Play video 1' }).click();
  await expect(page.getByTestId('video-modal')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
