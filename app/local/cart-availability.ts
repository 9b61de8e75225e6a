// Whether each profile in the cart can still be bought (storefront §2 Cart, DESIGN §8a): a
// profile that left the public view (unpublished, deleted, consent withdrawn) is flagged and
// blocks checkout until it is removed. The local replica answers first: once a catalogue
// snapshot has completed, an id missing from it is gone. Before that (or for ids the replica
// does not hold) an online client asks GET /api/profiles/{id}, where 404 means gone.
import type { PublicProfile } from '#api/contract/profile.schema.ts';
import type { ContactoDb } from './db.ts';

export type AvailabilityStatus = 'available' | 'unavailable' | 'unknown';

export interface Availability {
  status: AvailabilityStatus;
  /** The profile's current price, when known. */
  price?: number;
}

/** A scalar that says "done": true, a timestamp, a date string. */
function isDoneMarker(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') return value !== '' && value !== 'false' && value !== '0';
  return false;
}

const COMPLETION_FIELDS = ['snapshotComplete', 'snapshotCompleted', 'snapshotCompletedAt', 'complete', 'completedAt'];

/** Does a syncState row say the first full catalogue snapshot has landed? */
export function marksSnapshotComplete(key: string, value: unknown): boolean {
  // A key of its own, e.g. "catalog.snapshotComplete" = true or "snapshotCompletedAt" = 1712….
  if (/complete/i.test(key)) return isDoneMarker(value);
  // Or a field of the catalogue's state object, e.g. "catalog" = {cursor, snapshotComplete: true}.
  if (/snapshot|replica|catalog|sync/i.test(key) && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return COMPLETION_FIELDS.some((field) => isDoneMarker(record[field]));
  }
  return false;
}

/** True once the replica holds a complete snapshot of the catalogue (recorded by the sync loop). */
export async function replicaIsComplete(db: ContactoDb): Promise<boolean> {
  const rows = await db.syncState.toArray();
  return rows.some((row) => marksSnapshotComplete(row.key, row.value));
}

export interface LocalAvailability {
  /** Ids answered by the replica. */
  known: Map<number, Availability>;
  /** Ids the replica cannot answer (ask the API when online). */
  unresolved: number[];
}

/** What the replica alone says about the cart's ids. */
export async function localAvailability(db: ContactoDb, ids: readonly number[]): Promise<LocalAvailability> {
  const [rows, complete] = await Promise.all([db.profiles.bulkGet([...ids]), replicaIsComplete(db)]);
  const known = new Map<number, Availability>();
  const unresolved: number[] = [];
  ids.forEach((id, index) => {
    const row = rows[index];
    if (row) known.set(id, { status: 'available', price: Number(row.price) });
    else if (complete) known.set(id, { status: 'unavailable' });
    else unresolved.push(id);
  });
  return { known, unresolved };
}

/** Asks the API about one id: null (404) is gone, a profile is there, an error is unknown. */
export async function remoteAvailability(id: number, fetchProfile: (id: number) => Promise<PublicProfile | null>): Promise<Availability> {
  try {
    const profile = await fetchProfile(id);
    return profile ? { status: 'available', price: Number(profile.price) } : { status: 'unavailable' };
  } catch {
    return { status: 'unknown' };
  }
}
