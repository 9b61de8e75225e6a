// Favourites through the one sync engine (issue 10 items 5, 6 and 9): a signed-in buyer toggles
// hearts offline, reloads offline (the hearts are as she left them), reconnects, and the server
// ends with exactly the device's favourites. A guest's heart asks for a log-in; closing the
// dialog drops the favourite.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { type FeedCard, fetchCatalog, openBrowse, text } from './support/browse-home.ts';

let catalog: FeedCard[] = [];

test.beforeAll(async ({ request }) => {
  catalog = await fetchCatalog(request);
});

test.use({ viewport: { width: 1280, height: 900 } });

/** Signs a new buyer up through the API; the page's browser context keeps her session cookie. */
async function signUp(request: APIRequestContext): Promise<void> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const res = await request.post('/api/auth/register', {
    data: { email: `fav-${id}@example.com`, password: 'favourite-pass-1', username: `fav${id}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function serverFavorites(request: APIRequestContext): Promise<number[]> {
  const res = await request.get('/api/sync/favorites');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { profileId: number }[]).map((f) => f.profileId).sort((a, b) => a - b);
}

const card = (page: Page, profileId: number) => page.locator(`[data-testid="profile-card"][data-profile-id="${profileId}"]`);
const heart = (page: Page, profileId: number): Locator => card(page, profileId).getByTestId('favorite-button');

async function tap(page: Page, profileId: number, favoriteAfter: boolean): Promise<void> {
  const button = heart(page, profileId);
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(favoriteAfter));
  await expect(page.getByText(favoriteAfter ? 'Added to Favorites' : 'Removed from Favorites')).toBeVisible();
}

test('offline heart taps survive a reload and reach the server when back online, exactly as the device has them', async ({
  page,
  context,
}) => {
  await signUp(page.request);
  await openBrowse(page, 'en', catalog.length);
  await waitForServiceWorker(page);
  // the app knows who is signed in (kept on the device for offline use)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('contacto.session-user'))).not.toBeNull();
  const ids = await page
    .getByTestId('profile-card')
    .evaluateAll((cards) => cards.slice(0, 4).map((c) => Number((c as HTMLElement).dataset.profileId)));
  const [a, b, c, d] = ids as [number, number, number, number];

  await context.setOffline(true);
  await tap(page, a, true);
  await tap(page, b, true);
  await tap(page, c, true);
  await tap(page, b, false);

  await page.reload();
  await expect(heart(page, a)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, b)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(page, c)).toHaveAttribute('aria-pressed', 'true');
  await tap(page, d, true);
  await tap(page, a, false);
  expect(await serverFavorites(context.request)).toEqual([]);

  await context.setOffline(false);
  const expected = [c, d].sort((x, y) => x - y);
  await expect.poll(() => serverFavorites(context.request), { message: 'the server has the device’s favourites' }).toEqual(expected);
  // and stays so: nothing is pushed twice or left behind
  await page.reload();
  await expect(heart(page, c)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, a)).toHaveAttribute('aria-pressed', 'false');
  expect(await serverFavorites(context.request)).toEqual(expected);
});

test('a guest’s heart opens the login dialog; closing it drops the favourite', async ({ page }) => {
  await openBrowse(page, 'en', catalog.length);
  const first = page.getByTestId('profile-card').first();
  const button = first.getByTestId('favorite-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  const dialog = page.getByRole('dialog', { name: text.en.auth.welcomeBack });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('contacto.session-user'))).toBeNull();
});
