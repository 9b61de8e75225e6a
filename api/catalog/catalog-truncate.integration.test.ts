// TRUNCATE fires no row triggers, yet everything kept from the profiles must follow it: the change
// feed sends a tombstone for every profile that was public (offline replicas drop them), and the
// totals, the kept per-city counts and the searched-total cache alike, drop to zero.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { type CatalogPage, CatalogPageSchema } from '#sync/catalog.schema.ts';
import { startCatalogApi, waitUntilChangesFinal } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

// The feed holds back changes until every older transaction of the whole server has ended, and
// other test files share that server (catalog.integration.test.ts).
const FEED_WAIT_MS = 50_000;
vi.setConfig({ testTimeout: 90_000 });

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startCatalogApi>>;
let tmp: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-truncate-'));
  server = await startCatalogApi(db.sql, tmp);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function pull(cursor: string): Promise<CatalogPage> {
  const res = await fetch(`${server.url}/api/sync/catalog?cursor=${encodeURIComponent(cursor)}&limit=50`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CatalogPageSchema.parse(JSON.parse(text));
}

async function total(query: string): Promise<{ total: number; ids: number[] }> {
  const res = await fetch(`${server.url}/api/profiles${query}`);
  expect(res.status).toBe(200);
  return { total: Number(res.headers.get('x-total-count')), ids: ((await res.json()) as { id: number }[]).map((p) => p.id) };
}

describe('TRUNCATE profiles', () => {
  it('sends a tombstone for every public profile to a feed reader, and every total drops to zero', async () => {
    const word = 'zebrafinch';
    const publicIds: number[] = [];
    for (let i = 0; i < 5; i++) publicIds.push((await insertProfile(db.sql, { aboutMe: i < 3 ? `I love my ${word}` : 'hello' })).id);
    await insertProfile(db.sql, { status: 'PENDING', isApproved: false });

    // a reader that holds every public profile, with a cursor in the feed
    const replica = new Set<number>();
    let cursor = '';
    for (let page = await pull(cursor); ; page = await pull(cursor)) {
      for (const change of page.changes) {
        if (change.kind === 'upsert') replica.add(change.profile.id);
        else replica.delete(change.id);
      }
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect([...replica].sort((a, b) => a - b)).toEqual(publicIds);
    // both totals are taken (and the searched one kept by this process's cache) before
    expect((await total('')).total).toBe(5);
    expect((await total(`?search=${word}`)).total).toBe(3);

    await db.sql`TRUNCATE profiles CASCADE`;

    expect(await total('')).toEqual({ total: 0, ids: [] });
    expect(await total(`?search=${word}`)).toEqual({ total: 0, ids: [] });
    expect(await total(`?search=${word}&location=${encodeURIComponent('Santo Domingo')}`)).toEqual({ total: 0, ids: [] });
    expect(await db.sql`SELECT * FROM public_profile_counts WHERE n <> 0`).toEqual([]);

    const tombstones = new Set<number>();
    await waitUntilChangesFinal(db.sql, FEED_WAIT_MS);
    for (let more = true; more; ) {
      const page = await pull(cursor);
      for (const change of page.changes) {
        if (change.kind === 'delete') {
          tombstones.add(change.id);
          replica.delete(change.id);
        }
      }
      cursor = page.cursor;
      more = page.hasMore;
    }
    expect([...tombstones].sort((a, b) => a - b)).toEqual(publicIds);
    expect(replica.size).toBe(0);
  });
});
