// The first screen comes from the server (decision 037): without JavaScript a visitor (and a
// crawler) reads home's featured cards, browse's first cards with their photos and a profile with
// her details; with JavaScript the same page hydrates without a mismatch and works; offline, the
// service worker's shell still reloads. Reads the catalogue only.
import type cartMessages from '../app/i18n/locales/cart/en.json';
import type submissionsMessages from '../app/i18n/locales/submissions/en.json';
import { expect, expectShell, gotoUntouched, HYDRATION_ERROR, messages, test, waitForServiceWorker } from './fixtures.ts';
import { replicaPulled } from './support/browse-home.ts';
import { legacyItem, publicProfiles, seedLegacyCart } from './support/cart-client.ts';
import { APP_SCRIPT, holdApp } from './support/hold-app.ts';
import { profileWithoutVideo, shownName } from './support/profile-detail.ts';
import { draftValues } from './support/submission.ts';

/** The most JavaScript (compressed) a drawn page may download before its load event: the boot. */
const BEFORE_LOAD_BUDGET_BYTES = 10 * 1024;

/** The scripts a page's HTML names itself: its boot, and any preload link. */
function scriptsNamedBy(html: string): Set<string | undefined> {
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('browse shows its first cards, each with her photo', async ({ page }) => {
    await page.goto('/en/browse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.browse);
    const cards = page.getByTestId('browse-grid').getByTestId('profile-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const photo = cards.first().locator('img').first();
    await expect(photo).toHaveAttribute('src', /\/uploads\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a profile shows her name, city, photo, details, price and contact channels', async ({ page, request }) => {
    const profile = await profileWithoutVideo(request);
    await page.goto(`/en/${profile.slugEn}`);
    await expect(page.getByTestId('profile-name')).toHaveText(shownName(profile));
    await expect(page.getByTestId('profile-location')).toContainText(profile.location.trim());
    await expect(page.getByTestId('profile-age')).toBeVisible();
    await expect(page.getByTestId('profile-price')).toContainText('$');
    await expect(page.getByTestId('profile-details')).toBeVisible();
    await expect(page.getByTestId('contact-methods')).toBeVisible();
    const photo = page.getByTestId('main-photo');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('home shows the hero and the featured cards, each with her photo', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.es.home.heroTitle);
    const cards = page.getByTestId('featured-profiles').getByTestId('profile-card');
    await expect(cards.first()).toBeVisible();
    const photo = cards.first().locator('img').first();
    await expect(photo).toHaveAttribute('src', /\/uploads\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('an information page shows its text', async ({ page }) => {
    await page.goto('/de/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.pages.privacy);
  });

  test('the submission page shows its heading and the way to her submissions, and not the form that needs the app', async ({ page }) => {
    await page.goto('/es/submit-profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.es.pages.submitProfile);
    await expect(
      page.getByRole('link', { name: (messages.es as unknown as typeof submissionsMessages).mySubmissions.follow }),
    ).toHaveAttribute('href', '/es/my-submissions');
    await expect(page.getByTestId('submission-form')).toHaveCount(1);
    await expect(page.getByTestId('submission-form')).toBeHidden();
  });
});

test.describe('a first visit', () => {
  // Once a service worker controls the page it answers navigations with its shell (as offline);
  // a first visit, like a crawler's, gets each page from the server.
  test.use({ serviceWorkers: 'block' });

  test('each server-drawn page hydrates without a mismatch', async ({ page, consoleErrors, request }) => {
    test.setTimeout(240_000);
    const profile = await profileWithoutVideo(request);
    const all: string[] = [];
    page.on('console', (message) => all.push(message.text()));
    const paths = [
      '/en',
      '/en/browse',
      `/en/${profile.slugEn}`,
      `/es/profile/${profile.id}`,
      '/en/about',
      '/en/help',
      '/it/terms',
      '/en/privacy',
      '/en/safety',
      '/en/cookies',
      '/en/disclaimer',
      '/en/contact',
      '/en/report',
      '/en/takedown',
      '/en/cart',
      '/en/submit-profile',
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(await response?.text(), path).toContain('id="ssr-data"');
      await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3));
      // hydrated: React has attached to the server's markup (its event handlers answer)
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
    }
    expect(all.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('each drawn page loads nothing but its first script before its load event, within the budget, then hydrates', async ({
    page,
    request,
  }) => {
    const profile = await profileWithoutVideo(request);
    for (const path of ['/en', '/en/browse', `/en/${profile.slugEn}`, '/en/cart', '/en/submit-profile', '/en/contact', '/en/about']) {
      // The scripts the page itself names (the boot and what it imports).
      const html = await (await request.get(path)).text();
      const named = scriptsNamedBy(html);
      expect(named.size, path).toBeGreaterThan(0);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const before = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0) && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
      });
      expect(
        before.filter((script) => !named.has(script.path)),
        `${path}: only the scripts the page names`,
      ).toEqual([]);
      const bytes = before.reduce((sum, script) => sum + script.bytes, 0);
      expect(bytes, `${path}: JavaScript before the load event (compressed bytes)`).toBeLessThanOrEqual(BEFORE_LOAD_BUDGET_BYTES);
    }
  });

  test('a press on Add to cart made before the app took the page over is made once it has', async ({ page, request }) => {
    const profile = await profileWithoutVideo(request);
    // The app's script is held until the press is made: a slow connection, made certain.
    const release = await holdApp(page);
    const opened = page.goto(`/en/${profile.slugEn}`);
    const add = page.getByTestId('add-to-cart');
    await add.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // the press shows at once that it was taken
    await expect(add).toHaveAttribute('data-press-pending', '');
    await expect(add).toHaveCSS('cursor', 'progress');
    release();
    await opened;
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(add).toBeDisabled();
    await expect(add).not.toHaveAttribute('data-press-pending');
  });
});

test('a hydrated page navigates on the client', async ({ page }) => {
  await page.goto('/en');
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  // A full page load would lose this mark; a client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByTestId('hero-browse').click();
  await expect(page).toHaveURL(/\/en\/browse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.browse);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a drawn page nobody touches loads its app after its load event, registers the service worker and fills the replica', async ({
  page,
}) => {
  const appRequests: string[] = [];
  page.on('request', (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) appRequests.push(request.url());
  });
  await gotoUntouched(page, '/en/browse');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(appRequests).toHaveLength(1);
  await waitForServiceWorker(page);
  await expect.poll(() => replicaPulled(page), { message: 'the catalogue replica is filled', timeout: 45_000 }).toBe(true);
  await expect(page.getByTestId('browse-count')).toBeVisible();
});

test.describe('a drawn page whose content is on the device', () => {
  test.use({ serviceWorkers: 'block' });

  test('a cart with contacts in it: its app loads after the load event without a touch and shows them', async ({ page, request }) => {
    const profiles = await publicProfiles(request, 2);
    await seedLegacyCart(page, profiles.map(legacyItem));
    await gotoUntouched(page, '/en/cart');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
  });

  test('the cart of a first visit shows its empty state once the app has read it', async ({ page }) => {
    const emptyTitle = (messages.en as unknown as typeof cartMessages).cart.emptyTitle;
    await gotoUntouched(page, '/en/cart');
    await expect(page.getByRole('heading', { level: 1, name: emptyTitle })).toBeVisible();
    const empty = page.getByTestId('cart-empty');
    await expect(empty).toHaveCount(1);
    await expect(empty.getByRole('link', { name: (messages.en as unknown as typeof cartMessages).cart.browseProfiles })).toBeVisible();
  });

  test('the submission form is drawn whole and usable at once', async ({ page }) => {
    await gotoUntouched(page, '/en/submit-profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.submitProfile);
    await expect(page.getByTestId('submission-form')).toBeVisible();
    await expect(page.locator('input[name="firstName"]')).toBeEditable();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('what she typed, ticked and sent on the drawn form before its app took over reaches the app once it has', async ({ page }) => {
    // The app's script is held until she has typed: a slow connection, made certain.
    const release = await holdApp(page);
    await gotoUntouched(page, '/en/submit-profile');
    const firstName = page.locator('input[name="firstName"]');
    await firstName.fill('Ana');
    await page.locator('input[name="languages"][value="English"]').check();
    await page.locator('textarea[name="aboutMe"]').fill('Me gusta bailar.');
    // Enter sends the form: the browser must not (her details would go into the address)
    await firstName.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // the app sent it: the fields she left empty are marked, hers are not
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    expect(new URL(page.url()).search).toBe('');
    // and what she gave is the app's: the draft keeps it across a reload
    await expect
      .poll(async () => {
        const values = await draftValues(page);
        return values && [values.firstName, values.languages, values.aboutMe];
      })
      .toEqual(['Ana', ['English'], 'Me gusta bailar.']);
    await page.reload();
    await expect(firstName).toHaveValue('Ana');
    await expect(page.locator('input[name="languages"][value="English"]')).toBeChecked();
    await expect(page.locator('textarea[name="aboutMe"]')).toHaveValue('Me gusta bailar.');
  });

  test('a draft on her device fills only the fields she has not typed in since the page appeared', async ({ page }) => {
    await gotoUntouched(page, '/en/submit-profile');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('input[name="firstName"]').fill('Ana');
    await page.locator('textarea[name="aboutMe"]').fill('Me gusta bailar.');
    await expect.poll(async () => (await draftValues(page))?.aboutMe).toBe('Me gusta bailar.');
    // The next visit: she types her name again before the app has read the draft.
    const release = await holdApp(page);
    await gotoUntouched(page, '/en/submit-profile');
    await page.locator('input[name="firstName"]').fill('Marisol');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('textarea[name="aboutMe"]')).toHaveValue('Me gusta bailar.');
    await expect(page.locator('input[name="firstName"]')).toHaveValue('Marisol');
    await expect.poll(async () => (await draftValues(page))?.firstName).toBe('Marisol');
  });

  test('a page reloaded in the language just chosen says so without a touch', async ({ page }) => {
    await gotoUntouched(page, '/en/about');
    // this first page's app reads the notice once, as it starts: the notice is left for the reload
    // only after that (on a busy machine the app starts well after the page has loaded)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => localStorage.setItem('language_changed', 'en'));
    await gotoUntouched(page, '/en/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText(messages.en.language.changed)).toBeVisible();
  });
});

test('offline, a reload still gets the service worker shell', async ({ page, context, request }) => {
  const profile = await profileWithoutVideo(request);
  await page.goto(`/en/${profile.slugEn}`);
  await expect(page.getByTestId('profile-name')).toHaveText(shownName(profile));
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expectShell(page, 'en');
  await expect(page.getByTestId('profile-name')).toHaveText(shownName(profile));
  // The shell, not a server page: nothing embedded.
  expect(await page.locator('#ssr-data').count()).toBe(0);
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.about);
  await context.setOffline(false);
});
