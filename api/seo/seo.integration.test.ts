// The server-rendered SEO of the storefront against a real database: the tags in the PWA shell
// for home, browse, profiles and the information pages in several languages, 404 + noindex for
// profiles that are not public, the share images, the sitemap and robots.txt.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMessages } from '#api/i18n/locale-files.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { type InsertedProfile, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { createApp } from '../server.ts';
import { createDiskStorage } from '../storage/storage.ts';
import type { SeoMessages } from './messages.ts';

const ORIGIN = 'https://contacto.example';
const PHOTO = '5eo00000-0000-4000-8000-000000000001.png'.replace('5eo', '5e0');
const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>Contacto</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let db: TestDatabase;
let server: Awaited<ReturnType<typeof listen>>;
let tmp: string;
let maria: InsertedProfile;
let evil: InsertedProfile;
let noPhoto: InsertedProfile;
const hiddenProfiles: Record<string, InsertedProfile> = {};

const seo = (lang: Language) => (readMessages(lang) as unknown as { seo: SeoMessages }).seo;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-seo-'));
  const dist = path.join(tmp, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), SHELL);
  const storage = createDiskStorage(path.join(tmp, 'uploads'));
  // a pure green portrait: its colour shows where the photo lands on the share image
  await storage.put(
    'images',
    PHOTO,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer(),
    'image/png',
  );

  maria = await insertProfile(db.sql, {
    firstName: 'María',
    lastName: 'Rodríguez',
    age: 24,
    location: 'Santo Domingo',
    slugEn: 'maria-r-24-santo-domingo-901',
    slugEs: 'maria-r-24-anos-santo-domingo-901',
    slugIt: null,
    slugDe: 'maria-r-24-jahre-santo-domingo-901',
    slugNl: 'maria-r-24-jaar-santo-domingo-901',
    slugPt: 'maria-r-24-anos-santo-domingo-pt-901',
    photos: [PHOTO],
    updatedAt: new Date('2026-03-04T05:06:07.000Z'),
  });
  evil = await insertProfile(db.sql, {
    firstName: 'Ana"><script>alert(1)</script>',
    lastName: '<b>bold',
    location: 'Santiago & "Co" <i>',
    age: 31,
  });
  noPhoto = await insertProfile(db.sql, { photos: [], primaryPhoto: null });
  hiddenProfiles.withdrawn = await insertProfile(db.sql, { consentWithdrawnAt: new Date(), photos: [PHOTO] });
  hiddenProfiles.pending = await insertProfile(db.sql, { status: 'PENDING', isApproved: false, photos: [PHOTO] });
  hiddenProfiles.unapproved = await insertProfile(db.sql, { isApproved: false, photos: [PHOTO] });
  hiddenProfiles.inactive = await insertProfile(db.sql, { status: 'INACTIVE', photos: [PHOTO] });
  hiddenProfiles.deleted = await insertProfile(db.sql, { deletedAt: new Date(), photos: [PHOTO] });

  const app = createApp({
    env: productionEnv({ PUBLIC_URL: `${ORIGIN}/` }),
    logger: pino({ level: 'silent' }),
    sql: db.sql,
    storage,
    distDir: dist,
    readiness: { sql: db.sql, queue: async () => undefined },
  });
  server = await listen(app);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

const decode = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

interface Head {
  status: number;
  html: string;
  lang: string | undefined;
  titles: string[];
  meta: Map<string, string[]>;
  canonical: string[];
  alternates: Map<string, string>;
}

async function getPage(url: string): Promise<Head> {
  const res = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
  expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control'), url).toBe('no-cache');
  const html = await res.text();
  // a page that is not there says noindex in its header too; an indexable one never does
  expect(res.headers.get('x-robots-tag'), url).toBe(res.status === 404 ? 'noindex' : null);
  const meta = new Map<string, string[]>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    meta.set(key as string, [...(meta.get(key as string) ?? []), decode(content as string)]);
  }
  return {
    status: res.status,
    html,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] as string)),
    meta,
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)" \/>/g)].map((m) => decode(m[1] as string)),
    alternates: new Map(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
        m[1] as string,
        decode(m[2] as string),
      ]),
    ),
  };
}

const one = (head: Head, key: string) => {
  const values = head.meta.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0];
};

/** Everything an indexable page must carry. */
function expectIndexable(head: Head, lang: Language, title: string, description: string, urls: Record<Language, string>) {
  expect(head.status).toBe(200);
  expect(head.lang).toBe(lang);
  expect(head.titles).toEqual([`${title} · Contacto`]);
  expect(one(head, 'description')).toBe(description);
  expect(head.meta.get('robots')).toBeUndefined();
  expect(head.canonical).toEqual([`${ORIGIN}${urls[lang]}`]);
  expect(Object.fromEntries(head.alternates)).toEqual({
    ...Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, `${ORIGIN}${urls[l]}`])),
    'x-default': `${ORIGIN}${urls.en}`,
  });
  expect(one(head, 'og:title')).toBe(`${title} · Contacto`);
  expect(one(head, 'og:description')).toBe(description);
  expect(one(head, 'og:url')).toBe(`${ORIGIN}${urls[lang]}`);
  expect(one(head, 'og:site_name')).toBe('Contacto');
  expect(one(head, 'og:locale')).toBe({ en: 'en_US', es: 'es_ES', it: 'it_IT', de: 'de_DE', nl: 'nl_NL', pt: 'pt_PT' }[lang]);
  expect(head.meta.get('og:locale:alternate')).toHaveLength(5);
  expect(one(head, 'og:image:width')).toBe('1200');
  expect(one(head, 'og:image:height')).toBe('630');
  expect(one(head, 'twitter:card')).toBe('summary_large_image');
  expect(one(head, 'twitter:title')).toBe(`${title} · Contacto`);
  expect(one(head, 'twitter:description')).toBe(description);
  expect(one(head, 'twitter:image')).toBe(one(head, 'og:image'));
  // the shell's own title and description are replaced, the rest of the shell is kept
  expect(head.html).not.toContain("The shell's own description.");
  // #root is empty, or holds the first paint (home and browse)
  expect(head.html).toMatch(/<div id="root">(<\/div>|<header )/);
  expect(head.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
}

const everyLang = (url: (lang: Language) => string) =>
  Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, url(lang)])) as Record<Language, string>;

describe('the SEO head of the storefront pages', () => {
  it.each(['en', 'es', 'de'] as const)(
    'home in %s: title, description, canonical, hreflang, Open Graph, Twitter and a search action',
    async (lang) => {
      const head = await getPage(`/${lang}`);
      expectIndexable(
        head,
        lang,
        seo(lang).home.title,
        seo(lang).home.description,
        everyLang((l) => `/${l}`),
      );
      expect(one(head, 'og:type')).toBe('website');
      expect(one(head, 'og:image')).toBe(`${ORIGIN}/og/default.jpg`);
      expect(one(head, 'og:image:alt')).toBe(seo(lang).imageAlt);
      const [, json] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head.html) ?? [];
      const data = JSON.parse(json as string);
      expect(data).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/${lang}`, inLanguage: lang });
      expect(data.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/${lang}/browse?search={search_term_string}`);
    },
  );

  it('describes the unprefixed and trailing-slash home addresses as the English home', async () => {
    for (const url of ['/', '/en/']) {
      const head = await getPage(url);
      expect(head.status, url).toBe(200);
      expect(head.canonical, url).toEqual([`${ORIGIN}/en`]);
      expect(head.titles, url).toEqual([`${seo('en').home.title} · Contacto`]);
    }
  });

  it.each(['it', 'nl', 'pt'] as const)('browse in %s', async (lang) => {
    const head = await getPage(`/${lang}/browse?location=Santiago&page=2`);
    expectIndexable(
      head,
      lang,
      seo(lang).browse.title,
      seo(lang).browse.description,
      everyLang((l) => `/${l}/browse`),
    );
  });

  it('a search gets a search title, is followed but not indexed, and its text is escaped', async () => {
    const search = '</title><script>alert(1)</script> "María"';
    const head = await getPage(`/es/browse?search=${encodeURIComponent(search)}`);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual([`${fill(seo('es').browse.searchTitle, { search })} · Contacto`]);
    expect(one(head, 'description')).toBe(fill(seo('es').browse.searchDescription, { search }));
    expect(one(head, 'robots')).toBe('noindex, follow');
    expect(head.canonical).toEqual([`${ORIGIN}/es/browse?search=${encodeURIComponent(search)}`]);
    expect(head.html).not.toContain('<script>alert(1)');
    expect(head.html).not.toContain('"María"');
  });

  describe('a public profile', () => {
    const urls = () => ({
      en: `/en/${maria.slugEn}`,
      es: `/es/${maria.slugEs}`,
      it: `/it/profile/${maria.id}`, // no Italian slug: the id address
      de: `/de/${maria.slugDe}`,
      nl: `/nl/${maria.slugNl}`,
      pt: `/pt/${maria.slugPt}`,
    });
    const values = { name: 'María R.', age: 24, location: 'Santo Domingo' };

    it.each([
      ['en', 'her English slug', () => `/en/${maria.slugEn}`],
      ['es', 'her Spanish slug', () => `/es/${maria.slugEs}`],
      ['de', '/profile/{id}', () => `/de/profile/${maria.id}`],
      ['pt', 'her id', () => `/pt/${maria.id}`],
      ['nl', '/profile/{slug}', () => `/nl/profile/${maria.slugNl}`],
      ['it', 'another language’s slug', () => `/it/${maria.slugEn}`],
    ] as const)('in %s at %s: her name, age and city, her own address in every language, her share image', async (lang, _label, url) => {
      const head = await getPage(url());
      expectIndexable(head, lang, fill(seo(lang).profile.title, values), fill(seo(lang).profile.description, values), urls());
      expect(one(head, 'og:type')).toBe('profile');
      expect(one(head, 'og:image')).toBe(`${ORIGIN}/og/profile/${maria.id}.jpg`);
      expect(one(head, 'og:image:alt')).toBe(fill(seo(lang).profile.imageAlt, values));
    });

    it('everything she wrote herself is escaped', async () => {
      const head = await getPage(`/en/${evil.slugEn}`);
      const values = { name: 'Ana"><script>alert(1)</script> <.', age: 31, location: 'Santiago & "Co" <i>' };
      expect(head.status).toBe(200);
      expect(head.titles).toEqual([`${fill(seo('en').profile.title, values)} · Contacto`]);
      expect(one(head, 'og:description')).toBe(fill(seo('en').profile.description, values));
      expect(head.html).not.toContain('<script>alert(1)');
      expect(head.html).not.toContain('<i>');
      expect(head.html).not.toContain('"Co"');
    });
  });

  it.each(['withdrawn', 'pending', 'unapproved', 'inactive', 'deleted'])(
    'a %s profile answers 404 with noindex, still in the shell',
    async (which) => {
      const profile = hiddenProfiles[which] as InsertedProfile;
      for (const url of [`/en/${profile.slugEn}`, `/es/profile/${profile.id}`, `/de/${profile.id}`]) {
        const head = await getPage(url);
        expect(head.status, url).toBe(404);
        expect(one(head, 'robots')).toBe('noindex');
        const lang = url.slice(1, 3) as Language;
        expect(head.titles).toEqual([`${seo(lang).profile.notFoundTitle} · Contacto`]);
        expect(head.canonical).toEqual([]);
        expect(head.alternates.size).toBe(0);
        expect(head.meta.get('og:title')).toBeUndefined();
        expect(head.html).toContain('<div id="root"></div>');
        expect(head.html).not.toContain(profile.firstName);
        // her JSON answers 404 and noindex as well (her photos: e2e owner-withdrawal)
        const json = await fetch(`${server.url}/api/profiles/${profile.id}`);
        expect(json.status).toBe(404);
        expect(json.headers.get('x-robots-tag')).toBe('noindex');
      }
    },
  );

  it('an unknown profile answers 404 with noindex', async () => {
    for (const url of ['/en/nobody-99-santo-domingo-1', '/nl/profile/999999', '/pt/2147483648', '/it/profile/nobody']) {
      const head = await getPage(url);
      expect(head.status, url).toBe(404);
      expect(one(head, 'robots'), url).toBe('noindex');
    }
  });

  it.each([
    ['es', 'about', 'about'],
    ['it', 'privacy', 'privacy'],
    ['nl', 'submit-profile', 'submitProfile'],
    ['de', 'contact', 'contact'],
    ['pt', 'disclaimer', 'disclaimer'],
    ['en', 'cookies', 'cookies'],
  ] as const)('the %s %s page', async (lang, page, key) => {
    const head = await getPage(`/${lang}/${page}/`);
    const text = seo(lang).pages[key];
    expectIndexable(
      head,
      lang,
      text.title,
      text.description,
      everyLang((l) => `/${l}/${page}`),
    );
    expect(one(head, 'og:image')).toBe(`${ORIGIN}/og/default.jpg`);
  });

  it('every information page has a translated title in every language', async () => {
    for (const page of [
      'about',
      'contact',
      'help',
      'safety',
      'report',
      'takedown',
      'privacy',
      'terms',
      'cookies',
      'disclaimer',
      'submit-profile',
    ]) {
      const english = (await getPage(`/en/${page}`)).titles[0];
      for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
        const head = await getPage(`/${lang}/${page}`);
        expect(head.status, `${lang}/${page}`).toBe(200);
        expect(head.titles[0], `${lang}/${page}`).not.toBe(english);
      }
    }
  });

  it.each([
    ['en', 'cart', 'cart'],
    ['de', 'checkout', 'checkout'],
    ['es', 'payment-success', 'paymentSuccess'],
    ['it', 'favorites', 'favorites'],
    ['nl', 'purchases', 'purchases'],
    ['pt', 'purchases', 'purchases'],
  ] as const)('the %s %s page is not indexed', async (lang, page, key) => {
    const head = await getPage(`/${lang}/${page}?session_id=cs_test_1`);
    expect(head.status).toBe(200);
    expect(one(head, 'robots')).toBe('noindex');
    expect(head.titles).toEqual([`${seo(lang).pages[key].title} · Contacto`]);
    expect(head.canonical).toEqual([]);
  });

  it('unknown pages are 404 + noindex; the admin is not indexed', async () => {
    // names of Object.prototype are no pages either (a lookup with `in` took them for one)
    for (const url of [
      '/en/no-such-page/x',
      '/xx/',
      '/browse/extra',
      '/en/profile/1/2',
      '/en/Bad_Slug',
      '/es/constructor',
      '/de/__proto__',
      '/toString',
    ]) {
      const head = await getPage(url);
      expect(head.status, url).toBe(404);
      expect(one(head, 'robots'), url).toBe('noindex');
    }
    const admin = await getPage('/admin/users');
    expect(admin.status).toBe(200);
    expect(one(admin, 'robots')).toBe('noindex');
  });

  it('keeps the CSP: no inline script, only JSON-LD data blocks', async () => {
    const res = await fetch(`${server.url}/en`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) expect(attributes).toMatch(/\ssrc="|type="application\/ld\+json"/);
  });
});

describe('share images', () => {
  async function image(url: string) {
    const res = await fetch(`${server.url}${url}`);
    const body = Buffer.from(await res.arrayBuffer());
    return { res, body };
  }

  it('the default image is a 1200×630 JPEG', async () => {
    const { res, body } = await image('/og/default.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(meta.exif).toBeUndefined();
  });

  it("a public profile's image is 1200×630 with her photo on the right, made once", async () => {
    const { res, body } = await image(`/og/profile/${maria.id}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate'); // like her media
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const pixel = async (left: number, top: number) =>
      [...(await sharp(body).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())].slice(0, 3);
    const [r, g, b] = await pixel(930, 315); // inside the photo frame: her (green) photo
    expect(g).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    const [r2, g2] = await pixel(40, 40); // the branded background
    expect(r2).toBeGreaterThan(150);
    expect(g2).toBeLessThan(80);
    expect(await readFile(path.join(tmp, 'uploads', 'variants', 'og', PHOTO))).toEqual(body);
  });

  it('a profile without a stored photo gets the default image', async () => {
    const [withoutPhoto, fallback, missingFile] = await Promise.all([
      image(`/og/profile/${noPhoto.id}.jpg`),
      image('/og/default.jpg'),
      image(`/og/profile/${evil.id}.jpg`), // her photo names are not in the store
    ]);
    expect(withoutPhoto.res.status).toBe(200);
    expect(withoutPhoto.body).toEqual(fallback.body);
    expect(missingFile.body).toEqual(fallback.body);
  });

  it('is a 404 for a profile that is not public, an unknown one and other file names', async () => {
    for (const url of [
      ...Object.values(hiddenProfiles).map((p) => `/og/profile/${p.id}.jpg`),
      '/og/profile/999999.jpg',
      '/og/profile/abc.jpg',
      `/og/profile/${maria.id}.png`,
      `/og/profile/${maria.id}`,
      '/og/other.jpg',
    ]) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  let xml: string;
  let entries: { loc: string; lastmod?: string; links: Record<string, string> }[];

  beforeAll(async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    xml = await res.text();
    entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
      const body = m[1] as string;
      return {
        loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] as string,
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
        links: Object.fromEntries(
          [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((l) => [l[1], l[2]]),
        ),
      };
    });
  });

  it('is a sitemap with xhtml alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    // 13 pages (home, browse, 11 information pages) and 3 public profiles, each in 6 languages
    expect(entries).toHaveLength((13 + 3) * 6);
    for (const entry of entries) {
      expect(Object.keys(entry.links).sort()).toEqual([...SUPPORTED_LANGUAGES, 'x-default'].sort());
      expect(Object.values(entry.links)).toContain(entry.loc);
    }
  });

  it('lists home, browse and the information pages in every language', () => {
    const locs = new Set(entries.map((e) => e.loc));
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const page of [
        '',
        '/browse',
        '/about',
        '/contact',
        '/help',
        '/safety',
        '/report',
        '/takedown',
        '/privacy',
        '/terms',
        '/cookies',
        '/disclaimer',
        '/submit-profile',
      ]) {
        expect(locs.has(`${ORIGIN}/${lang}${page}`), `${lang}${page}`).toBe(true);
      }
      expect(locs.has(`${ORIGIN}/${lang}/cart`)).toBe(false);
    }
  });

  it('lists every public profile in every language at her own address, with lastmod', () => {
    const entry = entries.find((e) => e.loc === `${ORIGIN}/es/${maria.slugEs}`);
    expect(entry?.lastmod).toBe('2026-03-04T05:06:07.000Z');
    expect(entry?.links).toEqual({
      en: `${ORIGIN}/en/${maria.slugEn}`,
      es: `${ORIGIN}/es/${maria.slugEs}`,
      it: `${ORIGIN}/it/profile/${maria.id}`,
      de: `${ORIGIN}/de/${maria.slugDe}`,
      nl: `${ORIGIN}/nl/${maria.slugNl}`,
      pt: `${ORIGIN}/pt/${maria.slugPt}`,
      'x-default': `${ORIGIN}/en/${maria.slugEn}`,
    });
    for (const profile of [evil, noPhoto]) {
      for (const lang of SUPPORTED_LANGUAGES) {
        const slug = profile[`slug${lang[0]?.toUpperCase()}${lang[1]}` as 'slugEn'];
        expect(
          entries.some((e) => e.loc === `${ORIGIN}/${lang}/${slug}`),
          `${lang} ${slug}`,
        ).toBe(true);
      }
    }
  });

  it('leaves out every profile that is not public', () => {
    for (const profile of Object.values(hiddenProfiles)) {
      expect(xml).not.toContain(profile.slugEn as string);
      expect(xml).not.toContain(`/profile/${profile.id}<`);
    }
  });

  it('robots.txt keeps crawlers out of the admin, the API and the buyer pages in every language and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] as string);
    for (const prefix of ['', ...SUPPORTED_LANGUAGES.map((l) => `/${l}`)]) {
      for (const page of ['cart', 'checkout', 'payment-success', 'purchases', 'favorites'])
        expect(disallowed).toContain(`${prefix}/${page}`);
    }
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/api', '/test-checkout']));
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    // robots.txt matches by prefix: no page of the sitemap may fall under a Disallow
    const blocked = (url: string) => disallowed.some((rule) => new URL(url).pathname.startsWith(rule));
    expect(blocked(`${ORIGIN}/en/cart`)).toBe(true);
    expect(entries.filter((e) => blocked(e.loc)).map((e) => e.loc)).toEqual([]);
  });
});
