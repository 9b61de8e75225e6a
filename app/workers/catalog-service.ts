// The catalogue's work off the page (decision 040): the pull loop (sync/catalog-pull.ts) with its
// Dexie writes (app/local/catalog.ts, the same functions the page used to run), and the search
// index: every replica row held in memory with the replica's edge, kept current by a Dexie live
// query (which also sees writes made by another tab's worker), queried with catalog-query.ts for
// one page at a time. A query reads nothing from IndexedDB (decision 044).
// Runs in catalog.worker.ts; a browser without workers runs it on the page, behind a MessageChannel.
import { liveQuery } from 'dexie';
import { applyCatalogPage, readCatalogSyncState } from '#app/local/catalog.ts';
import { isBeyondEdge, readEdge } from '#app/local/catalog-bound.ts';
import { queryCatalog } from '#app/local/catalog-query.ts';
import { db, type LocalProfile } from '#app/local/db.ts';
import { type CatalogPuller, createCatalogPuller, type PullStatus } from '#sync/catalog-pull.ts';
import type { CatalogAnswer, CatalogPort, CatalogRequest } from './catalog-protocol.ts';

/** Pull again this often while a page is visible (and when one becomes visible after that long). */
const PULL_INTERVAL_MS = 3 * 60_000;

export interface CatalogService {
  /** Serves one page (or, in a dedicated worker, the worker's own scope). */
  connect(port: CatalogPort): void;
}

export function createCatalogService(): CatalogService {
  const ports = new Map<CatalogPort, { visible: boolean }>();
  let puller: CatalogPuller | null = null;
  let status: PullStatus = { state: 'idle' };
  /** Every replica row, and those within its bound (the same array when it has no edge). */
  let replica: { all: LocalProfile[]; inBound: LocalProfile[] } | undefined;
  let indexed: Promise<void> | null = null;

  function broadcast(message: CatalogAnswer): void {
    for (const port of ports.keys()) port.postMessage(message);
  }

  /**
   * The index: every row and the edge, current with the replica; resolves once it has been read.
   * A query is complete over the rows within the replica's bound (docs/decisions/038): the
   * featured ones kept from beyond its edge stay out of browse. That array is made once per
   * change of the replica, so catalog-query.ts sorts it once per sort order, not once per query.
   */
  function index(): Promise<void> {
    indexed ??= new Promise<void>((resolve) => {
      liveQuery(() => Promise.all([db.profiles.toArray(), readEdge(db).catch(() => null)])).subscribe({
        next: ([all, edge]) => {
          const first = replica === undefined;
          replica = { all, inBound: edge ? all.filter((row) => !isBeyondEdge(row, edge)) : all };
          resolve();
          if (!first) broadcast({ type: 'changed' });
        },
        // No IndexedDB (a private window of an old browser): an empty replica.
        error: () => {
          replica ??= { all: [], inBound: [] };
          resolve();
        },
      });
    });
    return indexed;
  }

  const anyVisible = () => [...ports.values()].some((port) => port.visible);

  function start(): void {
    if (puller) return;
    puller = createCatalogPuller({
      store: {
        read: () => readCatalogSyncState(),
        apply: (page, { startsSnapshot }) => applyCatalogPage(page, { startsSnapshot }),
      },
      intervalMs: PULL_INTERVAL_MS,
      onStatus: (next) => {
        status = next;
        broadcast({ type: 'status', status: next });
      },
      isVisible: anyVisible,
    });
    // In a worker the scheduler finds no window: the worker's own `online` event brings a pull.
    if (typeof addEventListener === 'function' && typeof window === 'undefined') {
      addEventListener('online', () => void puller?.pull({ force: true }));
    }
    puller.start();
  }

  async function handle(port: CatalogPort, request: CatalogRequest): Promise<void> {
    switch (request.type) {
      case 'start':
        start();
        return;
      case 'retry':
      case 'online':
        if (puller) void puller.pull({ force: true });
        return;
      case 'visible': {
        const entry = ports.get(port);
        if (entry) entry.visible = request.visible;
        // A page coming back after a while pulls, as the scheduler does for a visible page.
        if (request.visible && puller && Date.now() - (status.pulledAt ?? 0) >= PULL_INTERVAL_MS) void puller.pull();
        return;
      }
      case 'query': {
        await index();
        const { all, inBound } = replica ?? { all: [], inBound: [] };
        port.postMessage({
          type: 'result',
          id: request.id,
          result: queryCatalog(inBound, request.query),
          count: all.length,
        } satisfies CatalogAnswer);
        return;
      }
    }
  }

  return {
    connect(port) {
      ports.set(port, { visible: true });
      port.onmessage = (event: MessageEvent<CatalogRequest>) => void handle(port, event.data);
      port.postMessage({ type: 'status', status } satisfies CatalogAnswer);
      // The index is read at once, so the first query does not wait for it.
      void index();
    },
  };
}
