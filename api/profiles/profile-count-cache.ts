// Exact totals of searched lists (X-Total-Count) without counting on every request. Counting a
// search visits every matching row ("family" matches almost half the catalogue), which costs far
// more than the page itself (unsearched lists sum public_profile_counts instead). A total is
// remembered with the snapshot it was counted in. Before it is reused we read the
// public_search_count_changes rows (00004) that snapshot did not see and add their effect on this
// filter (+1 for a row that now matches, -1 for one that matched before): every change of a
// public row's search text, city or age, or of whether it is public, writes such a row in the
// writing transaction, so the total equals a count in the new snapshot, which is remembered in
// turn. Per process, bounded, and needed by no other replica (DESIGN §4): a cold replica counts.
// Entries older than MAX_AGE_MS count again (the change rows are kept for a day).

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10 * 60 * 1000;

interface Entry {
  total: number;
  /** pg_snapshot of the statement the total is exact for, as text. */
  snapshot: string;
  countedAt: number;
}

export interface CountSource {
  count(): Promise<{ total: number; snapshot: string }>;
  /** The change of the total since `snapshot`, and the snapshot it brings the total to. */
  changesSince(snapshot: string): Promise<{ delta: number; reset: boolean; snapshot: string }>;
}

export interface CountCache {
  total(key: string, source: CountSource): Promise<number>;
}

export function createCountCache(maxEntries = MAX_ENTRIES, now: () => number = Date.now): CountCache {
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry): void {
    // most recently used last, so the oldest is evicted first
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    async total(key, source) {
      const entry = entries.get(key);
      if (entry && now() - entry.countedAt < MAX_AGE_MS) {
        const changes = await source.changesSince(entry.snapshot);
        if (!changes.reset) {
          const total = entry.total + changes.delta;
          remember(key, { total, snapshot: changes.snapshot, countedAt: entry.countedAt });
          return total;
        }
      }
      const fresh = await source.count();
      remember(key, { total: fresh.total, snapshot: fresh.snapshot, countedAt: now() });
      return fresh.total;
    },
  };
}
