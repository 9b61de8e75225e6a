// The public catalogue's answers (GET /api/profiles…, the change feed) kept in memory per
// normalised query, for as long as the catalogue does not change (docs/decisions/039).
//
// Every change to the public catalogue writes catalog_changes in the same transaction. Before
// answering, a replica reads where that feed stands (feedPosition: a count of the recent rows,
// one cheap query) in a snapshot taken after the request arrived; when it moved, the answers kept
// are dropped — all of them, but for the feed pages that name the only profiles they can change
// by (Computed.dependsOn, docs/decisions/051), which stay while none of those changed. So no
// replica answers older than what the database had committed when the request came, whichever
// replica wrote, and a replica that cannot reach the database keeps nothing alive: its request
// fails as it would uncached. One reading is under way at a time, shared by every request that
// arrived before it started, so under load it is one query a round trip to the database, not one
// a request (docs/decisions/042).
//
// A busy replica reads less still (docs/decisions/058): its readings take a lease, a time during
// which the database lets no change to the catalogue commit, and until the lease runs out its
// answers wait for no reading. The same rule holds: nothing has committed since the lease's own
// reading, so an answer from it holds everything committed before its request arrived.
//
// The ETag is a hash of the answer's bytes (and of its headers that vary): every replica gives
// the same ETag for the same answer; weak, because compression changes the bytes on the wire.
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Sql } from '#db/connection.ts';
import { Lru } from '../http/lru.ts';
import { isWithinEdge, type SnapshotKey } from '../sync/catalog-bound.queries.ts';
import { type ChangedProfile, type FeedPosition, feedPosition, findChangedSince, renewLease } from './catalog.queries.ts';

/**
 * Stored by any cache, CDN or browser, revalidated on every use: a withdrawn profile must
 * disappear from every copy at once (DESIGN §1), and an unchanged answer costs a 304 from memory.
 */
export const CATALOG_CACHE_CONTROL = 'public, no-cache';

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
   * docs/decisions/051). Such an answer outlives a move of the feed that changed none of them, and
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
  /** Readings of the feed's position started so far, with a lease or without. */
  readings: number;
  /** Answers go out without a reading now (docs/decisions/058). */
  leased: boolean;
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
  /** LEASE_MS; 0: never a lease, every answer waits for a reading. */
  leaseMs?: number;
  /** Take a lease at every reading, not only once readings follow one another (tests). */
  alwaysLease?: boolean;
}

/**
 * How long a lease lasts (docs/decisions/058): answers go out without a reading for this long,
 * and a change to the public catalogue waits at most this long to commit while a replica is busy.
 */
export const LEASE_MS = 100;
/** Taken off the lease's end: the replica's clock and the database's may not tick at one rate. */
const LEASE_MARGIN_MS = 5;

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
  res.setHeader('Cache-Control', CATALOG_CACHE_CONTROL);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('ETag', answer.etag);
  res.type('json').send(answer.body);
}

const ignore = () => undefined;
const noWait = Promise.resolve();

export function createCatalogCache(sql: Sql, options: CatalogCacheOptions = {}): CatalogCache {
  const {
    maxEntries = 5_000,
    maxBytes = 64 * 1024 * 1024,
    enabled = true,
    snapshotKeptMs = SNAPSHOT_KEPT_MS,
    leaseMs = LEASE_MS,
    alwaysLease = false,
  } = options;
  const lru = new Lru<CatalogAnswer>(maxEntries, maxBytes);
  const pending = new Map<string, Promise<CatalogAnswer>>();
  // address -> key: a pure function of the address, so never cleared, only bounded
  const keys = new Lru<string>(maxEntries * 2, 8 * 1024 * 1024);
  // The feed's position this generation: the horizon it is counted from and the count there.
  let since = '0';
  let count = -1;
  let generation = 0;
  let settled = false;

  // Every change committed since the reading at horizon `from` is about a profile changed since
  // (read now, after the reading that saw the feed move: what it finds is a superset). An answer
  // about none of them stays (docs/decisions/051); when that cannot be read, none stays.
  async function keepUnchanged(from: string): Promise<void> {
    let selective = false;
    for (const [, answer] of lru) selective ||= answer.dependsOn !== undefined;
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
    lru.retain((answer) => {
      const { dependsOn, newerThan } = answer;
      if (!dependsOn || changed.some((profile) => dependsOn.has(profile.id))) return false;
      return !newerThan || (now - answer.at < snapshotKeptMs && !changed.some(enters(newerThan)));
    });
  }

  // While performance.now() is below it, no change can commit (the lease): answers go out without
  // a reading. Set only once a reading with the lease is applied.
  let leaseEnd = Number.NEGATIVE_INFINITY;
  let refused = Number.NaN;

  // one at a time (caughtUp), so they end in the order they started
  async function read(renewing: boolean): Promise<void> {
    // before the database's clock starts the lease, so the end counted from here comes first
    const asked = performance.now();
    const position: FeedPosition & { leased?: boolean } = renewing ? await renewLease(sql, since, leaseMs) : await feedPosition(sql, since);
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
    if (!renewing) return;
    if (position.leased) leaseEnd = Math.max(leaseEnd, asked + leaseMs - LEASE_MARGIN_MS);
    // a writer is waiting for this lease to run out: let it, rather than ask again and again
    else refused = leaseEnd;
  }

  // One reading at a time: the requests that arrive while one is under way share the next, which
  // starts when it ends (after all of them); a request that finds none waits for the end of its
  // event-loop turn, so the requests of that turn share it too. Under load that is one query per
  // round trip to the database, not one per request or per turn (docs/decisions/042). Once one
  // reading waits for another, the next takes a lease (docs/decisions/058): while it lasts, a
  // request waits for none, and one that comes in its second half has it renewed meanwhile; a
  // replica that goes quiet lets it run out, so writers wait only while it is busy.
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  let busy = false;
  let readings = 0;
  function reading(): Promise<void> {
    if (!next) {
      busy ||= current !== undefined;
      const after = current ? current.then(ignore, ignore) : new Promise<void>((resolve) => setImmediate(resolve));
      const started: Promise<void> = after.then(() => {
        next = undefined;
        current = started;
        const renewing = leaseMs > 0 && (alwaysLease || busy);
        busy = false;
        readings += 1;
        return read(renewing);
      });
      const done = () => {
        if (current === started) current = undefined;
      };
      started.then(done, done);
      next = started;
    }
    return next;
  }
  function caughtUp(): Promise<void> {
    const now = performance.now();
    if (now >= leaseEnd) return reading();
    if (now >= leaseEnd - leaseMs / 2 && !next && refused !== leaseEnd) {
      busy = true;
      reading().catch(ignore);
    }
    return noWait;
  }

  return {
    async answer(key, compute, { finalOnly = false, address } = {}) {
      if (!enabled) return toAnswer(await compute());
      if (address !== undefined && keys.get(address) !== key) keys.set(address, key, address.length + key.length);
      await caughtUp();
      const kept = lru.get(key);
      if (kept) return kept;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const started = generation;
      const final = settled;
      const promise = compute().then((computed) => {
        const answer = toAnswer(computed);
        const keep = final || !finalOnly || answer.dependsOn !== undefined;
        // not kept when the feed moved meanwhile: it may predate that change
        if (keep && generation === started) lru.set(key, answer, answer.body.length + key.length);
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
      await caughtUp();
      return lru.get(key);
    },
    status: () => ({ generation, entries: lru.size, bytes: lru.bytes, readings, leased: performance.now() < leaseEnd }),
  };
}
