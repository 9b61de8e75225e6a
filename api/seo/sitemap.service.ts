// /sitemap.xml and /robots.txt. The sitemap lists home, browse and the information pages and
// every public profile, each in all six languages with its language's own address and the
// xhtml:link alternates; robots.txt keeps crawlers out of the admin, the API and the pages that
// belong to one visitor.

import { escapeHtml } from '#api/html.ts';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import type { Sql } from '#db/connection.ts';
import { listPublicProfilesForSitemap } from './seo.queries.ts';
import { INFO_PAGES, type InfoPath, PRIVATE_PAGES, pagePath, profilePath } from './seo-pages.ts';

/** Paths (after the optional language prefix) no crawler should fetch: every page of one visitor. */
export const DISALLOWED_PAGES = Object.keys(PRIVATE_PAGES) as (keyof typeof PRIVATE_PAGES)[];

/** One <url> per language, each naming all its language versions (and x-default). */
function urlEntries(origin: string, url: (lang: Language) => string, lastmod?: Date): string[] {
  const links = [
    ...SUPPORTED_LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${origin}${url(lang)}`)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${url(DEFAULT_LANGUAGE)}`)}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return SUPPORTED_LANGUAGES.map((lang) => `<url><loc>${escapeHtml(`${origin}${url(lang)}`)}</loc>${modified}${links}</url>`);
}

async function renderSitemap(sql: Sql, origin: string): Promise<string> {
  const profiles = await listPublicProfilesForSitemap(sql);
  const newest = profiles.reduce<Date | undefined>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), undefined);
  const entries = [
    ...urlEntries(origin, (lang) => pagePath(lang, ''), newest),
    ...urlEntries(origin, (lang) => pagePath(lang, 'browse'), newest),
    ...Object.keys(INFO_PAGES).flatMap((path) => urlEntries(origin, (lang) => pagePath(lang, path as InfoPath))),
    ...profiles.flatMap((profile) => urlEntries(origin, (lang) => profilePath(lang, profile), profile.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function renderRobots(origin: string): string {
  const disallowed = [
    '/admin',
    '/api',
    '/test-checkout',
    ...['', ...SUPPORTED_LANGUAGES.map((lang) => `/${lang}`)].flatMap((prefix) => DISALLOWED_PAGES.map((page) => `${prefix}/${page}`)),
  ];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

export function createSitemapService(sql: Sql) {
  return {
    /** /sitemap.xml for the site at `origin`. */
    sitemap: (origin: string): Promise<string> => renderSitemap(sql, origin),
    /** /robots.txt for the site at `origin`. */
    robots: (origin: string): string => renderRobots(origin),
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
