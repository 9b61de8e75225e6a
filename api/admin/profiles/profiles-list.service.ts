// The back office's profile list: one page of the filtered,
// searched profiles and how many there are in all, so the page can offer every page.
import type { AdminProfileList, AdminProfileListQuery } from '#contract/admin-profile-list.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { countProfiles, findProfilePage, type ProfileListFilter } from './profiles-list.queries.ts';

/** At most this many words of a search count (a pasted paragraph is not a search). */
const MAX_SEARCH_WORDS = 8;

export function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

export function createProfilesListService(db: Queryable) {
  return {
    async list(query: AdminProfileListQuery): Promise<AdminProfileList> {
      const filter: ProfileListFilter = { status: query.status, words: searchWords(query.search) };
      const [profiles, totalCount] = await Promise.all([
        findProfilePage(db, filter, { limit: query.limit, offset: query.offset }),
        countProfiles(db, filter),
      ]);
      return { profiles, totalCount };
    },
  };
}
