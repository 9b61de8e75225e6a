// The catalogue's lease (db/migrations/00028, catalog-cache.ts, docs/decisions/058) against real
// PostgreSQL: while a replica holds one it answers without reading the feed, and a change to the
// public catalogue cannot commit until the lease has run out, whoever writes it and however; so a
// profile she withdraws is gone from that replica's next answer all the same. A renewal takes no
// transaction id, and none is granted while a writer is committing. A replica takes a lease only
// once one reading waits for another.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renewLease } from '#api/catalog/catalog.queries.ts';
import { type CatalogCache, createCatalogCache } from '#api/catalog/catalog-cache.ts';
import { startCatalogApi } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { insertProfile } from '#tests/factories/profile.factory.ts';

vi.setConfig({ testTimeout: 60_000 });

/** Long enough that no pause of a loaded machine ends it between two steps of a test. */
const LEASE_MS = 4_000;
let db: TestDatabase;
let tmp: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-catalog-lease-'));
});

afterAll(async () => {
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The lease's end as the database keeps it, in ms since 1970 (0: none was ever granted). */
async function leaseEnd(sql = db.sql): Promise<number> {
  const [row] = await sql<{ end: string }[]>`SELECT last_value::text AS end FROM catalog_lease_end`;
  return Number(row?.end);
}

async function databaseNow(): Promise<number> {
  const [row] = await db.sql<{ now: string }[]>`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint::text AS now`;
  return Number(row?.now);
}

describe('in the database', () => {
  it('a renewal takes no transaction id, so it holds back no horizon', async () => {
    const assigned = await db.sql.begin(async (tx) => {
      const position = await renewLease(tx, '0', 50);
      expect(position.leased).toBe(true);
      const [row] = await tx<{ xid: string | null }[]>`SELECT pg_current_xact_id_if_assigned()::text AS xid`;
      return row?.xid;
    });
    expect(assigned).toBeNull();
  });

  it('a change to the catalogue commits only once the lease has run out; another write does not wait', async () => {
    const her = await insertProfile(db.sql);
    const granted = await renewLease(db.sql, '0', 1_500);
    expect(granted.leased).toBe(true);
    const end = await leaseEnd();
    // not public: no change to the feed, so no wait
    await db.sql`UPDATE profiles SET updated_at = now() WHERE id = ${her.id}`;
    expect(await databaseNow()).toBeLessThan(end);
    // public: written by plain SQL, as any writer might
    await db.sql`UPDATE profiles SET about_me = about_me || ' again' WHERE id = ${her.id}`;
    expect(await databaseNow()).toBeGreaterThanOrEqual(end);
  });

  it('grants no lease while a writer is committing (it holds the lock), and the reading still counts every change', async () => {
    const writer = await db.sql.reserve();
    try {
      await writer`BEGIN`;
      await writer`SELECT pg_advisory_xact_lock(${int('Ctlg')}, 1)`;
      const before = await leaseEnd();
      const position = await renewLease(db.sql, '0', 1_000);
      expect(position.leased).toBe(false);
      expect(position.since).toBeGreaterThan(0);
      expect(await leaseEnd()).toBe(before);
      await writer`COMMIT`;
    } finally {
      writer.release();
    }
    expect((await renewLease(db.sql, '0', 10)).leased).toBe(true);
  });
});

describe('a replica holding a lease', () => {
  let cache: CatalogCache;
  let server: Awaited<ReturnType<typeof startCatalogApi>>;

  beforeAll(async () => {
    cache = createCatalogCache(db.sql, { leaseMs: LEASE_MS, alwaysLease: true });
    server = await startCatalogApi(db.sql, tmp, { catalogCache: cache });
  });
  afterAll(async () => {
    await server?.close();
  });

  const ids = async (url: string) => ((await (await fetch(`${server.url}${url}`)).json()) as { id: number }[]).map((p) => p.id);

  it('answers without reading the feed, and still never shows her once her withdrawal has committed', async () => {
    const word = 'merlinlease';
    const her = await insertProfile(db.sql, { aboutMe: `A ${word}` });
    const other = await insertProfile(db.sql, { aboutMe: `Another ${word}` });
    const url = `/api/profiles?search=${word}`;
    expect((await ids(url)).sort()).toEqual([her.id, other.id].sort());
    expect(cache.status().leased).toBe(true);
    const { readings } = cache.status();
    for (let i = 0; i < 5; i++) expect(await ids(url)).toContain(her.id);
    // at most one renewal meanwhile, when asked in the lease's second half
    expect(cache.status().readings - readings).toBeLessThanOrEqual(1);

    // she withdraws: the statement returns once the lease has run out, and her next answer is without her
    const end = await leaseEnd();
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${her.id}`;
    expect(await databaseNow()).toBeGreaterThanOrEqual(end);
    expect(await ids(url)).toEqual([other.id]);
    expect((await fetch(`${server.url}/api/profiles/${her.id}`)).status).toBe(404);
  });
});

describe('a replica without a lease', () => {
  it('takes none while each reading is alone, and one once a reading waits for another', async () => {
    const fresh = await createTestDatabase();
    try {
      const cache = createCatalogCache(fresh.sql, { leaseMs: LEASE_MS });
      for (let i = 0; i < 5; i++) await cache.kept('none');
      expect(cache.status().leased).toBe(false);
      expect(await leaseEnd(fresh.sql)).toBe(0);

      // the first reading starts at the end of this turn; a request while it is under way waits for the next
      const first = cache.kept('none');
      await new Promise((resolve) => setImmediate(resolve));
      const second = cache.kept('none');
      await Promise.all([first, second]);
      expect(cache.status().leased).toBe(true);
      expect(await leaseEnd(fresh.sql)).toBeGreaterThan(0);
    } finally {
      await fresh.drop();
    }
  });
});

describe('a refused renewal', () => {
  it('is not asked again before that lease has run out: the writer holding the lock is waiting for it', async () => {
    const cache = createCatalogCache(db.sql, { leaseMs: LEASE_MS, alwaysLease: true });
    await cache.kept('none');
    expect(cache.status().leased).toBe(true);
    const writer = await db.sql.reserve();
    try {
      await writer`BEGIN`;
      await writer`SELECT pg_advisory_xact_lock(${int('Ctlg')}, 1)`;
      // into the lease's second half, where a request asks for a renewal
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 2 + 100));
      const { readings } = cache.status();
      for (let i = 0; i < 20; i++) {
        await cache.kept('none');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(cache.status().leased).toBe(true);
      // the first asked, and at most one more was queued while it was under way
      expect(cache.status().readings - readings).toBeGreaterThanOrEqual(1);
      expect(cache.status().readings - readings).toBeLessThanOrEqual(2);
      await writer`COMMIT`;
    } finally {
      writer.release();
    }
  });
});

/** The advisory lock's first key: four letters as a big-endian int. */
function int(tag: string): number {
  return Buffer.from(tag).readInt32BE(0);
}
