// The favourites page: a guest is told "Unauthorized" and sent
// to the language home; a signed-in user sees the favourites the server holds (pulled into
// Dexie) and the search, age band, city and sort controls change the grid; a favourite the
// server calls non-public is "no longer available" and can be removed. That one is added to the
// pull's answer in the browser: making a real profile private would change the catalogue every
// other spec reads. Offline, a reload shows the same favourites from the device.
import type { Page } from '@playwright/test';
import { BROWSE_LOCATIONS } from '#contract/catalog-constants.ts';
import type browseEnglish from '../app/i18n/locales/browse/en.json';
import type favoritesEnglish from '../app/i18n/locales/favorites-page/en.json';
import { normalizeText } from '../app/local/normalize-text.ts';
import { expect, messages, test, waitForServiceWorker } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { resetRateLimits } from './support/forms.ts';
import { signUpConfirmed } from './support/sign-up.ts';

const m = messages.en;
const { browse: browseText, favoritesPage: favoritesText } = m as unknown as typeof browseEnglish & typeof favoritesEnglish;

interface ApiProfile {
  id: number;
  firstName: string;
  age: number;
  location: string;
  createdAt: string;
}

const countText = (count: number) => favoritesText.resultsCount_other.replace('{{count}}', String(count));
const band = (age: number) => (age <= 25 ? '18-25' : age <= 30 ? '26-30' : age <= 35 ? '31-35' : '36+');

/** Three profiles that differ in age band, age, city and creation time, so every control narrows or reorders. */
function pickThree(profiles: ApiProfile[]): ApiProfile[] {
  const picked: ApiProfile[] = [];
  for (const profile of profiles) {
    const clashes = picked.some(
      (other) => other.age === profile.age || other.createdAt === profile.createdAt || other.firstName === profile.firstName,
    );
    if (clashes || !(BROWSE_LOCATIONS as readonly string[]).includes(profile.location)) continue;
    if (picked.length === 1 && (band(profile.age) === band(picked[0]!.age) || profile.location === picked[0]!.location)) continue;
    picked.push(profile);
    if (picked.length === 3) return picked;
  }
  throw new Error('the demo catalogue lacks three different enough profiles');
}

async function gridIds(page: Page): Promise<number[]> {
  return page
    .getByTestId('favorites-grid')
    .getByTestId('profile-card')
    .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.profileId)));
}

test('a guest on /en/favorites is told Unauthorized and lands on the English home', async ({ page }) => {
  await page.goto('/en/favorites');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(favoritesText.unauthorized);
  await expect(toast).toContainText(favoritesText.unauthorizedText);
  await expect(page).toHaveURL(/\/en\/?$/);
});

test.beforeAll(async () => {
  // Sign-ups are limited per client and hour; every e2e run signs up from the same address.
  await resetRateLimits(['register']);
});

test('a signed-in user sees the favourites from the server, and search, age, city and sort change the grid, offline too', async ({
  page,
}) => {
  const tag = crypto.randomUUID().slice(0, 8);
  await signUpConfirmed(page.request, { email: `favorites-${tag}@example.com`, password: 'favorites-page-1', username: `fav_${tag}` });

  const [first, second, third] = pickThree((await (await page.request.get('/api/profiles')).json()) as ApiProfile[]) as [
    ApiProfile,
    ApiProfile,
    ApiProfile,
  ];
  // Added one after the other: `third` is the most recently added.
  for (const profile of [first, second, third]) {
    expect((await page.request.post(`/api/favorites/${profile.id}`)).ok()).toBe(true);
  }
  const chosen = [first, second, third];
  const ids = (list: ApiProfile[]) => list.map((profile) => profile.id);
  const newest = [...chosen].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

  // Until it is removed, the server's list also names a favourite whose profile went private.
  const gone = { profileId: 2_147_483_000, createdAt: new Date().toISOString(), isPublic: false };
  await page.route('**/api/sync/favorites', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: [...((await response.json()) as unknown[]), gone] });
  });

  await page.goto('/en/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.favorites);
  await expect(page).toHaveTitle(`${m.pages.favorites} · Contacto`);
  await expect.poll(() => gridIds(page)).toEqual(ids(newest));
  await expect(page.getByTestId('favorites-count')).toHaveText(countText(3));
  expect(await seriousViolations(page)).toEqual([]);

  const unavailable = page.getByTestId('favorite-unavailable');
  await expect(unavailable).toHaveCount(1);
  await expect(unavailable).toContainText(favoritesText.unavailableTitle);
  const goneName = favoritesText.unavailableProfile.replace('{{id}}', String(gone.profileId));
  await unavailable.getByRole('button', { name: favoritesText.removeLabel.replace('{{name}}', goneName) }).click();
  await expect(page.getByTestId('toast')).toContainText(favoritesText.removedTitle);
  await expect(unavailable).toHaveCount(0);
  await page.unroute('**/api/sync/favorites');

  const filters = page.getByTestId('favorites-filters');
  const sort = filters.getByLabel(browseText.sortLabel);
  await sort.selectOption('age');
  await expect.poll(() => gridIds(page)).toEqual(ids([...chosen].sort((a, b) => a.age - b.age)));
  await sort.selectOption('added');
  await expect.poll(() => gridIds(page)).toEqual(ids([third, second, first]));
  await sort.selectOption('newest');

  // Case and accents do not matter.
  const search = filters.getByLabel(browseText.searchLabel);
  await search.fill(normalizeText(second.firstName).toUpperCase());
  await expect.poll(() => gridIds(page)).toEqual([second.id]);
  await search.fill('');
  await expect.poll(() => gridIds(page)).toEqual(ids(newest));

  const age = filters.getByLabel(browseText.ageLabel);
  await age.selectOption(band(first.age));
  await expect.poll(() => gridIds(page)).toEqual(ids(newest.filter((profile) => band(profile.age) === band(first.age))));
  await age.selectOption('');

  await filters.getByLabel(browseText.locationLabel).selectOption(second.location);
  await expect.poll(() => gridIds(page)).toEqual(ids(newest.filter((profile) => profile.location === second.location)));

  await search.fill('zzzz-nobody');
  await expect(page.getByTestId('favorites-no-match')).toContainText(browseText.empty);
  await expect(page.getByTestId('favorites-count')).toHaveText(countText(0));
  await page.getByTestId('favorites-no-match').getByRole('button', { name: browseText.clearFilters }).click();
  await expect.poll(() => gridIds(page)).toEqual(ids(newest));

  // Offline, a reload still shows them: the page reads the device's copy.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('favorites-offline')).toHaveText(favoritesText.offline);
  await expect.poll(() => gridIds(page)).toEqual(ids(newest));
  await page.context().setOffline(false);
});
