// The search params of /admin/users: the page (from 1) and the search text; anything unreadable
// falls back to the first page of everyone.
import { z } from 'zod/mini';
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_SEARCH_MAX } from '#contract/admin-user.schema.ts';

export interface UsersSearch {
  page?: number;
  q?: string;
}

const page = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000));
const q = z.string().check(z.trim(), z.maxLength(ADMIN_USERS_SEARCH_MAX));

export function parseUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const parsedPage = page.safeParse(raw.page);
  const parsedQ = q.safeParse(raw.q);
  return {
    ...(parsedPage.success && parsedPage.data > 1 ? { page: parsedPage.data } : {}),
    ...(parsedQ.success && parsedQ.data ? { q: parsedQ.data } : {}),
  };
}

/** What the list shows: a page (from 1) of the users matching a search ('' for everyone). */
export interface UsersView {
  page: number;
  search: string;
}

/** The list's query string for a page and a search. */
export function usersQuery({ page, search }: UsersView): string {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE), offset: String((page - 1) * ADMIN_USERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return String(params);
}
