// The back office's server data (TanStack Query): one client for the admin chunks, every key
// starting with 'admin', never persisted and never in the service worker's caches
// (admin data is network-only). A 401 from any query or mutation means the session ended: the
// layout registers what to do then (back to the login, with the way back to this page).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getCurrentAdmin } from '#app/api/admin-auth.ts';
import { ApiError, ContractError } from '#app/api/client.ts';
import type { CurrentAdmin } from '#contract/admin-auth.schema.ts';

let onSessionEnded: (() => void) | null = null;

/** What happens when an admin call answers 401 (the layout sets it). */
export function setSessionEndedHandler(handler: (() => void) | null): void {
  onSessionEnded = handler;
}

const whenUnauthorized = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) onSessionEnded?.();
};

export const adminQueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: whenUnauthorized }),
  mutationCache: new MutationCache({ onError: whenUnauthorized }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // A 4xx or an answer that drifted from the contract will not change by asking again; a
      // network failure might.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500) && !(error instanceof ContractError),
      refetchOnWindowFocus: true,
    },
  },
});

export const currentAdminKey = ['admin', 'user'] as const;

/** The signed-in admin, or null (a 401); other failures throw. */
export async function fetchCurrentAdmin(): Promise<CurrentAdmin | null> {
  try {
    return await getCurrentAdmin();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in admin, from the cache when it is fresh. */
export function ensureCurrentAdmin(): Promise<CurrentAdmin | null> {
  return adminQueryClient.fetchQuery({ queryKey: currentAdminKey, queryFn: fetchCurrentAdmin, staleTime: 30_000 });
}

/** Forgets every admin datum (logout, an ended session): nothing of one admin stays for the next. */
export function clearAdminData(): void {
  void adminQueryClient.cancelQueries();
  adminQueryClient.clear();
  // Signed out as far as this page knows, even when the logout call could not reach the server.
  adminQueryClient.setQueryData(currentAdminKey, null);
}
