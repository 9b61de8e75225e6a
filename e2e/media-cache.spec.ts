// The service worker's media cache keeps only what anyone may see. An admin looking at a pending
// profile loads her photo with the admin's cookie, and her owner page loads her photos with a
// grant in the address: neither answer is public, so neither may stay on the device, where the
// next person at it (offline, for a month) would see it. Logging out of the back office empties
// the media cache altogether.
import type { Page } from '@playwright/test';
import { MEDIA_CACHE } from '../app/pwa/media-cache.ts';
import { expect, messages, test, waitForServiceWorker } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { resetRateLimits } from './support/forms.ts';
import { submitProfile, uniqueName } from './support/owner-link.ts';
import { publicProfiles } from './support/profile-detail.ts';

/** Every entry of the media cache: its address and the Cache-Control the server sent with it. */
function mediaCacheEntries(page: Page): Promise<{ url: string; cacheControl: string | null }[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    const entries = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      entries.push({ url: request.url, cacheControl: response?.headers.get('cache-control') ?? null });
    }
    return entries;
  }, MEDIA_CACHE);
}

/** Shows `url` in an <img> of the page, as the app would, and waits until it has loaded. */
async function showImage(page: Page, url: string): Promise<void> {
  const loaded = await page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const img = document.createElement('img');
        img.alt = '';
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = src;
        document.body.append(img);
      }),
    url,
  );
  expect(loaded, `${url} loads`).toBe(true);
}

test.beforeEach(async () => {
  await resetRateLimits(['upload', 'profile-submissions', 'owner-link']);
});

test('private media never reach the media cache, and admin logout empties it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  await waitForServiceWorker(page);
  const { id, ownerToken } = await submitProfile(page, 'en', uniqueName());

  // The admin opens the pending profile: her photo is shown (a private answer to the admin).
  await signInAdmin(page);
  await page.goto(`/admin/edit-profile/${id}`);
  const tile = page.getByTestId('admin-media-item').locator('img');
  await expect(tile).toHaveCount(1);
  await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const pendingPhoto = new URL((await tile.getAttribute('src')) ?? '', page.url()).pathname;
  expect(pendingPhoto).toMatch(/^\/uploads\/images\//);

  // Her owner page names her photos with a grant; the same page loads one.
  const view = await page.request.get('/api/owner/profile', { headers: { 'X-Owner-Token': ownerToken } });
  expect(view.status()).toBe(200);
  const granted = ((await view.json()) as { profile: { photos: string[] } }).profile.photos[0] ?? '';
  expect(granted).toMatch(/\?grant=/);
  await showImage(page, granted);

  // A public photo not seen before is kept: once it is in the cache, the worker has had its
  // turn with the private ones loaded before it.
  const cached = new Set((await mediaCacheEntries(page)).map((entry) => new URL(entry.url).pathname));
  const publicPhoto = (await publicProfiles(page.request)).flatMap((p) => p.photos).find((photo) => !cached.has(photo));
  if (!publicPhoto) throw new Error('every public photo is cached already');
  await showImage(page, publicPhoto);
  await expect.poll(async () => (await mediaCacheEntries(page)).map((entry) => new URL(entry.url).pathname)).toContain(publicPhoto);

  const entries = await mediaCacheEntries(page);
  expect(entries.filter((entry) => !/(^|,)\s*public\s*(,|$)/i.test(entry.cacheControl ?? ''))).toEqual([]);
  expect(entries.filter((entry) => entry.url.includes(pendingPhoto.split('/').pop() ?? '-') || entry.url.includes('grant='))).toEqual([]);

  // Logout leaves nothing of what this device showed.
  await page.getByRole('button', { name: (messages.en.admin as unknown as { logout: string }).logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await mediaCacheEntries(page)).toEqual([]);
});
