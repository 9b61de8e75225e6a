// The catalogue replica's writes and reads. A page of the change feed is applied in
// one rw transaction together with its cursor, so a crash never leaves rows and cursor out of
// step. Tombstones and the rows a finished snapshot no longer lists are deleted with their
// profile details, and afterwards their pictures are evicted from the service worker's media
// cache (the Cache API is not part of an IndexedDB transaction, so that comes after commit).
// Once a snapshot is complete the replica is the list of public profiles within its bound: a
// profile detail whose row is not in it is pruned (profile-details.ts saves one only while her
// row is there). The replica holds the newest REPLICA_BOUND profiles, not the whole catalogue
// (catalog-bound.ts, docs/decisions/038): the feed's upserts of older profiles are skipped and
// the replica is pruned back to the bound after each page; tombstones always delete, from the
// replica and from the browse pages the API answered beyond it.
import { useLiveQuery } from 'dexie-react-hooks';
import { MEDIA_CACHE } from '#app/pwa/media-cache.ts';
import { IMAGE_WIDTHS, imageVariantUrl, mediaUrl } from '#contract/media.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';
import type { CatalogPage } from '#sync/catalog.schema.ts';
import { isBeyondEdge, pruneToBound, REPLICA_BOUND, type ReplicaEdge, readEdge } from './catalog-bound.ts';
import { type ContactoDb, db, type LocalProfile, normalizeText } from './db.ts';

/** syncState keys the replica uses. */
export const SYNC_KEYS = {
  cursor: 'catalog.cursor',
  generation: 'catalog.generation',
  pulledAt: 'catalog.pulledAt',
  /** Present (true) while a snapshot is being filled: the replica may still miss public rows. */
  snapshotFilling: 'catalog.snapshotFilling',
} as const;

export interface CatalogSyncState {
  cursor: string;
  /** The snapshot the pull asks for: the newest `bound` cards (docs/decisions/038). */
  bound: number;
  /** Epoch ms of the last page that left the replica up to date (0: never). */
  pulledAt: number;
  generation: number;
}

interface ApplyOptions {
  /** The page answers a request without cursor: it opens a new snapshot generation. */
  startsSnapshot?: boolean;
  database?: ContactoDb;
  /** Removes URLs from the media cache; the default uses the Cache API when there is one. */
  evictMedia?: (urls: string[]) => Promise<void>;
  now?: number;
  /** Profiles the replica keeps (catalog-bound.ts). */
  bound?: number;
}

export interface ApplyResult {
  upserted: number;
  deleted: number;
  evicted: string[];
  /** Rows in the replica once the page is applied. */
  rows: number;
}

/** A feed card as a replica row, with the fields precomputed for local search and sorting. */
export function toLocalProfile(card: CatalogCard, generation: number): LocalProfile {
  const createdTime = Date.parse(card.createdAt);
  return {
    ...card,
    searchText: normalizeText([card.firstName, card.lastName, card.aboutMe].join(' ')),
    createdTime: Number.isNaN(createdTime) ? 0 : createdTime,
    generation,
  };
}

interface MediaFields {
  primaryPhoto: string | null;
  photos: readonly string[];
  videos: readonly string[];
}

/** Every URL the media cache may hold for a profile: each picture with its optimized variants,
 * and the videos. */
export function mediaUrlsOf(profile: MediaFields): string[] {
  const urls = new Set<string>();
  for (const value of [profile.primaryPhoto, ...profile.photos]) {
    if (!value) continue;
    const url = mediaUrl(value);
    urls.add(url);
    for (const width of IMAGE_WIDTHS) urls.add(imageVariantUrl(url, width));
  }
  for (const value of profile.videos) if (value) urls.add(mediaUrl(value));
  return [...urls];
}

/** Deletes URLs from the service worker's media cache; a missing Cache API or cache is fine. */
export async function evictCachedMedia(urls: string[]): Promise<void> {
  if (urls.length === 0 || typeof caches === 'undefined') return;
  try {
    if (!(await caches.has(MEDIA_CACHE))) return;
    const cache = await caches.open(MEDIA_CACHE);
    const base = typeof location === 'undefined' ? undefined : location.origin;
    await Promise.all(urls.map((url) => cache.delete(base ? new URL(url, base).href : url)));
  } catch {
    // Eviction is best effort: the cache is bounded by count and age anyway.
  }
}

/** Reads the cursor, generation and time of the last complete pull. */
export async function readCatalogSyncState(database: ContactoDb = db): Promise<CatalogSyncState> {
  const rows = await database.syncState.bulkGet([SYNC_KEYS.cursor, SYNC_KEYS.pulledAt, SYNC_KEYS.generation]);
  const [cursor, pulledAt, generation] = rows.map((row) => row?.value);
  return {
    cursor: typeof cursor === 'string' ? cursor : '',
    bound: REPLICA_BOUND,
    pulledAt: typeof pulledAt === 'number' ? pulledAt : 0,
    generation: typeof generation === 'number' ? generation : 0,
  };
}

/**
 * True when the replica holds every public profile it knows of: a snapshot has completed and no
 * new one is being filled. Before that a profile may be public and still missing from it. Read
 * it inside a transaction over `syncState` to act on it atomically.
 */
export async function isReplicaComplete(database: ContactoDb = db): Promise<boolean> {
  const [generation, filling] = await database.syncState.bulkGet([SYNC_KEYS.generation, SYNC_KEYS.snapshotFilling]);
  return typeof generation?.value === 'number' && generation.value > 0 && filling?.value !== true;
}

/**
 * True when the replica holds every public profile of the whole catalogue: complete and not
 * bounded (catalog-bound.ts). Only then is a profile missing from it gone; in a bounded replica
 * she may simply be older than the edge (ask the API).
 */
export async function isReplicaWhole(database: ContactoDb = db): Promise<boolean> {
  return (await isReplicaComplete(database)) && (await readEdge(database)) === null;
}

/**
 * Applies one page of the change feed: upserts write rows of the current generation, tombstones
 * delete the row and its details, a completed snapshot deletes every row of an older
 * generation. The cursor is stored in the same transaction. While the replica is complete,
 * details whose profile has no row (saved while a snapshot was filling, or written back by an
 * older version after her tombstone) are deleted too. Cached media of the removed profiles (and
 * pictures an edit dropped) are evicted after the commit.
 */
export async function applyCatalogPage(page: CatalogPage, options: ApplyOptions = {}): Promise<ApplyResult> {
  const { startsSnapshot = false, database = db, evictMedia = evictCachedMedia, now = Date.now(), bound = REPLICA_BOUND } = options;
  const evict = new Set<string>();
  let upserted = 0;
  let deleted = 0;
  let rows = 0;

  await database.transaction('rw', [database.profiles, database.profileDetails, database.syncState, database.browsePages], async () => {
    const state = await readCatalogSyncState(database);
    const generation = startsSnapshot || state.generation === 0 ? state.generation + 1 : state.generation;
    // Snapshot pages are the bound already; a feed page's new profiles older than the edge stay
    // out (a featured one comes in: the home's grid reads the replica).
    const snapshotting = startsSnapshot || (await database.syncState.get(SYNC_KEYS.snapshotFilling))?.value === true;
    const edge = snapshotting ? null : await readEdge(database);

    // The last change of an id within the page wins.
    const latest = new Map<number, CatalogPage['changes'][number]>();
    for (const change of page.changes) {
      const id = change.kind === 'upsert' ? change.profile.id : change.id;
      latest.delete(id);
      latest.set(id, change);
    }
    const ids = [...latest.keys()];
    const [existing, details] = await Promise.all([database.profiles.bulkGet(ids), database.profileDetails.bulkGet(ids)]);

    const puts: LocalProfile[] = [];
    const removals: number[] = [];
    ids.forEach((id, index) => {
      const change = latest.get(id);
      const before = existing[index];
      if (change?.kind === 'upsert') {
        const row = toLocalProfile(change.profile, generation);
        if (!before && !row.isFeatured && isBeyondEdge(row, edge)) return;
        puts.push(row);
        if (before) {
          const kept = new Set(mediaUrlsOf(row));
          for (const url of mediaUrlsOf(before)) if (!kept.has(url)) evict.add(url);
        }
      } else {
        removals.push(id);
        if (before) for (const url of mediaUrlsOf(before)) evict.add(url);
        const detail = details[index];
        if (detail) for (const url of mediaUrlsOf(detail.profile)) evict.add(url);
      }
    });

    if (puts.length > 0) await database.profiles.bulkPut(puts);
    if (removals.length > 0) {
      await database.profiles.bulkDelete(removals);
      await database.profileDetails.bulkDelete(removals);
    }
    upserted = puts.length;
    deleted = removals.length;
    for (const url of await dropBrowsePages(database, ids, new Set(removals))) evict.add(url);

    if (page.snapshotComplete) {
      const stale = await database.profiles.where('generation').below(generation).toArray();
      const staleIds = stale.map((row) => row.id);
      const staleDetails = await database.profileDetails.bulkGet(staleIds);
      for (const row of stale) for (const url of mediaUrlsOf(row)) evict.add(url);
      for (const detail of staleDetails) if (detail) for (const url of mediaUrlsOf(detail.profile)) evict.add(url);
      await database.profiles.bulkDelete(staleIds);
      await database.profileDetails.bulkDelete(staleIds);
      deleted += staleIds.length;
    }

    await database.syncState.bulkPut([
      { key: SYNC_KEYS.cursor, value: page.cursor },
      { key: SYNC_KEYS.generation, value: generation },
      ...(page.hasMore ? [] : [{ key: SYNC_KEYS.pulledAt, value: now }]),
    ]);
    // A page that opens a generation without finishing it starts filling the replica; the page
    // that completes the snapshot ends that.
    if (page.snapshotComplete) await database.syncState.delete(SYNC_KEYS.snapshotFilling);
    else if (generation !== state.generation) await database.syncState.put({ key: SYNC_KEYS.snapshotFilling, value: true });

    if (await isReplicaComplete(database)) {
      // back to the bound (a completed snapshot sets the edge afresh); what leaves is still
      // public, so its pictures stay to the media cache's own limits
      await pruneToBound(database, { bound, restart: page.snapshotComplete === true, bounded: page.bounded === true });
      for (const url of await pruneOrphanDetails(database)) evict.add(url);
    }
    rows = await database.profiles.count();
  });

  const evicted = [...evict];
  await evictMedia(evicted).catch(() => undefined);
  return { upserted, deleted, evicted, rows };
}

/**
 * Drops the browse pages the API answered that show any of `ids` (an edit makes them stale; they
 * are fetched again when shown online). Resolves the cached media of the `removed` profiles
 * among them (a withdrawal leaves no picture behind).
 */
async function dropBrowsePages(database: ContactoDb, ids: number[], removed: ReadonlySet<number>): Promise<string[]> {
  if (ids.length === 0) return [];
  const pages = await database.browsePages.where('ids').anyOf(ids).toArray();
  if (pages.length === 0) return [];
  await database.browsePages.bulkDelete(pages.map((p) => p.key));
  return pages.flatMap((p) => p.items.filter((item) => removed.has(item.id)).flatMap((item) => mediaUrlsOf(item)));
}

/** Deletes the profile details that have no replica row; resolves the media URLs they held. */
async function pruneOrphanDetails(database: ContactoDb): Promise<string[]> {
  const ids = await database.profileDetails.toCollection().primaryKeys();
  if (ids.length === 0) return [];
  const rows = await database.profiles.bulkGet(ids);
  const orphans = ids.filter((_, index) => rows[index] === undefined);
  if (orphans.length === 0) return [];
  const details = await database.profileDetails.bulkGet(orphans);
  await database.profileDetails.bulkDelete(orphans);
  return details.flatMap((detail) => (detail ? mediaUrlsOf(detail.profile) : []));
}

/** The replica's edge (live): null while it holds the whole catalogue; undefined until read. */
export function useReplicaEdge(): ReplicaEdge | null | undefined {
  return useLiveQuery(() => readEdge(db), []);
}
