// Favourites through the one sync engine: a signed-in buyer toggles
// hearts offline, reloads offline (the hearts are as she left them), reconnects, and the server
// ends with exactly the device's favourites. A guest's heart asks for a log-in; closing the
// dialog drops the favourite, logging in adds it.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { type FeedCard, fetchCatalog, openBrowse, text } from './support/browse-home.ts';
import { resetRateLimits } from './support/forms.ts';
import { signUpConfirmed } from './support/sign-up.ts';

let catalog: FeedCard[] = [];

test.beforeAll(async ({ request }) => {
  // Sign-ups are limited per client and hour; every e2e run signs up from the same address.
  await resetRateLimits(['register']);
  catalog = await fetchCatalog(request);
});

test.use({ viewport: { width: 1280, height: 900 } });

/** Signs a new buyer up through the API; that request context keeps her session cookie. */
async function signUp(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = { email: `fav-${id}@example.com`, password: 'favourite-pass-1' };
  await signUpConfirmed(request, { ...account, username: `fav${id}` });
  return account;
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

test('a guest’s heart asks for a log-in: closing the dialog drops the favourite, logging in adds it', async ({ page, request }) => {
  // her account, made beside the page (the page itself stays a guest)
  const account = await signUp(request);
  await openBrowse(page, 'en', catalog.length);
  const [first, second] = await page
    .getByTestId('profile-card')
    .evaluateAll((cards) => cards.slice(0, 2).map((c) => Number((c as HTMLElement).dataset.profileId)));
  const m = text.en.auth;

  await heart(page, first as number).click();
  let dialog = page.getByRole('dialog', { name: m.welcomeBack });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heart(page, first as number)).toHaveAttribute('aria-pressed', 'false');

  await heart(page, second as number).click();
  dialog = page.getByRole('dialog', { name: m.welcomeBack });
  const login = dialog.getByTestId('login-form');
  await login.getByLabel(m.email, { exact: false }).fill(account.email);
  await login.getByLabel(m.password, { exact: false }).fill(account.password);
  await login.getByRole('button', { name: m.submitLogin, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(heart(page, second as number)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to Favorites')).toBeVisible();
  await expect(heart(page, first as number)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => serverFavorites(request), { message: 'only the remembered favourite reached the server' }).toEqual([second]);
});
