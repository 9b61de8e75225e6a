// Browse against the real server's catalogue: the page's local
// replica must list exactly what the change feed holds, searched, filtered, sorted and paged as
// 20 to a page from 1024 px wide and 12 below, in more than one language.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import {
  cards,
  countText,
  expectedRows,
  expectPage,
  type FeedCard,
  fetchCatalog,
  text as messages,
  openBrowse,
  pageText,
  shownIds,
} from './support/browse-home.ts';

let catalog: FeedCard[] = [];

test.beforeAll(async ({ request }) => {
  catalog = await fetchCatalog(request);
  expect(catalog.length, 'the demo catalogue spans several pages').toBeGreaterThan(40);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the whole catalogue newest first, 20 to a page, with Previous, numbers and Next', async ({ page }) => {
    const m = messages.en.browse;
    const rows = expectedRows(catalog);
    const pages = Math.ceil(rows.length / 20);
    await openBrowse(page, 'en', rows.length);
    await expectPage(page, 'en', rows, 1, 20);

    const pagination = page.getByRole('navigation', { name: m.pagination });
    const previous = pagination.getByRole('button', { name: m.previous });
    const next = pagination.getByRole('button', { name: m.next });
    await expect(previous).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    await next.click();
    await expect(page).toHaveURL(/\/en\/browse\?page=2$/);
    await expectPage(page, 'en', rows, 2, 20);
    // The page scrolls (smoothly) back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(previous).toBeEnabled();

    await pagination.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
    await expectPage(page, 'en', rows, pages, 20);
    await expect(next).toBeDisabled();
    await previous.click();
    await expectPage(page, 'en', rows, pages - 1, 20);

    // Back and forward walk the pages (they are in the URL).
    await page.goBack();
    await expectPage(page, 'en', rows, pages, 20);
  });

  test('a page change from the bottom of the grid scrolls to the top', async ({ page }) => {
    const rows = expectedRows(catalog);
    await openBrowse(page, 'en', rows.length);
    const next = page.getByRole('button', { name: messages.en.browse.next });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next.click();
    await expectPage(page, 'en', rows, 2, 20);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A loaded photo does not resize its 3:4 box (a fraction of a pixel per row once moved the
    // rows below, and through scroll anchoring the smooth scroll's end, to 1 px short of the top).
    const boxes = () =>
      cards(page).evaluateAll((nodes) =>
        nodes.flatMap((node) => {
          const img = node.querySelector('img');
          if (!img?.complete || img.naturalWidth === 0) return [];
          const box = img.parentElement!.getBoundingClientRect();
          return [Math.abs(box.height - (box.width * 4) / 3) < 0.05]; // layout rounds to 1/64 px
        }),
      );
    await expect.poll(async () => (await boxes()).length, { message: 'the first row of photos has loaded' }).toBeGreaterThanOrEqual(4);
    expect(await boxes()).not.toContain(false);
  });

  test('searches names and descriptions without caring about accents or case', async ({ page }) => {
    const m = messages.en.browse;
    await openBrowse(page, 'en', catalog.length);
    const accented = catalog.find((card) => card.firstName !== card.firstName.normalize('NFD').replace(/\p{Diacritic}/gu, ''));
    test.skip(!accented, 'the demo data has no accented first name');
    const plain = accented!.firstName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();

    const box = page.getByRole('searchbox', { name: m.searchLabel });
    await box.fill(plain);
    const rows = expectedRows(catalog, { search: plain });
    expect(rows.map((row) => row.id)).toContain(accented!.id);
    await expectPage(page, 'en', rows, 1, 20);
    await expect(cards(page).filter({ hasText: accented!.firstName }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${plain}`));

    // A word of a description finds it too.
    const word = 'smile';
    await box.fill(word);
    await expectPage(page, 'en', expectedRows(catalog, { search: word }), 1, 20);
  });

  test('filters by city and by age band, and each change goes back to page 1', async ({ page }) => {
    const m = messages.en.browse;
    await openBrowse(page, 'en', catalog.length, '?page=2');
    await expect(page.getByTestId('browse-page')).toHaveText(pageText('en', 2, Math.ceil(catalog.length / 20)));

    await page.getByRole('combobox', { name: m.locationLabel }).selectOption('Santiago');
    await expect(page).toHaveURL(/\/en\/browse\?location=Santiago$/);
    const inSantiago = expectedRows(catalog, { location: 'Santiago' });
    expect(inSantiago.length).toBeGreaterThan(0);
    await expectPage(page, 'en', inSantiago, 1, 20);
    for (const card of await cards(page).all()) await expect(card).toContainText('Santiago');

    await page.getByRole('combobox', { name: m.locationLabel }).selectOption('');
    await page.getByRole('combobox', { name: m.ageLabel }).selectOption('36+');
    const older = expectedRows(catalog, { age: [36, 200] });
    await expectPage(page, 'en', older, 1, 20);
    await page.getByRole('combobox', { name: m.ageLabel }).selectOption('26-30');
    await expectPage(page, 'en', expectedRows(catalog, { age: [26, 30] }), 1, 20);

    await page.getByRole('combobox', { name: m.locationLabel }).selectOption('Punta Cana');
    await expectPage(page, 'en', expectedRows(catalog, { age: [26, 30], location: 'Punta Cana' }), 1, 20);
  });

  test('sorts oldest, youngest first and oldest first', async ({ page }) => {
    const sort = page.getByRole('combobox', { name: messages.en.browse.sortLabel });
    await openBrowse(page, 'en', catalog.length);
    for (const [value, label] of [
      ['oldest', messages.en.browse.sortOldest],
      ['youngest', messages.en.browse.sortYoungest],
      ['oldest-age', messages.en.browse.sortOldestAge],
      ['newest', messages.en.browse.sortNewest],
    ] as const) {
      await sort.selectOption({ label });
      await expectPage(page, 'en', expectedRows(catalog, { sort: value }), 1, 20);
    }
    await expect(page).toHaveURL(/\/en\/browse$/);
  });

  test('shows the empty text when nothing matches, and clears the filters', async ({ page }) => {
    const m = messages.en.browse;
    await openBrowse(page, 'en', catalog.length);
    await page.getByRole('searchbox', { name: m.searchLabel }).fill('zzqx nobody');
    await expect(page.getByTestId('browse-count')).toHaveText(countText('en', 0));
    await expect(page.getByText(m.empty)).toBeVisible();
    await expect(page.getByTestId('browse-page')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: m.pagination })).toHaveCount(0);
    await page.getByRole('button', { name: m.clearFilters }).click();
    await expect(page.getByRole('searchbox', { name: m.searchLabel })).toHaveValue('');
    await expectPage(page, 'en', expectedRows(catalog), 1, 20);
  });

  test('bad search params fall back to the defaults', async ({ page }) => {
    await openBrowse(page, 'en', catalog.length, '?age=99&sort=random&page=abc&location=Paris');
    await expectPage(page, 'en', expectedRows(catalog), 1, 20);
  });

  test('opens a card on her profile, adds her to the cart, and asks a guest to log in for favourites', async ({ page }) => {
    const rows = expectedRows(catalog);
    const first = rows[0]!;
    await openBrowse(page, 'en', rows.length);
    const card = cards(page).first();
    await expect(card.getByRole('link', { name: `${first.firstName}, ${first.age}` })).toHaveAttribute(
      'href',
      first.slugEn ? `/en/${first.slugEn}` : `/en/profile/${first.id}`,
    );
    await expect(card.getByTestId('photo-count')).toContainText(String(first.photos.length));

    await card.getByRole('button', { name: messages.en.cart.addToCart }).click();
    await expect(card.getByRole('button', { name: messages.en.cart.inCart })).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await card.getByRole('button', { name: messages.en.browse.card.addFavorite.replace('{{name}}', first.firstName) }).click();
    await expect(page.getByRole('dialog', { name: messages.en.auth.welcomeBack })).toBeVisible();
  });
});

test('browse has no serious accessibility violations, filled or empty, wide or narrow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBrowse(page, 'en', catalog.length);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('searchbox', { name: messages.en.browse.searchLabel }).fill('zzqx nobody');
  await expect(page.getByText(messages.en.browse.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: messages.en.browse.clearFilters }).click();
  await expect(page.getByTestId('browse-page')).toHaveText(pageText('en', 1, Math.ceil(catalog.length / 12)));
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('shows 12 to a page in Spanish, with the titled filter card, and 20 once the window is wide', async ({ page }) => {
    const m = messages.es.browse;
    const rows = expectedRows(catalog);
    await openBrowse(page, 'es', rows.length);
    await expect(page.getByTestId('browse-filters').getByRole('heading', { name: m.filtersTitle })).toBeVisible();
    await expectPage(page, 'es', rows, 1, 12);

    await page.getByRole('button', { name: m.next }).click();
    await expect(page).toHaveURL(/\/es\/browse\?page=2$/);
    await expectPage(page, 'es', rows, 2, 12);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Search in Spanish: "MARIA" finds María; the page goes back to 1.
    await page.getByRole('searchbox', { name: m.searchLabel }).fill('MARIA');
    const found = expectedRows(catalog, { search: 'maria' });
    await expectPage(page, 'es', found, 1, 12);
    if (found.length === 0) await expect(page.getByText(m.empty)).toBeVisible();

    await page.getByRole('searchbox', { name: m.searchLabel }).fill('');
    await page.getByRole('combobox', { name: m.ageLabel }).selectOption('18-25');
    await page.getByRole('combobox', { name: m.sortLabel }).selectOption({ label: m.sortYoungest });
    await expectPage(page, 'es', expectedRows(catalog, { age: [18, 25], sort: 'youngest' }), 1, 12);

    // The page size follows the window.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectPage(page, 'es', expectedRows(catalog, { age: [18, 25], sort: 'youngest' }), 1, 20);
    // On large screens the card keeps its title for screen readers only.
    const title = page.getByTestId('browse-filters').getByRole('heading', { name: m.filtersTitle });
    await expect.poll(async () => (await title.boundingBox())?.width).toBeLessThanOrEqual(1);
  });

  test('a spinner shows only while the replica is empty and filling', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/sync/catalog**', async (route) => {
      await gate;
      await route.continue();
    });
    // Without filters the server draws the first cards (e2e/ssr.spec.ts); a filtered page is
    // answered by the replica alone.
    await page.goto('/en/browse?sort=newest');
    await expect(page.getByTestId('browse-loading')).toBeVisible();
    await expect(page.getByTestId('browse-loading')).toHaveText(messages.en.browse.loading);
    release();
    await expect(page.getByTestId('browse-count')).toHaveText(countText('en', catalog.length), { timeout: 20_000 });
    await expect(page.getByTestId('browse-loading')).toHaveCount(0);
    expect(await shownIds(page)).toHaveLength(12);
  });

  test('when the first pull fails it says so and Try again fills the page', async ({ page }) => {
    let fail = true;
    await page.route('**/api/sync/catalog**', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/en/browse');
    const unavailable = page.getByTestId('browse-unavailable');
    await expect(unavailable).toContainText(messages.en.browse.offline);
    fail = false;
    await unavailable.getByRole('button', { name: messages.en.browse.retry }).click();
    await expect(page.getByTestId('browse-count')).toHaveText(countText('en', catalog.length), { timeout: 20_000 });
  });
});
