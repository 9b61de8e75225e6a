// Helpers for the SEO e2e spec: the public profile addresses the real server lists in its
// sitemap, and the tags of an HTML answer.
import type { APIRequestContext } from '@playwright/test';
import { INFO_PAGES } from '../../api/seo/seo-pages.ts';

export async function sitemapLocations(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  if (!res.ok()) throw new Error(`sitemap.xml answered ${res.status()}`);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

/** The sitemap's pages that are not profiles: browse and every information page the server lists. */
const INFO = new RegExp(`/(browse|${Object.keys(INFO_PAGES).join('|')})$`);

/** Sitemap addresses of profiles in one language (neither home, browse nor an info page). */
export async function profileLocations(request: APIRequestContext, lang: string): Promise<string[]> {
  return (await sitemapLocations(request)).filter((loc) => {
    const { pathname } = new URL(loc);
    return pathname.startsWith(`/${lang}/`) && !INFO.test(pathname);
  });
}

const decode = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

export interface HtmlTags {
  title?: string;
  canonical?: string;
  robots?: string;
  alternates: Record<string, string>;
  meta: Record<string, string>;
}

export function readTags(html: string): HtmlTags {
  const meta: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    meta[key as string] ??= decode(content as string);
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
    robots: meta.robots,
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], decode(m[2] as string)]),
    ),
    meta,
  };
}
