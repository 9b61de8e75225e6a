// The featured cards from the replica (Dexie, live), loaded after the home page has loaded by
// featured-profiles.tsx, which keeps drawing its one section with them: what the replica holds,
// once it has been read and filled; nothing while it fills (the section keeps the cards the server
// drew, or its skeletons); and no section when there is nothing to feature (an empty catalogue, or
// offline before the first pull). The count and the featured rows are read together, so the
// replica's state and its cards always come from the same read.
import { liveQuery } from 'dexie';
import { db, type LocalProfile } from '#app/local/db.ts';
import { getPullStatus, subscribePullStatus } from '#app/local/pull-status.ts';
import { replicaState } from '#app/local/replica-status.ts';

export type FeaturedState = { kind: 'filling' } | { kind: 'none' } | { kind: 'shown'; profiles: LocalProfile[] };

async function readFeatured(limit: number): Promise<{ count: number; featured: LocalProfile[] }> {
  const [count, rows] = await Promise.all([db.profiles.count(), db.profiles.filter((row) => row.isFeatured).toArray()]);
  return { count, featured: rows.sort((a, b) => b.createdTime - a.createdTime || b.id - a.id).slice(0, limit) };
}

/** Tells `onChange` the featured section's state now and on every change; returns the stop. */
export function watchFeatured(limit: number, onChange: (state: FeaturedState) => void): () => void {
  let read: { count: number; featured: LocalProfile[] } | undefined;
  const tell = () => {
    const state = replicaState(read?.count, getPullStatus());
    if (!read || state === 'loading' || state === 'syncing') onChange({ kind: 'filling' });
    else if (read.featured.length === 0) onChange({ kind: 'none' });
    else onChange({ kind: 'shown', profiles: read.featured });
  };
  const subscription = liveQuery(() => readFeatured(limit)).subscribe({
    next: (next) => {
      read = next;
      tell();
    },
    // no IndexedDB (a private window of an old browser): an empty replica
    error: () => {
      read = { count: 0, featured: [] };
      tell();
    },
  });
  const stopPull = subscribePullStatus(tell);
  return () => {
    subscription.unsubscribe();
    stopPull();
  };
}
