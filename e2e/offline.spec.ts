// The installed shell works offline: after the first visit the service worker controls the
// page, and reloading or opening another route with no network still renders the app.
import { expect, expectShell, messages, test, waitForServiceWorker } from './fixtures.ts';

test('the shell reloads offline after the first visit', async ({ page, context }) => {
  await page.goto('/en/');
  await expectShell(page, 'en');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expectShell(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.home.heroTitle);
  await expect(page.getByTestId('offline-indicator')).toHaveText(new RegExp(messages.en.pwa.offline));

  // A route never visited before is served from the precached shell and its lazy chunk.
  await page.goto('/en/safety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.safety);

  // Another language's messages were precached too.
  await page.goto('/pt/');
  await expectShell(page, 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pt.home.heroTitle);

  // The installed app's start URL, /, still redirects to a language offline.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expectShell(page, 'en');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
});

test('the API is never answered by the service worker', async ({ page, context }) => {
  await page.goto('/en/');
  await waitForServiceWorker(page);
  const online = await page.evaluate(async () => (await fetch('/api/health')).status);
  expect(online).toBe(200);
  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    try {
      await fetch('/api/admin/anything');
      return 'answered';
    } catch {
      return 'network error';
    }
  });
  expect(offline).toBe('network error');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const hits: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith('/api/')) hits.push(request.url);
      }
    }
    return hits;
  });
  expect(cached).toEqual([]);
});
