// Which storefront page an address is, as the server needs it for the SEO tags
// and the sitemap: the language, the kind of page, and for profiles the id or slug asked for.
// The address of each page in each language lives here too, so tags and sitemap agree.

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#contract/languages.ts';
import { isProfileSlug } from '#contract/profile-slug.ts';
import type { ProfileSlugs } from './seo.queries.ts';

/** Indexable information and legal pages, by their path after the language prefix. */
export const INFO_PAGES = {
  about: 'about',
  contact: 'contact',
  help: 'help',
  safety: 'safety',
  report: 'report',
  takedown: 'takedown',
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  disclaimer: 'disclaimer',
  'submit-profile': 'submitProfile',
} as const;
export type InfoPath = keyof typeof INFO_PAGES;

/** Pages that belong to one visitor: never indexed. */
export const PRIVATE_PAGES = {
  /** Her account settings: a copy of her data, and the deletion of the account. */
  account: 'accountSettings',
  cart: 'cart',
  checkout: 'checkout',
  'payment-success': 'paymentSuccess',
  purchases: 'purchases',
  favorites: 'favorites',
  'reset-password': 'resetPassword',
  /** Her owner link: /{lang}/my-profile/{token}, and …/edit; …/{request token}/new-link mints a new one. */
  'my-profile': 'myProfile',
  /** The submissions queued and sent from this device. */
  'my-submissions': 'mySubmissions',
  /** Her emailed link to decide one approval request: /{lang}/approval-requests/{token}. */
  'approval-requests': 'approvalRequest',
} as const;
export type PrivatePath = keyof typeof PRIVATE_PAGES;

/**
 * The addresses of her owner link's page and of her emailed approval request link, at its address
 * and at the one earlier mails carry (the token is the segment after).
 */
export const OWNER_PAGE_PATH = /^\/[a-z]{2}\/(my-profile|approval-requests|requests)\//;

/** Pages that exist only with a secret token after them. */
const TOKEN_PAGES = new Set(['my-profile', 'approval-requests']);

/**
 * The address of her approval request link as mails sent before it was renamed carry it
 * (/{lang}/requests/{token}), and where it now is; null for any other address.
 */
export function movedApprovalRequestPath(pathname: string): string | null {
  const match = /^\/([a-z]{2})\/requests\/([^/]+)\/?$/.exec(pathname);
  return match && isLanguage(match[1]) ? `/${match[1]}/approval-requests/${match[2]}` : null;
}

export type ProfileRef = { id: number } | { slug: string };

export type Page =
  | { kind: 'home' }
  | { kind: 'browse'; search: string }
  | { kind: 'info'; path: InfoPath }
  | { kind: 'private'; path: PrivatePath }
  | { kind: 'profile'; ref: ProfileRef }
  | { kind: 'admin' }
  | { kind: 'notFound' };

export interface ResolvedPath {
  lang: Language;
  page: Page;
}

const MAX_SEARCH = 100;

function profileRef(value: string): ProfileRef | null {
  if (/^\d{1,10}$/.test(value)) return { id: Number(value) };
  return isProfileSlug(value) ? { slug: value } : null;
}

function pageOf(segments: readonly string[], search: string): Page {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (
    first === 'my-profile' &&
    second !== undefined &&
    (rest.length === 0 || (rest.length === 1 && (rest[0] === 'edit' || rest[0] === 'new-link')))
  ) {
    return { kind: 'private', path: 'my-profile' };
  }
  if (first === 'approval-requests' && second !== undefined && rest.length === 0) return { kind: 'private', path: 'approval-requests' };
  if (rest.length > 0) return { kind: 'notFound' };
  if (second !== undefined) {
    const ref = first === 'profile' ? profileRef(second) : null;
    return ref ? { kind: 'profile', ref } : { kind: 'notFound' };
  }
  if (first === 'browse') return { kind: 'browse', search };
  // Own keys only: `in` would take "constructor" or "toString" for pages.
  if (Object.hasOwn(INFO_PAGES, first)) return { kind: 'info', path: first as InfoPath };
  // my-profile and approval-requests are pages only with a token after them (above).
  if (Object.hasOwn(PRIVATE_PAGES, first) && !TOKEN_PAGES.has(first)) return { kind: 'private', path: first as PrivatePath };
  const ref = profileRef(first);
  return ref ? { kind: 'profile', ref } : { kind: 'notFound' };
}

/**
 * The page an address shows. Unprefixed storefront addresses (which the app rewrites to the
 * visitor's language) are described in the default language.
 */
export function resolvePath(pathname: string, searchParam: unknown): ResolvedPath {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { lang: DEFAULT_LANGUAGE, page: { kind: 'notFound' } };
  }
  const search = typeof searchParam === 'string' ? searchParam.trim().slice(0, MAX_SEARCH) : '';
  const [first, ...rest] = segments;
  if (first === 'admin') return { lang: DEFAULT_LANGUAGE, page: { kind: 'admin' } };
  if (isLanguage(first)) return { lang: first, page: pageOf(rest, search) };
  // Unprefixed: only the pages the app redirects are pages; /browse/extra is not.
  // `/{slug}` is a profile (app/i18n/unprefixed-profile.ts); `/xx/` reads as a bad prefix.
  const page = pageOf(segments, search);
  const redirected =
    page.kind === 'home' ||
    (segments.length === 1 && (page.kind !== 'profile' || (first !== 'profile' && !pathname.endsWith('/')))) ||
    (segments.length === 2 && first === 'profile' && page.kind === 'profile');
  return { lang: DEFAULT_LANGUAGE, page: redirected ? page : { kind: 'notFound' } };
}

/** The path of an indexable page in a language (home has no trailing slash: `/en`). */
export function pagePath(lang: Language, path: '' | 'browse' | InfoPath): string {
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/** A profile's address in a language: her slug in that language, else /{lang}/profile/{id}. */
export function profilePath(lang: Language, profile: { id: number; slugs: ProfileSlugs }): string {
  const slug = profile.slugs[lang];
  return slug ? `/${lang}/${encodeURIComponent(slug)}` : `/${lang}/profile/${profile.id}`;
}
