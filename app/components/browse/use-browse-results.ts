// Browse's results (docs/decisions/038): the local replica's answer while the query stays within
// its bound, else the API's page (kept on the device by browse-beyond.ts) — with the state the
// bound notice tells the visitor.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProfileCardData } from '#app/components/profile/profile-card.tsx';
import { useReplicaEdge } from '#app/local/catalog.ts';
import type { CatalogQuery, CatalogQueryResult } from '#app/local/catalog-query.ts';
import { db } from '#app/local/db.ts';
import { BROWSE_PAGE_FRESH_MS, browseApiQuery, fetchBrowsePage, reachesPastBound } from './browse-beyond.ts';

/**
 * - `whole`: the replica holds the whole catalogue; `within`: the page is complete locally, the
 *   total counts local matches only (at least that many);
 * - past the bound: `loading` (asking the API), `remote` (the API's page), `saved` (offline, the
 *   page as the API last answered it), `offline` / `error` (local matches only).
 */
export type BoundState = 'whole' | 'within' | 'loading' | 'remote' | 'saved' | 'offline' | 'error';

export interface BrowseResults {
  items: readonly ProfileCardData[];
  total: number;
  page: number;
  pageCount: number;
  bound: BoundState;
  retry: () => void;
}

type FetchState = 'idle' | 'loading' | 'offline' | 'error';

/**
 * `local`: the replica's answer to the query over the rows within its bound (the catalogue
 * worker's page, app/workers/catalog-service.ts). Undefined until it and the edge are read.
 */
export function useBrowseResults(local: CatalogQueryResult<ProfileCardData> | undefined, query: CatalogQuery): BrowseResults | undefined {
  const edge = useReplicaEdge();
  const { search, location, age, sort, page, pageSize } = query;
  const past = !!edge && local !== undefined && reachesPastBound({ sort, page }, local.pageCount);
  const key = past ? browseApiQuery({ search, location, age, sort, page, pageSize }) : null;
  const kept = useLiveQuery(async () => (key ? { row: await db.browsePages.get(key) } : { row: undefined }), [key]);

  const [fetchState, setFetchState] = useState<FetchState>('idle');
  const [attempt, setAttempt] = useState(0);
  const stale = kept !== undefined && (!kept.row || Date.now() - kept.row.fetchedAt > BROWSE_PAGE_FRESH_MS);
  useEffect(() => {
    if (!key || !stale) {
      setFetchState('idle');
      return;
    }
    void attempt;
    const controller = new AbortController();
    setFetchState('loading');
    fetchBrowsePage(key, { signal: controller.signal }).then(
      () => setFetchState('idle'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const offline = error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
        setFetchState(offline ? 'offline' : 'error');
      },
    );
    return () => controller.abort();
  }, [key, stale, attempt]);

  // Back online: ask again.
  useEffect(() => {
    if (fetchState !== 'offline') return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [fetchState]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const requested = Math.max(1, Math.floor(page ?? 1));
  const row = kept?.row;
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  // The same object while nothing it shows changed, so the results are not drawn again.
  return useMemo((): BrowseResults | undefined => {
    if (!local || edge === undefined || (past && kept === undefined)) return undefined;
    if (!edge) return { ...local, bound: 'whole', retry };
    if (!past) return { ...local, bound: 'within', retry };
    if (row) {
      const pageCount = Math.ceil(row.total / Math.max(1, pageSize));
      return {
        items: row.items,
        total: row.total,
        page: requested,
        pageCount,
        // a kept answer shown without a connection (or after a failed refresh) says how old it may be
        bound: fetchState === 'offline' || fetchState === 'error' || offline ? 'saved' : 'remote',
        retry,
      };
    }
    return { ...local, bound: fetchState === 'idle' ? 'loading' : fetchState, retry };
  }, [local, edge, past, kept, row, pageSize, requested, fetchState, offline, retry]);
}
