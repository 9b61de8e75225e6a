// Exact totals of searched lists (X-Total-Count) without counting on every request. Counting a
// search visits every matching row ("family" matches almost half the catalogue), which costs far
// more than the page itself (unsearched lists sum public_profile_counts instead). A total is
// remembered with the snapshot it is exact for. The next request for the same filter reads, in
// the same statement as its page, the public_search_count_changes rows (00004) that snapshot did
// not see and adds their effect (+1 for a row that now matches, -1 for one that matched before):
// every change of a public row's search text, city or age, or of whether it is public, writes
// such a row in the writing transaction, so the sum equals a count in the new snapshot, which is
// remembered in turn. Per process, bounded, and needed by no other replica (DESIGN §4): a cold
// replica counts. Entries older than MAX_AGE_MS count again (change rows are kept for a day).

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10 * 60 * 1000;

export interface CountEntry {
  total: number;
  /** pg_snapshot of the statement the total is exact for, as text. */
  snapshot: string;
  /** When it was last counted from scratch (ms). */
  countedAt: number;
}

export interface CountCache {
  /** A usable entry for the filter's key, or undefined (count from scratch). */
  get(key: string): CountEntry | undefined;
  set(key: string, entry: CountEntry): void;
}

export function createCountCache(maxEntries = MAX_ENTRIES, now: () => number = Date.now): CountCache {
  const entries = new Map<string, CountEntry>();
  return {
    get(key) {
      const entry = entries.get(key);
      return entry && now() - entry.countedAt < MAX_AGE_MS ? entry : undefined;
    },
    set(key, entry) {
      // most recently used last, so the oldest is evicted first
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
