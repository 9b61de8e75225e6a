// The public catalogue's answers (GET /api/profiles…, the change feed) kept in memory per
// normalised query, for as long as the catalogue does not change (docs/decisions/070).
//
// Every change to the public catalogue writes catalog_changes in the same transaction. Before
// answering, a replica reads where that feed stands (feedPosition: a count of the recent rows,
// one cheap query) in a snapshot taken after the request arrived; when it moved, the answers kept
// are dropped — all of them, but for the feed pages that name the only profiles they can change
// by (Computed.dependsOn, docs/decisions/070), which stay while none of those changed. So no
// replica answers older than what the database had committed when the request came, whichever
// replica wrote, and a replica that cannot reach the database keeps nothing alive: its request
// fails as it would uncached. One reading is under way at a time, shared by every request that
// arrived before it started, so under load it is one query a round trip to the database, not one
// a request (docs/decisions/070).
//
// The ETag is a hash of the answer's bytes (and of its headers that vary): every replica gives
// the same ETag for the same answer; weak, because compression changes the bytes on the wire.
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Sql } from '#db/connection.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { cacheRequests } from '../observability/metrics.ts';
import { isWithinEdge, type SnapshotKey } from '../sync/catalog-bound.queries.ts';
import { type ChangedProfile, type FeedPosition, feedPosition, findChangedSince } from './catalog.queries.ts';

/**
 * Stored by any cache, CDN or browser, revalidated on every use: a withdrawn profile must
 * disappear from every copy at once, and an unchanged answer costs a 304 from memory.
 */

export interface CatalogAnswer {
  body: Buffer;
  /** Headers that are part of the answer (X-Total-Count, Link). */
  headers: Readonly<Record<string, string>>;
  etag: string;
  /** Computed.dependsOn: kept through changes of other profiles. */
  dependsOn?: ReadonlySet<number>;
  /** Computed.newerThan. */
  newerThan?: SnapshotKey;
  /** When it was computed (performance.now()), for SNAPSHOT_KEPT_MS. */
  at: number;
}

/**
 * How long a first snapshot page with `newerThan` is kept through changes of other profiles: its
 * cursor carries the horizon of when it was computed, and the client replays the changes since.
 */
export const SNAPSHOT_KEPT_MS = 60_000;

export interface Computed {
  json: string;
  headers?: Record<string, string>;
  /**
   * The profiles this answer is about, when it can change only by a change of one of them: not by
   * a new profile, another's edit, or a change becoming final (a full page of the change feed,
   * docs/decisions/070). Such an answer outlives a move of the feed that changed none of them, and
   * is kept whether or not a change waits to become final. Without it, any change drops it.
   */
  dependsOn?: readonly number[];
  /**
   * With dependsOn: a public profile that sorts before this key in the snapshot's order (newest
   * first) would enter the answer (the first page of the snapshot): one changed into that place
   * drops it too, and so does age (SNAPSHOT_KEPT_MS).
   */
  newerThan?: SnapshotKey;
}

export interface AnswerOptions {
  /**
   * The answer also depends on which changes are final (the change feed): kept only while none
   * waits to become final, since one becoming final is not a new change the position would show.
   */
  finalOnly?: boolean;
  /**
   * The request's address as it arrived (req.originalUrl): the answer is then found by it too,
   * before any parsing (catalog-fast-path.ts). An address always routes and parses the same way,
   * so it names the same key for as long as the process runs.
   */
  address?: string;
}

export interface CatalogCacheStatus {
  generation: number;
  entries: number;
  bytes: number;
  /** Readings of the feed's position started so far. */
  readings: number;
}

export interface CatalogCache {
  /** The answer for `key`: kept since the feed last moved, or computed (and kept). */
  answer(key: string, compute: () => Promise<Computed>, options?: AnswerOptions): Promise<CatalogAnswer>;
  /** The key an address was answered under (AnswerOptions.address), if it was. */
  keyOf(address: string): string | undefined;
  /** The answer kept for `key` once caught up with the feed (a reading started now), or undefined. */
  kept(key: string): Promise<CatalogAnswer | undefined>;
  status(): CatalogCacheStatus;
}

export interface CatalogCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** false: every answer from the database (the "before" of bench/catalog-throughput.bench.ts). */
  enabled?: boolean;
  /** SNAPSHOT_KEPT_MS (tests). */
  snapshotKeptMs?: number;
}

export function toAnswer({ json, headers = {}, dependsOn, newerThan }: Computed): CatalogAnswer {
  const body = Buffer.from(json);
  const hash = createHash('sha1');
  for (const [name, value] of Object.entries(headers)) hash.update(`${name}:${value}\n`);
  const answer: CatalogAnswer = { body, headers, etag: `W/"${hash.update(body).digest('base64url')}"`, at: performance.now() };
  if (dependsOn) answer.dependsOn = new Set(dependsOn);
  if (dependsOn && newerThan) answer.newerThan = newerThan;
  return answer;
}

/** Sends an answer; a request whose If-None-Match names its ETag gets a 304 (Express's res.send). */
export function sendAnswer(res: Response, answer: CatalogAnswer): void {
  setCacheControl(res, 'publicRevalidated');
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('ETag', answer.etag);
  res.type('json').send(answer.body);
}

const ignore = () => undefined;

export function createCatalogCache(sql: Sql, options: CatalogCacheOptions = {}): CatalogCache {
  const { maxEntries = 5_000, maxBytes = 64 * 1024 * 1024, enabled = true, snapshotKeptMs = SNAPSHOT_KEPT_MS } = options;
  const lru = new LRUCache<string, CatalogAnswer>({ max: maxEntries, maxSize: maxBytes });
  const pending = new Map<string, Promise<CatalogAnswer>>();
  // address -> key: a pure function of the address, so never cleared, only bounded
  const keys = new LRUCache<string, string>({ max: maxEntries * 2, maxSize: 8 * 1024 * 1024 });
  // The feed's position this generation: the horizon it is counted from and the count there.
  let since = '0';
  let count = -1;
  let generation = 0;
  let settled = false;

  // Every change committed since the reading at horizon `from` is about a profile changed since
  // (read now, after the reading that saw the feed move: what it finds is a superset). An answer
  // about none of them stays (docs/decisions/070); when that cannot be read, none stays.
  async function keepUnchanged(from: string): Promise<void> {
    let selective = false;
    for (const answer of lru.values()) selective ||= answer.dependsOn !== undefined;
    if (!selective) return lru.clear();
    let changed: ChangedProfile[];
    try {
      changed = await findChangedSince(sql, from);
    } catch {
      return lru.clear();
    }
    // a first snapshot page also changes when a public profile now sorts at or before its last card
    const enters =
      (edge: SnapshotKey) =>
      ({ id, createdAtKey }: ChangedProfile) =>
        createdAtKey !== null && isWithinEdge({ createdAt: createdAtKey, id }, edge);
    const now = performance.now();
    const stays = ({ dependsOn, newerThan, at }: CatalogAnswer) => {
      if (!dependsOn || changed.some((profile) => dependsOn.has(profile.id))) return false;
      return !newerThan || (now - at < snapshotKeptMs && !changed.some(enters(newerThan)));
    };
    for (const [key, answer] of [...lru.entries()]) if (!stays(answer)) lru.delete(key);
  }

  // one at a time (reading), so they end in the order they started
  async function read(): Promise<void> {
    const position: FeedPosition = await feedPosition(sql, since);
    if (position.since !== count) {
      generation += 1;
      // kept: only the answers about none of the profiles changed since (none after the first reading)
      pending.clear();
      if (count === -1) lru.clear();
      else await keepUnchanged(since);
      // from the new horizon on, the count is of the rows not final yet
      since = position.horizon;
      count = position.notFinal;
    }
    settled = position.notFinal === 0;
  }

  // One reading at a time: the requests that arrive while one is under way share the next, which
  // starts when it ends (after all of them); a request that finds none waits for the end of its
  // event-loop turn, so the requests of that turn share it too. Under load that is one query per
  // round trip to the database, not one per request or per turn (docs/decisions/070).
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  let readings = 0;
  function reading(): Promise<void> {
    if (!next) {
      const after = current ? current.then(ignore, ignore) : new Promise<void>((resolve) => setImmediate(resolve));
      const started: Promise<void> = after.then(() => {
        next = undefined;
        current = started;
        readings += 1;
        return read();
      });
      const done = () => {
        if (current === started) current = undefined;
      };
      started.then(done, done);
      next = started;
    }
    return next;
  }
  return {
    async answer(key, compute, { finalOnly = false, address } = {}) {
      if (!enabled) return toAnswer(await compute());
      if (address !== undefined && keys.get(address) !== key) keys.set(address, key, { size: address.length + key.length });
      await reading();
      const kept = lru.get(key);
      if (kept) {
        cacheRequests.inc({ cache: 'catalogue', result: 'hit' });
        return kept;
      }
      const inFlight = pending.get(key);
      if (inFlight) {
        cacheRequests.inc({ cache: 'catalogue', result: 'shared' });
        return inFlight;
      }
      cacheRequests.inc({ cache: 'catalogue', result: 'miss' });
      const started = generation;
      const final = settled;
      const promise = compute().then((computed) => {
        const answer = toAnswer(computed);
        const keep = final || !finalOnly || answer.dependsOn !== undefined;
        // not kept when the feed moved meanwhile: it may predate that change
        if (keep && generation === started) lru.set(key, answer, { size: answer.body.length + key.length });
        return answer;
      });
      pending.set(key, promise);
      try {
        return await promise;
      } finally {
        if (pending.get(key) === promise) pending.delete(key);
      }
    },
    keyOf: (address) => (enabled ? keys.get(address) : undefined),
    async kept(key) {
      await reading();
      const kept = lru.get(key);
      // not kept: the request goes on to the route, whose answer() counts it
      if (kept) cacheRequests.inc({ cache: 'catalogue', result: 'hit' });
      return kept;
    },
    status: () => ({ generation, entries: lru.size, bytes: lru.calculatedSize, readings }),
  };
}
