// The real server's HTML for demo pages carries the SEO tags: a demo profile found through the
// sitemap gets her translated title, canonical, hreflang alternates with each language's slug,
// Open Graph and Twitter tags and a 1200×630 share image; the page still runs under the CSP.
import sharp from 'sharp';
import { imageVariantUrl } from '#contract/media.ts';
import type seoEs from '../app/i18n/locales/seo/es.json';
import { expect, messages, test, waitForServiceWorker } from './fixtures.ts';
import { profileLocations, readTags } from './support/seo-media.ts';

const LANGS = ['en', 'es', 'it', 'de', 'nl', 'pt'];

test('a demo profile address answers with her SEO tags and share image', async ({ request, baseURL }) => {
  const [location] = await profileLocations(request, 'es');
  expect(location, 'the sitemap lists demo profiles in Spanish').toBeTruthy();
  const path = new URL(location as string).pathname;

  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const tags = readTags(await res.text());
  expect(tags.canonical).toBe(`${baseURL}${path}`);
  expect(tags.robots).toBeUndefined();
  expect(Object.keys(tags.alternates).sort()).toEqual([...LANGS, 'x-default'].sort());
  expect(tags.alternates.es).toBe(tags.canonical);
  // each language has her own address (the demo profiles have a slug in every language)
  expect(new Set(LANGS.map((lang) => tags.alternates[lang])).size).toBe(6);
  for (const lang of LANGS) expect(tags.alternates[lang]).toMatch(new RegExp(`^${baseURL}/${lang}/[a-z0-9-]+$`));
  expect(tags.alternates['x-default']).toBe(tags.alternates.en);
  // "{{name}}, {{age}} años, de {{location}} · Contacto"
  const pattern = (messages.es as unknown as typeof seoEs).seo.profile.title.replace(/\{\{\w+\}\}/g, '.+');
  expect(tags.title).toMatch(new RegExp(`^${pattern} · Contacto$`));
  expect(tags.meta['og:title']).toBe(tags.title);
  expect(tags.meta['og:type']).toBe('profile');
  expect(tags.meta['og:url']).toBe(tags.canonical);
  expect(tags.meta['og:locale']).toBe('es_ES');
  expect(tags.meta['twitter:card']).toBe('summary_large_image');

  const image = await request.get(tags.meta['og:image'] as string);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const meta = await sharp(await image.body()).metadata();
  expect([meta.width, meta.height]).toEqual([1200, 630]);

  // the same profile in German answers at her German address with the German title
  const german = await request.get(new URL(tags.alternates.de as string).pathname, { headers: { accept: 'text/html' } });
  expect(german.status()).toBe(200);
  const germanTags = readTags(await german.text());
  expect(germanTags.canonical).toBe(tags.alternates.de);
  expect(germanTags.title).toMatch(/ Jahre, aus /);
});

test('a featured profile from the API: her page tags agree with her data, her photo has WebP variants', async ({ request, baseURL }) => {
  const featured = await request.get('/api/profiles/featured');
  expect(featured.status()).toBe(200);
  const [profile] = (await featured.json()) as {
    id: number;
    firstName: string;
    age: number;
    slugEs: string;
    slugDe: string;
    primaryPhoto: string | null;
  }[];
  expect(profile, 'the demo catalogue has featured profiles').toBeTruthy();
  const p = profile as NonNullable<typeof profile>;

  const res = await request.get(`/es/${p.slugEs}`, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const tags = readTags(await res.text());
  expect(tags.title?.startsWith(`${p.firstName} `)).toBe(true);
  expect(tags.title).toContain(`, ${p.age} años, de `);
  expect(tags.canonical).toBe(`${baseURL}/es/${p.slugEs}`);
  expect(tags.alternates.de).toBe(`${baseURL}/de/${p.slugDe}`);
  expect(tags.meta['og:image']).toBe(`${baseURL}/og/profile/${p.id}.jpg`);

  expect(p.primaryPhoto).toMatch(/^\/uploads\/images\//);
  const variant = await request.get(imageVariantUrl(p.primaryPhoto as string, 320));
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');
  expect(variant.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
  const meta = await sharp(await variant.body()).metadata();
  expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 320, undefined]);
});

test('an unknown profile address is a 404 with noindex, and buyer pages are never indexed', async ({ request }) => {
  const missing = await request.get('/en/nobody-here-18-santo-domingo-0', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(readTags(await missing.text()).robots).toBe('noindex');
  const cart = await request.get('/de/cart', { headers: { accept: 'text/html' } });
  expect(cart.status()).toBe(200);
  expect(readTags(await cart.text()).robots).toBe('noindex');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /de/cart');
});

test('the home page runs in the browser with its tags, JSON-LD included, and no CSP violation', async ({ page, baseURL }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/default.jpg`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('WebSite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.home.heroTitle);
});

test('with the service worker in control, the crawler files still come from the server', async ({ page }) => {
  await page.goto('/en');
  await waitForServiceWorker(page);
  await page.goto('/robots.txt');
  await expect(page.locator('body')).toContainText('Disallow: /en/checkout');
  await page.goto('/sitemap.xml');
  expect(await page.content()).toContain('hreflang="x-default"');
});
