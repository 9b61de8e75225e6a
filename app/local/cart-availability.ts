// Whether each profile in the cart can still be bought: a
// profile that left the public view (unpublished, deleted, consent withdrawn) is flagged and
// blocks checkout until it is removed. The local replica answers first and offline: a row
// there is available; once the replica has completed a pull (catalog.pulledAt > 0) and holds
// the whole catalogue (not bounded: docs/decisions/038), an id missing from it is gone. A
// bounded replica misses older profiles that are still public: only the API can tell. Online, the API has the last word for every id the replica does
// not hold (GET /api/profiles/{id}: 404 is gone), so a profile published after the last pull
// is not flagged by mistake.
import type { PublicProfile } from '#contract/profile.schema.ts';
import { readCatalogSyncState } from './catalog.ts';
import { readEdge } from './catalog-bound.ts';
import type { ContactoDb } from './db.ts';

export type AvailabilityStatus = 'available' | 'unavailable' | 'unknown';

export interface Availability {
  status: AvailabilityStatus;
  /** The profile's current price, when known. */
  price?: number;
  /** Her release policy, when known ('approve_each_buyer': she approves each buyer). */
  releasePolicy?: string;
}

/** True once the replica has been brought up to date at least once (a full snapshot landed)
 * and it is not bounded (it holds every public profile). */
export async function replicaIsComplete(db: ContactoDb): Promise<boolean> {
  const [state, edge] = await Promise.all([readCatalogSyncState(db), readEdge(db)]);
  return state.pulledAt > 0 && edge === null;
}

export interface LocalAvailability {
  /** Ids in the replica, with their current price. */
  present: Map<number, Availability>;
  /** Ids missing from the replica: gone when `complete`, not known otherwise. */
  missing: number[];
  complete: boolean;
}

/** What the replica alone says about the cart's ids. */
export async function localAvailability(db: ContactoDb, ids: readonly number[]): Promise<LocalAvailability> {
  const [rows, complete] = await Promise.all([db.profiles.bulkGet([...ids]), replicaIsComplete(db)]);
  const present = new Map<number, Availability>();
  const missing: number[] = [];
  ids.forEach((id, index) => {
    const row = rows[index];
    if (row)
      present.set(id, {
        status: 'available',
        price: Number(row.price),
        ...(row.releasePolicy ? { releasePolicy: row.releasePolicy } : {}),
      });
    else missing.push(id);
  });
  return { present, missing, complete };
}

/** Asks the API about one id: null (404) is gone, a profile is there, an error is unknown. */
export async function remoteAvailability(id: number, fetchProfile: (id: number) => Promise<PublicProfile | null>): Promise<Availability> {
  try {
    const profile = await fetchProfile(id);
    return profile
      ? { status: 'available', price: Number(profile.price), releasePolicy: profile.releasePolicy }
      : { status: 'unavailable' };
  } catch {
    return { status: 'unknown' };
  }
}

/** One id's answer: the replica's row, else the API's answer, else the complete replica's "gone". */
export function resolveAvailability(
  id: number,
  local: LocalAvailability | undefined,
  remote: ReadonlyMap<number, Availability>,
): Availability {
  const present = local?.present.get(id);
  if (present) return present;
  const answer = remote.get(id);
  if (answer && answer.status !== 'unknown') return answer;
  return local?.complete ? { status: 'unavailable' } : { status: 'unknown' };
}
