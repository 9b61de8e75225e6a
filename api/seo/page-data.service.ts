// What a server-rendered page shows from the database (decision 037), read through the public
// catalogue service (api/profiles): home's featured profiles, browse's newest cards when no
// filter is set, one public profile. The result is embedded in the page for its hydration, so it
// holds public fields only (PublicProfile: contact channels are flags, never values).
import { BROWSE_FIRST_CARDS, type PageData } from '#contract/page-data.ts';
import type { PublicProfile } from '#contract/profile.schema.ts';
import { NotFoundError } from '../errors.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { ResolvedPath } from './seo-pages.ts';

/** Browse's search params: with any of them the page is filtered and the browser answers it. */
export const BROWSE_PARAMS = ['search', 'location', 'age', 'sort', 'page'];

function parsed<T>(json: string): T {
  return JSON.parse(json) as T;
}

/** `param`: the address's last segment as the profile route reads it (her slug or id). */
async function pageData(
  profiles: ProfilesService,
  resolved: ResolvedPath,
  query: Record<string, unknown>,
  param: string,
): Promise<PageData> {
  const { page, lang } = resolved;
  switch (page.kind) {
    case 'home':
      return { featured: parsed<PublicProfile[]>(await profiles.featured()) };
    case 'browse': {
      if (BROWSE_PARAMS.some((name) => query[name] !== undefined)) return {};
      const list = await profiles.list({ sort: 'newest', limit: BROWSE_FIRST_CARDS });
      return { browse: { items: parsed<PublicProfile[]>(list.json), total: list.total } };
    }
    case 'profile': {
      const { ref } = page;
      try {
        const json = 'id' in ref ? await profiles.byId(String(ref.id)) : await profiles.bySlug(ref.slug, lang);
        return { profile: { key: `${lang}/${param}`, profile: parsed<PublicProfile>(json) } };
      } catch (error) {
        // No longer public since the head was written: the browser asks the API itself.
        if (error instanceof NotFoundError) return {};
        throw error;
      }
    }
    default:
      return {};
  }
}

export function createPageDataService(profiles: ProfilesService) {
  return {
    /** What the page at `resolved` shows from the database; `param` as pageData reads it. */
    pageData: (resolved: ResolvedPath, query: Record<string, unknown>, param: string): Promise<PageData> =>
      pageData(profiles, resolved, query, param),
  };
}

export type PageDataService = ReturnType<typeof createPageDataService>;
