// The SEO story of one page: which page the address is, whether it may be indexed, and its
// translated title, description, canonical and language alternates, share image and status.
// Profiles are looked up with the public predicate; one that is not public is a 404 + noindex.

import { interpolate } from '#api/i18n/messages.ts';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { imageSources, mediaUrl, PROFILE_MAIN_PHOTO_SIZES } from '#contract/media.ts';
import type { Sql } from '#db/connection.ts';
import { type SiteTexts, siteTexts } from './messages.ts';
import { OG_HEIGHT, OG_WIDTH } from './og-image.service.ts';
import { findPublicProfileById, findPublicProfileBySlug, type ProfilePhoto, type SeoProfile } from './seo.queries.ts';
import type { HeadTags } from './seo-head.ts';
import { INFO_PAGES, type InfoPath, PRIVATE_PAGES, pagePath, profilePath, type ResolvedPath } from './seo-pages.ts';

/** First name and the last name's initial with a period: "María R.". */
export function displayName(profile: Pick<SeoProfile, 'firstName' | 'lastName'>): string {
  const initial = profile.lastName?.trim().charAt(0);
  return initial ? `${profile.firstName.trim()} ${initial.toUpperCase()}.` : profile.firstName.trim();
}

export interface PageHead {
  status: number;
  tags: HeadTags;
}

function everyLanguage(url: (lang: Language) => string): Record<Language, string> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, url(lang)])) as Record<Language, string>;
}

/** The tags of an indexable page whose address in each language is `url(lang)`. */
function indexable(
  lang: Language,
  origin: string,
  texts: SiteTexts,
  page: {
    title: string;
    description: string;
    url: (lang: Language) => string;
    type?: 'website' | 'profile';
    image?: string;
    imageAlt?: string;
  },
): HeadTags {
  const alternates = everyLanguage((l) => `${origin}${page.url(l)}`);
  return {
    lang,
    title: `${page.title} · ${texts.siteName}`,
    description: page.description,
    canonical: alternates[lang],
    alternates,
    xDefault: alternates[DEFAULT_LANGUAGE],
    share: {
      siteName: texts.siteName,
      type: page.type ?? 'website',
      image: `${origin}${page.image ?? '/og/default.jpg'}`,
      imageAlt: page.imageAlt ?? texts.seo.imageAlt,
      imageWidth: OG_WIDTH,
      imageHeight: OG_HEIGHT,
    },
  };
}

function hidden(lang: Language, texts: SiteTexts, title: string, description: string): HeadTags {
  return { lang, title: `${title} · ${texts.siteName}`, description, robots: 'noindex' };
}

/** The profile page's main photo as its carousel shows it first (the same rule as the public
 * card: the primary photo unless switched off, else the first active photo), as a preload of the
 * very URLs the carousel loads: from the public media origin (`mediaBase`) when there is one. */
export function mainPhotoPreload(photo: ProfilePhoto | null, mediaBase: string | null = null): HeadTags['preloadImage'] {
  if (!photo) return undefined;
  const inactive = new Set(photo.inactivePhotos);
  const primary = photo.primaryPhoto && !inactive.has(photo.primaryPhoto) ? photo.primaryPhoto : photo.photos.find((p) => !inactive.has(p));
  if (!primary) return undefined;
  const { src, srcSet } = imageSources(mediaUrl(primary), mediaBase);
  return { href: src, sizes: PROFILE_MAIN_PHOTO_SIZES, ...(srcSet ? { srcset: srcSet } : {}) };
}

async function findProfile(sql: Sql, resolved: ResolvedPath): Promise<SeoProfile | null> {
  if (resolved.page.kind !== 'profile') return null;
  const { ref } = resolved.page;
  return 'id' in ref ? findPublicProfileById(sql, ref.id) : findPublicProfileBySlug(sql, ref.slug, resolved.lang);
}

async function pageHead(sql: Sql, resolved: ResolvedPath, origin: string, mediaBase: string | null): Promise<PageHead> {
  const { lang, page } = resolved;
  const texts = siteTexts(lang);
  const { seo } = texts;
  switch (page.kind) {
    case 'home':
      return {
        status: 200,
        tags: {
          ...indexable(lang, origin, texts, { ...seo.home, url: (l) => pagePath(l, '') }),
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: texts.siteName,
            url: `${origin}${pagePath(lang, '')}`,
            inLanguage: lang,
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${origin}${pagePath(lang, 'browse')}?search={search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          },
        },
      };
    case 'browse': {
      if (!page.search) return { status: 200, tags: indexable(lang, origin, texts, { ...seo.browse, url: (l) => pagePath(l, 'browse') }) };
      const query = `?search=${encodeURIComponent(page.search)}`;
      // Search results are followed but not indexed (thin, endless variations of browse).
      return {
        status: 200,
        tags: {
          ...indexable(lang, origin, texts, {
            title: interpolate(seo.browse.searchTitle, { search: page.search }),
            description: interpolate(seo.browse.searchDescription, { search: page.search }),
            url: (l) => `${pagePath(l, 'browse')}${query}`,
          }),
          robots: 'noindex, follow',
        },
      };
    }
    case 'info': {
      const text = seo.pages[INFO_PAGES[page.path]];
      return { status: 200, tags: indexable(lang, origin, texts, { ...text, url: (l) => pagePath(l, page.path as InfoPath) }) };
    }
    case 'private': {
      const text = seo.pages[PRIVATE_PAGES[page.path]];
      return { status: 200, tags: hidden(lang, texts, text.title, text.description) };
    }
    case 'admin':
      return { status: 200, tags: hidden(lang, texts, seo.pages.admin.title, seo.pages.admin.description) };
    case 'notFound':
      return { status: 404, tags: hidden(lang, texts, seo.notFound.title, seo.notFound.description) };
    case 'profile': {
      const profile = await findProfile(sql, resolved);
      if (!profile) return { status: 404, tags: hidden(lang, texts, seo.profile.notFoundTitle, seo.profile.notFoundDescription) };
      const name = displayName(profile);
      const values = { name, age: profile.age, location: profile.location.trim() };
      const preloadImage = mainPhotoPreload(profile.photo, mediaBase);
      return {
        status: 200,
        tags: {
          ...indexable(lang, origin, texts, {
            title: interpolate(seo.profile.title, values),
            description: interpolate(seo.profile.description, values),
            url: (l) => profilePath(l, profile),
            type: 'profile',
            image: `/og/profile/${profile.id}.jpg`,
            imageAlt: interpolate(seo.profile.imageAlt, values),
          }),
          ...(preloadImage ? { preloadImage } : {}),
        },
      };
    }
  }
}

/** `mediaBase`: the public media origin, when public media are published for a CDN. */
export function createSeoService(sql: Sql, mediaBase: string | null = null) {
  return {
    /** The status and the head tags of the page at `resolved`, for the site at `origin`. */
    pageHead: (resolved: ResolvedPath, origin: string): Promise<PageHead> => pageHead(sql, resolved, origin, mediaBase),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
