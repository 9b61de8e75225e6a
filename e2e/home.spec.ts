// Home in two languages: the submit banner, the hero with its browse button
// and the stated figures, featured profiles from the local replica (skeletons while it fills),
// how it works in four steps (where the header's link lands), the six CupidTags, three
// benefits, three five-star success stories, and the closing calls to action.
import { expect, expectShell, type Lang, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { type FeedCard, fetchCatalog, text } from './support/browse-home.ts';

let catalog: FeedCard[] = [];

test.beforeAll(async ({ request }) => {
  catalog = await fetchCatalog(request);
});

const TAGS = ['familyFirst', 'romantic', 'social', 'loyal', 'traditional', 'marriageMinded'] as const;

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`every section of home in ${lang}`, async ({ page }) => {
    const m = text[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/`);
    await expectShell(page, lang);

    await expect(page.locator('main').getByRole('link', { name: m.home.submitBannerCta })).toHaveAttribute(
      'href',
      `/${lang}/submit-profile`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.home.heroTitle);
    await expect(page.getByTestId('hero-browse')).toHaveAttribute('href', `/${lang}/browse`);
    const stats = page.getByTestId('home-stats');
    for (const [label, value] of [
      [m.home.statProfiles, '500+'],
      [m.home.statStories, '50+'],
      [m.home.statCountries, '25+'],
      [m.home.statRating, '5★'],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }

    // Featured: the newest featured profiles of the catalogue, four to a row.
    const featured = catalog
      .filter((card) => card.isFeatured)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
      .slice(0, 8);
    expect(featured.length).toBeGreaterThan(0);
    const section = page.getByTestId('featured-profiles');
    await expect(section.getByRole('heading', { level: 2, name: m.landing.featuredTitle })).toBeVisible();
    const cards = section.getByTestId('profile-card');
    await expect
      .poll(() => cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-profile-id')))), { timeout: 20_000 })
      .toEqual(featured.map((card) => card.id));
    const tops = await cards.evaluateAll((nodes) => nodes.slice(0, 4).map((node) => node.getBoundingClientRect().top));
    expect(new Set(tops).size, 'four cards in the first row').toBe(1);
    await expect(section.getByRole('link', { name: m.landing.viewAll })).toHaveAttribute('href', `/${lang}/browse`);

    const steps = page.locator('#how-it-works li');
    await expect(steps).toHaveCount(4);
    for (const n of [1, 2, 3, 4] as const) await expect(steps.nth(n - 1)).toContainText(m.home[`step${n}Title`]);

    const culture = page.getByTestId('culture-section');
    await expect(culture.getByRole('heading', { level: 2 })).toHaveText(m.landing.cultureTitle);
    await expect(culture.getByTestId('cupid-tag')).toHaveCount(6);
    for (const tag of TAGS) {
      await expect(culture.getByRole('heading', { level: 3, name: m.landing.tags[tag].name })).toBeVisible();
      await expect(culture.getByText(m.landing.tags[tag].text)).toBeVisible();
    }

    const benefits = page.getByTestId('benefits');
    for (const title of [m.home.benefitVerifiedTitle, m.home.benefitInstantTitle, m.home.benefitAuthenticTitle]) {
      await expect(benefits.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    const stories = page.getByTestId('success-story');
    await expect(stories).toHaveCount(3);
    for (const [index, key] of (['first', 'second', 'third'] as const).entries()) {
      const story = stories.nth(index);
      await expect(story.locator('svg')).toHaveCount(5);
      await expect(story).toContainText(m.landing.rating.replace('{{rating}}', '5'));
      await expect(story).toContainText(m.landing.stories[key].text);
      await expect(story).toContainText(m.landing.stories[key].country);
      await expect(story.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }

    const cta = page.getByTestId('home-cta');
    await expect(cta.getByRole('link', { name: m.landing.ctaBrowse })).toHaveAttribute('href', `/${lang}/browse`);
    await expect(cta.getByRole('link', { name: m.landing.ctaJoin })).toHaveAttribute('href', `/${lang}/submit-profile`);

    if (lang !== 'en') await expect(culture.getByRole('heading', { level: 2 })).not.toHaveText(text.en.landing.cultureTitle);
  });
}

test('skeletons hold the featured grid while the replica fills', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sync/catalog**', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/en/');
  const section = page.getByTestId('featured-profiles');
  await expect(section.getByTestId('profile-card-skeleton')).toHaveCount(8);
  await expect(section.getByTestId('profile-card')).toHaveCount(0);
  release();
  await expect(section.getByTestId('profile-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(section.getByTestId('profile-card-skeleton')).toHaveCount(0);
});

test("the header's How It Works link lands on the section from another page", async ({ page }) => {
  const m = text.en;
  await page.goto('/en/browse');
  await expect(page.getByTestId('browse-count')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: m.nav.main }).getByRole('link', { name: m.nav.howItWorks }).click();
  await expect(page).toHaveURL(/\/en#how-it-works$/);
  await expect(page.getByRole('heading', { level: 2, name: m.home.howItWorksTitle })).toBeInViewport();
});

test('home with its featured profiles has no serious accessibility violations', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByTestId('featured-profiles').getByTestId('profile-card').first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});
