// The catalogue off the main thread (decision 040): the pull and browse's search run in
// a dedicated worker; the feed is fetched from there, and the page only shows what it answers.
import { expect, test } from './fixtures.ts';
import { countText, fetchCatalog, openBrowse } from './support/browse-home.ts';

test('browse is filled and searched by the catalogue worker', async ({ page, request }) => {
  // A first fill from an empty replica, as browse.spec.ts's openBrowse waits for (up to 45 s).
  test.setTimeout(120_000);
  const catalog = await fetchCatalog(request);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await openBrowse(page, 'en', catalog.length);
  expect(workers.filter((url) => /catalog\.worker/.test(url))).toHaveLength(1);
  const worker = page.workers().find((candidate) => /catalog\.worker/.test(candidate.url()));
  // A worker, not a frame: it has no document.
  expect(await worker?.evaluate(() => typeof document)).toBe('undefined');
  // A search is answered without a page reload or a network call.
  await page.getByRole('searchbox').fill('zzzz-no-such-name');
  await expect(page.getByTestId('browse-count')).toHaveText(countText('en', 0));
});
