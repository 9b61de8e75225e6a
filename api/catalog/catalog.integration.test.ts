// The catalogue change feed over HTTP against real PostgreSQL: a snapshot newest first, then the
// changes (upserts and tombstones), one per profile a page, a 400 for a tampered cursor, and a
// client replica that ends equal to the public catalogue even when transactions commit out of
// order or while the snapshot is being read.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CatalogCard, CatalogCardSchema } from '#contract/profile.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { type CatalogPage, CatalogPageSchema } from '#sync/catalog.schema.ts';
import { startCatalogApi, waitUntilChangesFinal } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

// The feed holds back changes until every older transaction of the whole PostgreSQL server has
// ended (docs/decisions/002). Other test files share that server and some hold long
// transactions (the demo seed runs in one), so waits are generous.
const FEED_WAIT_MS = 50_000;
vi.setConfig({ testTimeout: 90_000 });

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startCatalogApi>>;
let tmp: string;

const DAY = 24 * 3600 * 1000;
const T = Date.parse('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T - days * DAY);

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-catalog-'));
  server = await startCatalogApi(db.sql, tmp);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function pull(cursor: string, limit: number): Promise<CatalogPage> {
  const res = await fetch(`${server.url}/api/sync/catalog?cursor=${encodeURIComponent(cursor)}&limit=${limit}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, no-cache');
  return CatalogPageSchema.parse(JSON.parse(text));
}

/** A client replica as the app keeps it: applies pages until nothing more is ready. */
class Replica {
  cards = new Map<number, CatalogCard>();
  cursor = '';
  pages: CatalogPage[] = [];
  private seenInSnapshot = new Set<number>();

  async drain(limit = 3): Promise<CatalogPage[]> {
    const pages: CatalogPage[] = [];
    for (let i = 0; i < 1000; i++) {
      const page = await pull(this.cursor, limit);
      pages.push(page);
      this.apply(page);
      if (!page.hasMore) return pages;
    }
    throw new Error('the feed never ran out');
  }

  apply(page: CatalogPage): void {
    const snapshot = this.cursor === '' || this.inSnapshot;
    for (const change of page.changes) {
      if (change.kind === 'upsert') {
        this.cards.set(change.profile.id, change.profile);
        if (snapshot) this.seenInSnapshot.add(change.profile.id);
      } else {
        this.cards.delete(change.id);
      }
    }
    this.inSnapshot = snapshot && !page.snapshotComplete;
    if (page.snapshotComplete) {
      for (const id of this.cards.keys()) if (!this.seenInSnapshot.has(id)) this.cards.delete(id);
    }
    this.cursor = page.cursor;
    this.pages.push(page);
  }

  private inSnapshot = false;

  summary() {
    return [...this.cards.values()].map((c) => ({ id: c.id, aboutMe: c.aboutMe, age: c.age })).sort((a, b) => a.id - b.id);
  }
}

async function publicSet() {
  return db.sql<{ id: number; aboutMe: string; age: number }[]>`
    SELECT id, coalesce(about_me, '') AS "aboutMe", age FROM profiles
    WHERE is_public
    ORDER BY id`;
}

/** Once every change is final, the replica drains and then equals the public catalogue. */
async function expectConverges(replica: Replica, limit = 3) {
  await waitUntilChangesFinal(db.sql, FEED_WAIT_MS);
  await replica.drain(limit);
  expect(replica.summary()).toEqual(await publicSet());
}

describe('GET /api/sync/catalog', () => {
  it('starts with a snapshot of the public catalogue, newest first, in pages of compact cards', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await insertProfile(db.sql, { createdAt: at(10 - i) })).id);
    await insertProfile(db.sql, { status: 'PENDING', isApproved: false, createdAt: at(0) });
    await insertProfile(db.sql, { consentWithdrawnAt: at(0), createdAt: at(0) });
    const newestFirst = [...ids].reverse();

    const first = await pull('', 2);
    expect(first.changes.map((c) => (c.kind === 'upsert' ? c.profile.id : -c.id))).toEqual(newestFirst.slice(0, 2));
    expect(first.hasMore).toBe(true);
    expect(first.snapshotComplete).toBeUndefined();
    const [change] = first.changes;
    if (change?.kind !== 'upsert') throw new Error('expected an upsert');
    expect(Object.keys(change.profile).sort()).toEqual(Object.keys(CatalogCardSchema.shape).sort());
    expect(change.profile.lastName).toHaveLength(1);

    const second = await pull(first.cursor, 2);
    expect(second.changes.map((c) => (c.kind === 'upsert' ? c.profile.id : -c.id))).toEqual(newestFirst.slice(2, 4));
    expect(second.hasMore).toBe(true);
    const third = await pull(second.cursor, 2);
    expect(third.changes.map((c) => (c.kind === 'upsert' ? c.profile.id : -c.id))).toEqual(newestFirst.slice(4));
    expect(third.snapshotComplete).toBe(true);

    // the same pages again from the same cursor (a retried request)
    expect((await pull(first.cursor, 2)).changes).toEqual(second.changes);
  });

  it('then sends edits as upserts and everything that left the public view as tombstones', async () => {
    const replica = new Replica();
    const edited = await insertProfile(db.sql, { aboutMe: 'before' });
    const unpublished = await insertProfile(db.sql);
    const withdrawn = await insertProfile(db.sql);
    const softDeleted = await insertProfile(db.sql);
    const hardDeleted = await insertProfile(db.sql);
    const pending = await insertProfile(db.sql, { status: 'PENDING', isApproved: false });
    await replica.drain(4);
    expect(replica.cards.has(edited.id)).toBe(true);
    expect(replica.cards.has(pending.id)).toBe(false);

    await db.sql`UPDATE profiles SET about_me = 'after' WHERE id = ${edited.id}`;
    await db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${unpublished.id}`;
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${withdrawn.id}`;
    await db.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${softDeleted.id}`;
    await db.sql`DELETE FROM profiles WHERE id = ${hardDeleted.id}`;
    await db.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${pending.id}`;
    const added = await insertProfile(db.sql);

    // Every edit is final before the feed is read: read any earlier, the feed may rightly hold
    // back some of them still.
    const before = replica.pages.length;
    await expectConverges(replica, 50);
    // (other profiles may come again: the feed resends what changed since the snapshot began)
    const watched = new Set([edited, unpublished, withdrawn, softDeleted, hardDeleted, pending, added].map((p) => p.id));
    const kinds: Record<number, string> = {};
    for (const page of replica.pages.slice(before)) {
      for (const c of page.changes) {
        const id = c.kind === 'upsert' ? c.profile.id : c.id;
        if (watched.has(id)) kinds[id] = c.kind;
      }
    }
    expect(kinds).toEqual({
      [edited.id]: 'upsert',
      [unpublished.id]: 'delete',
      [withdrawn.id]: 'delete',
      [softDeleted.id]: 'delete',
      [hardDeleted.id]: 'delete',
      [pending.id]: 'upsert',
      [added.id]: 'upsert',
    });
    expect(replica.cards.get(edited.id)?.aboutMe).toBe('after');
  });

  it('sends one change per profile a page (its latest), and a tombstone for an upsert of a profile no longer public', async () => {
    const replica = new Replica();
    const p = await insertProfile(db.sql);
    await expectConverges(replica);
    for (const text of ['one', 'two', 'three']) await db.sql`UPDATE profiles SET about_me = ${text} WHERE id = ${p.id}`;
    await db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${p.id}`;
    const before = replica.pages.length;
    await expectConverges(replica, 50);
    const changes = replica.pages.slice(before).flatMap((page) => page.changes);
    expect(changes.filter((c) => (c.kind === 'upsert' ? c.profile.id : c.id) === p.id)).toEqual([{ kind: 'delete', id: p.id }]);

    // page by page: the first row is an upsert, but by now the profile is gone, so it reads as a delete
    const cursor = replica.cursor;
    await db.sql`UPDATE profiles SET status = 'ACTIVE' WHERE id = ${p.id}`;
    await db.sql`DELETE FROM profiles WHERE id = ${p.id}`;
    await waitUntilChangesFinal(db.sql, FEED_WAIT_MS);
    const page = await pull(cursor, 1);
    expect(page.changes).toEqual([{ kind: 'delete', id: p.id }]);
    expect(page.hasMore).toBe(true);
  });

  it('writes no change for a private edit, and one for a public one (the search column adds none)', async () => {
    const p = await insertProfile(db.sql, { aboutMe: 'quiet', contactMethods: { whatsapp: 'wa-1' }, sharedChannels: ['whatsapp'] });
    const count = async () => {
      const [row] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM catalog_changes WHERE profile_id = ${p.id}`;
      return row?.n;
    };
    expect(await count()).toBe(1);
    await db.sql`UPDATE profiles SET email = 'new@example.com', contact_methods = '{"whatsapp": "wa-OTHER-1"}', updated_at = now() WHERE id = ${p.id}`;
    await db.sql`UPDATE profiles SET consent_ip_hash = ${'0'.repeat(64)} WHERE id = ${p.id}`;
    expect(await count()).toBe(1);
    await db.sql`UPDATE profiles SET about_me = 'Canción de José' WHERE id = ${p.id}`;
    expect(await count()).toBe(2);
    // the channels she offers are public: a new one is a change
    await db.sql`UPDATE profiles SET contact_methods = contact_methods || '{"email": "x@example.com"}' WHERE id = ${p.id}`;
    expect(await count()).toBe(3);
    const [row] = await db.sql<{ searchText: string }[]>`SELECT search_text AS "searchText" FROM profiles WHERE id = ${p.id}`;
    expect(row?.searchText).toContain('cancion de jose');
  });

  it('answers a tampered cursor or a bad limit with a 400', async () => {
    const valid = (await pull('', 1)).cursor;
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors = [
      'not a cursor',
      '%%%',
      `${valid}x`,
      Buffer.from('{"phase":').toString('base64url'),
      json({ phase: 'feed', txid: '1', seq: 'x' }),
      json({ phase: 'feed', txid: '-1', seq: '0' }),
      json({ phase: 'feed', txid: '99999999999999999999999', seq: '0' }),
      json({ phase: 'feed', txid: '18446744073709551616', seq: '0' }),
      json({ phase: 'feed', txid: '1', seq: '9223372036854775808' }),
      json({ phase: 'snapshot', xmin0: '1', after: { createdAt: 'yesterday', id: 1 } }),
      json({ phase: 'snapshot', xmin0: '1', after: { createdAt: '2026-01-01 00:00:00+00', id: 0 } }),
      json({ phase: 'snapshot', xmin0: '1', after: null, extra: true }),
      json({ phase: 'other' }),
    ];
    for (const cursor of cursors) {
      const res = await fetch(`${server.url}/api/sync/catalog?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect((await res.json()).fieldErrors, cursor).toHaveProperty('cursor');
    }
    for (const limit of ['0', '1001', 'x', '1.5']) {
      const res = await fetch(`${server.url}/api/sync/catalog?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect((await res.json()).fieldErrors, limit).toHaveProperty('limit');
    }
    const res = await fetch(
      `${server.url}/api/sync/catalog?cursor=${encodeURIComponent(json({ phase: 'snapshot', xmin0: '1', after: { createdAt: '2026-01-01 00:00:00.123456+00', id: 1 } }))}`,
    );
    expect(res.status).toBe(200);
  });

  it('misses nothing that changes while the snapshot is being read', async () => {
    for (let i = 0; i < 6; i++) await insertProfile(db.sql, { createdAt: at(30 + i) });
    const replica = new Replica();
    replica.apply(await pull('', 3));
    const sent = [...replica.cards.keys()];
    const notYet = (await publicSet()).map((p) => p.id).filter((id) => !replica.cards.has(id));
    // newer than the snapshot's position (the keyset has passed it), an edit of a sent card,
    // and the removal of one not sent yet
    await insertProfile(db.sql, { createdAt: new Date(T + DAY) });
    await db.sql`UPDATE profiles SET age = age + 1 WHERE id = ${sent[0] as number}`;
    await db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${notYet[0] as number}`;
    await expectConverges(replica);
    expect(replica.pages.some((p) => p.snapshotComplete)).toBe(true);
  });

  it('never skips a change of an older transaction that commits after a newer one', async () => {
    const victim = await insertProfile(db.sql, { aboutMe: 'A will hide me' });
    const other = await insertProfile(db.sql, { aboutMe: 'B will edit me' });
    const replica = new Replica();
    await expectConverges(replica);

    const a = postgres(db.url, { max: 1, onnotice: () => undefined });
    const b = postgres(db.url, { max: 1, onnotice: () => undefined });
    let release: () => void = () => undefined;
    let txA: Promise<unknown> = Promise.resolve();
    try {
      let wrote: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // A takes its transaction id first (its write), then B writes and commits
      txA = a.begin(async (tx) => {
        await tx`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${victim.id}`;
        wrote();
        await held;
      });
      await Promise.race([written, txA]);
      const [ids] = await b.begin(async (tx) => {
        await tx`UPDATE profiles SET about_me = 'B was here' WHERE id = ${other.id}`;
        return tx<{ b: string }[]>`SELECT pg_current_xact_id()::text AS b`;
      });
      // B's change is committed and newer, but A is still running: the feed holds B back, so a
      // cursor can never pass A's change
      const whileOpen = await replica.drain();
      expect(whileOpen.flatMap((p) => p.changes)).toEqual([]);
      expect(replica.cards.get(other.id)?.aboutMe).toBe('B will edit me');

      release();
      await txA;
      await expectConverges(replica);
      expect(replica.cards.has(victim.id)).toBe(false);
      expect(replica.cards.get(other.id)?.aboutMe).toBe('B was here');
      const [order] = await db.sql<{ a: string; b: string }[]>`
        SELECT (SELECT txid::text FROM catalog_changes WHERE profile_id = ${victim.id} ORDER BY seq DESC LIMIT 1) AS a,
               (SELECT txid::text FROM catalog_changes WHERE profile_id = ${other.id} ORDER BY seq DESC LIMIT 1) AS b`;
      expect(BigInt(order?.a ?? 0)).toBeLessThan(BigInt(order?.b ?? 0));
      expect(ids?.b).toBe(order?.b);
    } finally {
      // a failed check must not leave A waiting: end() would wait for it for ever
      release();
      await Promise.allSettled([txA]);
      await a.end();
      await b.end();
    }
  });
});
