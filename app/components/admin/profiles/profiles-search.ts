// The profile list's address (/admin/profiles?status&search&page): what the page shows is all in
// the URL, so a reload, the back button or a shared link show the same list. Anything unreadable
// is dropped rather than refused (a typo in the address shows the plain list).
import { z } from 'zod/mini';
import { ADMIN_PROFILE_FILTERS, ADMIN_PROFILES_SEARCH_MAX, type AdminProfileFilter } from '#contract/admin-profile-list.schema.ts';

export interface ProfilesSearch {
  status?: AdminProfileFilter;
  search?: string;
  /** 1-based; absent means 1. */
  page?: number;
}

const Status = z.enum(ADMIN_PROFILE_FILTERS);
const Page = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));

export function parseProfilesSearch(raw: Record<string, unknown>): ProfilesSearch {
  const out: ProfilesSearch = {};
  const status = Status.safeParse(raw.status);
  if (status.success) out.status = status.data;
  if (typeof raw.search === 'string' && raw.search.trim()) out.search = raw.search.slice(0, ADMIN_PROFILES_SEARCH_MAX);
  // a number-looking search value arrives parsed as a number
  else if (typeof raw.search === 'number') out.search = String(raw.search);
  const page = Page.safeParse(raw.page);
  if (page.success && page.data > 1) out.page = page.data;
  return out;
}

/** The API query string of one page of the list. */
export function profilesQuery(search: ProfilesSearch, pageSize: number): string {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String(((search.page ?? 1) - 1) * pageSize) });
  if (search.status) params.set('status', search.status);
  if (search.search?.trim()) params.set('search', search.search.trim());
  return String(params);
}
