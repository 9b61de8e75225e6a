// The unprefixed profile address ("/{slug}" is a profile, and every unprefixed
// route rewrites to the detected language): `/maria-r-24` → `/de/maria-r-24`. Kept beside the
// page rules of language.ts; the server's page resolver (api/seo/seo-pages.ts) reads the same
// addresses as profiles.
import { isProfileSlug } from '#contract/profile-slug.ts';
import { type Language, languageFromPath } from './language.ts';

/** First segments that are never a profile: the back office, and /profile without its id. */
const RESERVED = new Set(['admin', 'profile']);

/**
 * Where `/{slug}` goes, or null for any other address. A trailing slash (`/xx/`) reads as a
 * mistyped language prefix, not a profile, and stays Not Found.
 */
export function unprefixedProfileRedirect(target: Language, pathname: string, search = '', hash = ''): string | null {
  if (languageFromPath(pathname)) return null;
  const segment = /^\/([^/]+)$/.exec(pathname)?.[1];
  if (!segment || RESERVED.has(segment) || !isProfileSlug(segment)) return null;
  return `/${target}/${segment}${search}${hash}`;
}
