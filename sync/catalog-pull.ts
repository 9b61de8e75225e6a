// The client side of the catalogue change feed: pulls GET /api/sync/catalog page
// by page from the stored cursor until the replica is up to date. The shared schedule
// (scheduler.ts) runs it on start, when the browser comes back online, and every few minutes
// while the page is visible; one tab at a time; after a failure, again with back-off. It never
// throws into its caller: the outcome is reported through onStatus. Storage is injected
// (app/local/catalog.ts), so this file knows no Dexie.
import { type CatalogPage, CatalogPageSchema } from './catalog.schema.ts';
import { browserOnline, createSyncScheduler } from './scheduler.ts';

export const CATALOG_FEED_PATH = '/api/sync/catalog';
export const CATALOG_PULL_LOCK = 'contacto-catalog-pull';

export type PullState = 'idle' | 'syncing' | 'ready' | 'error';

export interface PullStatus {
  state: PullState;
  /** Why the last pull failed: no network, or the server/answer was wrong. */
  error?: 'offline' | 'failed';
  /** Epoch ms of the last pull that left the replica up to date. */
  pulledAt?: number;
  /** Rows the replica held when that pull ended (absent when it applied no page): a read of the
   * replica that still finds none has not caught up with the pull's writes yet. */
  rows?: number;
}

export interface CatalogPullStore {
  /** The stored cursor ('' before the first snapshot), when the replica was last current, and
   * the bound a new snapshot asks for (its newest `bound` cards; none: the whole catalogue). */
  read(): Promise<{ cursor: string; pulledAt: number; bound?: number }>;
  /** Applies one page and stores its cursor, atomically; resolves the rows the replica then holds. */
  apply(page: CatalogPage, info: { startsSnapshot: boolean }): Promise<{ rows: number }>;
}

export interface CatalogPullerOptions {
  store: CatalogPullStore;
  fetch?: typeof globalThis.fetch;
  /** Changes a page asks for. */
  pageSize?: number;
  /** Pull again this often while the page is visible. */
  intervalMs?: number;
  /** Another tab that pulled this recently is trusted (no second pull). */
  freshForMs?: number;
  minRetryMs?: number;
  maxRetryMs?: number;
  requestTimeoutMs?: number;
  /** A runaway feed stops after this many pages in one pull (the next pull continues). */
  maxPagesPerPull?: number;
  onStatus?: (status: PullStatus) => void;
  /** Defaults to navigator.locks when it exists. */
  locks?: Pick<LockManager, 'request'> | null;
  isOnline?: () => boolean;
  isVisible?: () => boolean;
  now?: () => number;
}

export interface CatalogPuller {
  /** Pulls now (joining a pull already under way). `force` skips the freshness check. */
  pull(options?: { force?: boolean }): Promise<PullStatus>;
  /** Starts the schedule: a pull now, on `online`, on becoming visible, and periodically. */
  start(): void;
  stop(): void;
  status(): PullStatus;
}

class FeedError extends Error {
  override name = 'FeedError';
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export function createCatalogPuller(options: CatalogPullerOptions): CatalogPuller {
  const {
    store,
    pageSize = 200,
    intervalMs = 3 * 60_000,
    freshForMs = 15_000,
    requestTimeoutMs = 30_000,
    maxPagesPerPull = 500,
    onStatus,
    isOnline = browserOnline,
    now = () => Date.now(),
  } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let current: PullStatus = { state: 'idle' };

  // Called from the scheduler's hooks, which shield the loop from a listener that throws.
  function report(next: PullStatus): void {
    current = next;
    onStatus?.(next);
  }

  async function fetchPage(cursor: string, bound: number | undefined): Promise<CatalogPage> {
    const query = new URLSearchParams({ cursor, limit: String(pageSize) });
    if (bound) query.set('bound', String(bound));
    const url = `${CATALOG_FEED_PATH}?${query}`;
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) throw new FeedError(`${response.status}: ${await response.text().catch(() => '')}`, response.status);
    const parsed = CatalogPageSchema.safeParse(await response.json());
    if (!parsed.success) throw new FeedError('the catalogue feed answered a page of the wrong shape');
    return parsed.data;
  }

  /** Pages from the stored cursor until the feed says the replica is current. */
  async function pullPages(force: boolean): Promise<{ pulledAt: number; rows?: number }> {
    let { cursor, pulledAt, bound } = await store.read();
    if (!force && pulledAt > 0 && now() - pulledAt < freshForMs) return { pulledAt };
    let restarted = false;
    let rows: number | undefined;
    for (let pages = 0; pages < maxPagesPerPull; pages++) {
      let page: CatalogPage;
      try {
        page = await fetchPage(cursor, bound);
      } catch (error) {
        // A cursor the server no longer knows (gone, or rejected): start a fresh snapshot once.
        if (error instanceof FeedError && (error.status === 410 || error.status === 400) && cursor !== '' && !restarted) {
          restarted = true;
          cursor = '';
          continue;
        }
        throw error;
      }
      ({ rows } = await store.apply(page, { startsSnapshot: cursor === '' }));
      cursor = page.cursor;
      if (!page.hasMore) return { pulledAt: now(), rows };
    }
    return { pulledAt: now(), rows };
  }

  const scheduler = createSyncScheduler({
    lockName: CATALOG_PULL_LOCK,
    work: ({ force }) => pullPages(force),
    intervalMs,
    minRetryMs: options.minRetryMs,
    maxRetryMs: options.maxRetryMs,
    isDue: () => now() - (current.pulledAt ?? 0) >= intervalMs,
    locks: options.locks,
    isOnline,
    isVisible: options.isVisible,
    onOffline: () => report({ state: 'error', error: 'offline', pulledAt: current.pulledAt }),
    onBegin: () => report({ state: 'syncing', pulledAt: current.pulledAt }),
    onSuccess: ({ pulledAt, rows }) => report({ state: 'ready', pulledAt, ...(rows === undefined ? {} : { rows }) }),
    onFailure: (error) => {
      const offline = !isOnline() || (error instanceof TypeError && !(error instanceof FeedError));
      report({ state: 'error', error: offline ? 'offline' : 'failed', pulledAt: current.pulledAt });
    },
  });

  return {
    pull: async (pullOptions) => {
      await scheduler.run(pullOptions);
      return current;
    },
    status: () => current,
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}
