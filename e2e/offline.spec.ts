// The installed shell works offline: after the first visit the service worker controls the
// page, and reloading or opening another route with no network still renders the app.
import { expect, expectShell, messages, test, waitForServiceWorker } from './fixtures.ts';
import { profileWithoutVideo } from './support/profile-detail.ts';

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

test('the app files come straight from the precache, without running the worker', async ({ page }) => {
  await page.goto('/en/');
  await waitForServiceWorker(page);
  await page.reload();
  await expectShell(page, 'en');
  // Resource Timing names the static route each request matched and what finally answered it.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
        return { matched: timing.workerMatchedSourceType, answered: timing.workerFinalSourceType };
      }),
  );
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => script.matched !== 'cache' || script.answered !== 'cache')).toEqual([]);
});

test.describe('the first visit, with no service worker', () => {
  // No worker: once registered, it would precache the chunk and answer the second try from its
  // cache, out of sight of page.route, whenever it took control within the back-off (it does on
  // a loaded machine).
  test.use({ serviceWorkers: 'block' });

  test('an answer lost while a lazy part loads: it is asked again, and loads with no error', async ({ page, request }) => {
    // The cart's live count is fetched after the page has loaded, and that fetch's connection is
    // reset. (Offline, the next try waits for the browser's online event:
    // app/pwa/load-chunk.test.ts.)
    let requests = 0;
    await page.route('**/assets/cart-live-*.js', (route) => {
      requests += 1;
      return requests === 1 ? route.abort('connectionreset') : route.continue();
    });
    const profile = await profileWithoutVideo(request);
    await page.goto(`/en/${profile.slugEn}`);
    await expect.poll(() => requests, { timeout: 15_000 }).toBe(2);
    // The live count: the header follows the cart.
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});
