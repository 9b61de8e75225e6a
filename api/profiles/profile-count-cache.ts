// Exact totals of searched lists (X-Total-Count) without counting on every request. Counting a
// search visits every matching row ("family" matches almost half the catalogue), which costs far
// more than the page itself (unsearched lists sum public_profile_counts instead). For each set of
// search words we remember its public matches per (city, age) with the snapshot they are exact
// for; the total of any city and age filter is a sum over them, so one count serves every
// filter with the same words. The next request for the words reads, in the same statement as its
// page, the public_search_count_changes rows (00004) that snapshot did not see, and applies them
// (+1 for the city and age of a row that now matches, -1 for those of one that matched before):
// every change of a public row's search text, city or age, or of whether it is public, writes
// such a row in the writing transaction, so the result equals a count in the new snapshot, which
// is remembered in turn. Entries are never changed in place (concurrent requests each apply
// their own changes to the entry they read). Per process, bounded, needed by no other replica:
// a cold replica counts. Entries older than MAX_AGE_MS count again (change rows
// are kept for a day).

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 10 * 60 * 1000;

/** [location_key, age, n] as PostgreSQL sends them. */
export type Bucket = [string, number, number];

export interface CountEntry {
  /** Matches per "location_key\0age". */
  readonly buckets: ReadonlyMap<string, Bucket>;
  /** pg_snapshot of the statement the buckets are exact for, as text. */
  readonly snapshot: string;
  /** When it was last counted from scratch (ms). */
  readonly countedAt: number;
}

const bucketKey = (b: Bucket) => `${b[0]}\u0000${b[1]}`;

export function countedEntry(buckets: Bucket[], snapshot: string, countedAt: number): CountEntry {
  return { buckets: new Map(buckets.map((b) => [bucketKey(b), b])), snapshot, countedAt };
}

/** A new entry: `entry` with the per-bucket changes applied, exact for `snapshot`. */
export function withChanges(entry: CountEntry, changes: Bucket[], snapshot: string): CountEntry {
  const buckets = new Map(entry.buckets);
  for (const change of changes) {
    const key = bucketKey(change);
    const n = (buckets.get(key)?.[2] ?? 0) + change[2];
    if (n === 0) buckets.delete(key);
    else buckets.set(key, [change[0], change[1], n]);
  }
  return { buckets, snapshot, countedAt: entry.countedAt };
}

/** The total of a city (lower-cased by PostgreSQL) and age range. */
export function totalOf(entry: CountEntry, filter: { locationKey?: string | null; minAge?: number; maxAge?: number }): number {
  let total = 0;
  for (const [location, age, n] of entry.buckets.values()) {
    if (filter.locationKey != null && location !== filter.locationKey) continue;
    if (filter.minAge !== undefined && age < filter.minAge) continue;
    if (filter.maxAge !== undefined && age > filter.maxAge) continue;
    total += n;
  }
  return total;
}

export interface CountCache {
  /** A usable entry for the words' key, or undefined (count from scratch). */
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
