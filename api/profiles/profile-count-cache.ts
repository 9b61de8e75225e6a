// Exact totals of searched lists (X-Total-Count) without counting on every request. Counting a
// search visits every matching row, which costs far more than the page itself (unsearched lists
// sum public_profile_counts instead). A total is remembered with the snapshot it was counted in; before it is reused we
// ask whether any catalog_changes row became visible since that snapshot (a tiny index range
// scan from the snapshot's xmin). Every change to what the public can see writes such a row (the
// trigger of 00001), so a reused total is never stale. Per process, bounded, and needed by no
// other replica (DESIGN §4): a cold replica simply counts.
import type { Sql } from '#db/connection.ts';

const MAX_ENTRIES = 500;

interface Entry {
  total: number;
  /** pg_snapshot of the statement that counted, as text. */
  snapshot: string;
}

export interface CountCache {
  total(key: string, count: () => Promise<{ total: number; snapshot: string }>): Promise<number>;
}

export function createCountCache(sql: Sql, maxEntries = MAX_ENTRIES): CountCache {
  const entries = new Map<string, Entry>();

  async function changedSince(snapshot: string): Promise<boolean> {
    const [row] = await sql<{ changed: boolean }[]>`
      SELECT EXISTS (
        SELECT 1 FROM catalog_changes
        WHERE txid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
          AND NOT pg_visible_in_snapshot(txid, ${snapshot}::pg_snapshot)
      ) AS changed`;
    return row?.changed ?? true;
  }

  return {
    async total(key, count) {
      const entry = entries.get(key);
      if (entry && !(await changedSince(entry.snapshot))) {
        // most recently used last, so the oldest is evicted first
        entries.delete(key);
        entries.set(key, entry);
        return entry.total;
      }
      const fresh = await count();
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return fresh.total;
    },
  };
}
