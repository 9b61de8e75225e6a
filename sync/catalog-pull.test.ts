import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogPage } from './catalog.schema.ts';
import { type CatalogPullStore, createCatalogPuller, type PullStatus } from './catalog-pull.ts';

function memoryStore(cursor = '', pulledAt = 0) {
  const applied: Array<{ page: CatalogPage; startsSnapshot: boolean }> = [];
  const state = { cursor, pulledAt };
  const store: CatalogPullStore = {
    read: async () => ({ ...state }),
    apply: async (page, info) => {
      applied.push({ page, ...info });
      state.cursor = page.cursor;
      if (!page.hasMore) state.pulledAt = 1;
      return { rows: applied.length };
    },
  };
  return { store, applied, state };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake feed: answers pages by cursor and records the requests. */
function feed(pages: Record<string, CatalogPage | number>) {
  const requests: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    const answer = pages[url.searchParams.get('cursor') ?? ''];
    if (answer === undefined) throw new TypeError('Failed to fetch');
    return typeof answer === 'number' ? json({ message: 'nope' }, answer) : json(answer);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const base = { locks: null, isOnline: () => true, isVisible: () => true };

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalogue pull loop', () => {
  it('pages from an empty cursor until the feed has no more, marking the first page as a new snapshot', async () => {
    const { store, applied } = memoryStore();
    const { fetch, requests } = feed({
      '': { changes: [], cursor: 'a', hasMore: true },
      a: { changes: [{ kind: 'delete', id: 4 }], cursor: 'b', hasMore: true },
      b: { changes: [], cursor: 'c', hasMore: false, snapshotComplete: true },
    });
    const statuses: PullStatus['state'][] = [];
    const puller = createCatalogPuller({ ...base, store, fetch, pageSize: 50, onStatus: (s) => statuses.push(s.state) });

    const status = await puller.pull();

    expect(status.state).toBe('ready');
    expect(statuses).toEqual(['syncing', 'ready']);
    expect(requests.map((u) => [u.pathname, u.searchParams.get('cursor'), u.searchParams.get('limit')])).toEqual([
      ['/api/sync/catalog', '', '50'],
      ['/api/sync/catalog', 'a', '50'],
      ['/api/sync/catalog', 'b', '50'],
    ]);
    expect(applied.map((a) => a.startsSnapshot)).toEqual([true, false, false]);
    // what the last page left in the replica, so a page whose read of it is older waits for it
    expect(status.rows).toBe(3);
  });

  it('continues from the stored cursor', async () => {
    const { store, applied } = memoryStore('x');
    const { fetch, requests } = feed({ x: { changes: [], cursor: 'y', hasMore: false } });
    await createCatalogPuller({ ...base, store, fetch }).pull();
    expect(requests.map((u) => u.searchParams.get('cursor'))).toEqual(['x']);
    expect(applied[0]?.startsSnapshot).toBe(false);
  });

  it('starts a fresh snapshot once when the server no longer knows the cursor', async () => {
    const { store, applied } = memoryStore('stale');
    const { fetch, requests } = feed({ stale: 410, '': { changes: [], cursor: 'n', hasMore: false, snapshotComplete: true } });
    expect((await createCatalogPuller({ ...base, store, fetch }).pull()).state).toBe('ready');
    expect(requests.map((u) => u.searchParams.get('cursor'))).toEqual(['stale', '']);
    expect(applied[0]?.startsSnapshot).toBe(true);
  });

  it('reports a failure instead of throwing, applies nothing of a malformed page, and retries with back-off', async () => {
    vi.useFakeTimers();
    const { store, applied } = memoryStore();
    let answer: unknown = { changes: 'no', cursor: 1 };
    const fetch = vi.fn(async () => json(answer)) as unknown as typeof globalThis.fetch;
    const puller = createCatalogPuller({ ...base, store, fetch, minRetryMs: 1000 });
    puller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(puller.status()).toMatchObject({ state: 'error', error: 'failed' });
    expect(applied).toEqual([]);

    answer = { changes: [], cursor: 'ok', hasMore: false };
    await vi.advanceTimersByTimeAsync(1500);
    expect(puller.status().state).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(2);
    puller.stop();
  });

  it('says offline when the network fails, and pulls again when the browser is back online', async () => {
    const { store } = memoryStore();
    let online = false;
    const { fetch, requests } = feed({ '': { changes: [], cursor: 'a', hasMore: false } });
    const puller = createCatalogPuller({ ...base, store, fetch, isOnline: () => online });
    expect(await puller.pull()).toMatchObject({ state: 'error', error: 'offline' });
    expect(requests).toEqual([]);

    const refused = createCatalogPuller({ ...base, store, fetch: feed({}).fetch });
    expect(await refused.pull()).toMatchObject({ state: 'error', error: 'offline' });

    online = true;
    expect((await puller.pull()).state).toBe('ready');
  });

  it('joins a pull already under way and skips one another tab has just made', async () => {
    const { store } = memoryStore('', Date.now());
    const { fetch, requests } = feed({ '': { changes: [], cursor: 'a', hasMore: false } });
    const puller = createCatalogPuller({ ...base, store, fetch });
    const [a, b] = [puller.pull(), puller.pull()];
    expect(await a).toBe(await b);
    expect(requests).toEqual([]);
    await puller.pull({ force: true });
    expect(requests).toHaveLength(1);
  });

  it('holds the Web Lock while it pulls', async () => {
    const { store } = memoryStore();
    const { fetch } = feed({ '': { changes: [], cursor: 'a', hasMore: false } });
    const names: string[] = [];
    const locks = {
      request: (async (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        return callback();
      }) as unknown as LockManager['request'],
    };
    await createCatalogPuller({ ...base, store, fetch, locks }).pull();
    expect(names).toEqual(['contacto-catalog-pull']);
  });

  it('pulls every interval while visible, not while hidden', async () => {
    vi.useFakeTimers();
    const { store } = memoryStore();
    let visible = true;
    const { fetch, requests } = feed({ '': { changes: [], cursor: 'a', hasMore: false }, a: { changes: [], cursor: 'a', hasMore: false } });
    const puller = createCatalogPuller({ ...base, store, fetch, intervalMs: 60_000, isVisible: () => visible });
    puller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(2);
    visible = false;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(requests).toHaveLength(2);
    puller.stop();
  });
});
