// Browsing offline: after one online visit the replica is in IndexedDB and the
// shell in the service worker's precache, so with no network at all a reload of browse still
// searches, filters, sorts and pages the whole catalogue, and home still shows its featured grid.
import { expect, expectShell, test, waitForServiceWorker } from './fixtures.ts';
import { countText, expectedRows, expectPage, type FeedCard, fetchCatalog, openBrowse, text } from './support/browse-home.ts';

let catalog: FeedCard[] = [];

test.beforeAll(async ({ request }) => {
  catalog = await fetchCatalog(request);
});

test.use({ viewport: { width: 1280, height: 900 } });

test('browse searches, filters and pages offline after one online visit', async ({ page, context }) => {
  const m = text.en.browse;
  const all = expectedRows(catalog);
  await openBrowse(page, 'en', all.length);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  let feedCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/sync/catalog')) feedCalls += 1;
  });
  await page.reload();
  await expectShell(page, 'en');
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('browse-count')).toHaveText(countText('en', all.length));
  await expectPage(page, 'en', all, 1, 20);

  const box = page.getByRole('searchbox', { name: m.searchLabel });
  await box.fill('maria');
  await expectPage(page, 'en', expectedRows(catalog, { search: 'maria' }), 1, 20);
  await box.fill('');

  await page.getByRole('combobox', { name: m.locationLabel }).selectOption('Punta Cana');
  const inPuntaCana = expectedRows(catalog, { location: 'Punta Cana' });
  await expectPage(page, 'en', inPuntaCana, 1, 20);
  await page.getByRole('combobox', { name: m.locationLabel }).selectOption('');

  await page.getByRole('combobox', { name: m.sortLabel }).selectOption({ label: m.sortOldestAge });
  const byAge = expectedRows(catalog, { sort: 'oldest-age' });
  await expectPage(page, 'en', byAge, 1, 20);
  await page.getByRole('button', { name: m.next }).click();
  await expectPage(page, 'en', byAge, 2, 20);

  // Offline, the pull loop does not even try the network.
  expect(feedCalls).toBe(0);

  // A fresh offline start on another address (here with filters in its URL) works as well.
  await page.goto('/en/browse?age=18-25&sort=youngest&page=2');
  await expectPage(page, 'en', expectedRows(catalog, { age: [18, 25], sort: 'youngest' }), 2, 20);

  // Home's featured grid comes from the same replica.
  await page.goto('/en/');
  await expect(page.getByTestId('featured-profiles').getByTestId('profile-card').first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
});
