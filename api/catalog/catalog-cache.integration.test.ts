// The catalogue cache (catalog-cache.ts) over HTTP against real PostgreSQL, with two replicas of
// the app on one database: a profile that leaves the public catalogue leaves every kept answer of
// every replica at once; ETags agree between replicas and give 304s; the answers are the bytes
// the app sends without a cache; a list page says where the next one is (docs/decisions/070).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CatalogCache, createCatalogCache } from '#api/catalog/catalog-cache.ts';
import { buildProfile, type InsertedProfile, insertProfile, insertProfiles } from '#db/seed/factories/profile.factory.ts';
import { startCatalogApi, waitUntilChangesFinal } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

vi.setConfig({ testTimeout: 90_000 });

type Server = Awaited<ReturnType<typeof startCatalogApi>>;
let db: TestDatabase;
let tmp: string;
let cacheA: CatalogCache;
let cacheB: CatalogCache;
let a: Server;
let b: Server;
let uncached: Server;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-catalog-cache-'));
  cacheA = createCatalogCache(db.sql);
  cacheB = createCatalogCache(db.sql);
  a = await startCatalogApi(db.sql, tmp, { catalogCache: cacheA });
  b = await startCatalogApi(db.sql, tmp, { catalogCache: cacheB });
  uncached = await startCatalogApi(db.sql, tmp, { catalogCache: createCatalogCache(db.sql, { enabled: false }) });
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), uncached?.close()]);
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:http, because fetch adds Cache-Control: no-cache to conditional requests. */
function get(server: Server, url: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${url}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const ids = (got: Got) => (JSON.parse(got.body) as { id: number }[]).map((p) => p.id);

describe('two replicas on one database', () => {
  let word: string;
  let her: InsertedProfile;
  let other: InsertedProfile;
  let third: InsertedProfile;

  beforeAll(async () => {
    word = 'kestrelcache';
    her = await insertProfile(db.sql, { aboutMe: `My ${word} and me`, isFeatured: true });
    other = await insertProfile(db.sql, { aboutMe: `A ${word} too` });
    third = await insertProfile(db.sql, { aboutMe: `Three ${word}s` });
  });

  it('when she withdraws her consent or pauses, then the other replica stops showing her at once', async () => {
    const herPaths = [`/api/profiles/${her.id}`, `/api/profiles/by-slug/${her.slugEn}/en`];
    const lists = [
      `/api/profiles?search=${word}`,
      `/api/profiles?search=${word}&limit=2&sort=oldest`,
      '/api/profiles',
      '/api/profiles/featured',
    ];
    for (const url of [...herPaths, ...lists]) {
      expect((await get(a, url)).status, url).toBe(200);
      expect((await get(b, url)).status, url).toBe(200);
    }
    // B keeps them: asked again with nothing changed, it answers from memory
    const kept = cacheB.status();
    expect(kept.entries).toBeGreaterThanOrEqual(herPaths.length + lists.length);
    for (const url of lists) expect(ids(await get(b, url)), url).toContain(her.id);
    expect(cacheB.status().generation).toBe(kept.generation);

    // written by "another replica" (straight to the database); B is asked right after the commit
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${her.id}`;
    for (const url of lists) expect(ids(await get(b, url)), url).not.toContain(her.id);
    for (const url of herPaths) expect((await get(b, url)).status, url).toBe(404);
    const searched = await get(b, `/api/profiles?search=${word}`);
    expect(searched.headers['x-total-count']).toBe('2');
    expect(ids(searched).sort()).toEqual([other.id, third.id].sort());

    await db.sql`UPDATE profiles SET paused_at = now() WHERE id = ${other.id}`;
    expect(ids(await get(b, `/api/profiles?search=${word}`))).toEqual([third.id]);
    expect((await get(b, `/api/profiles/${other.id}`)).status).toBe(404);
    expect(ids(await get(a, `/api/profiles?search=${word}`))).toEqual([third.id]);
  });

  it('gives the same ETag on every replica, a 304 when it still holds, and a new one once the list changed', async () => {
    const url = `/api/profiles?search=${word}`;
    const first = await get(a, url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get(b, url)).headers.etag).toBe(etag);
    for (const server of [a, b]) {
      const again = await get(server, url, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
    }

    await insertProfile(db.sql, { aboutMe: `Another ${word}` });
    const changed = await get(b, url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ids(changed)).toHaveLength(2);
  });

  it('answers a feed reader polling with the same cursor with a 304 while nothing changed', async () => {
    await waitUntilChangesFinal(db.sql);
    let cursor = '';
    for (let i = 0; i < 100; i++) {
      const page = JSON.parse((await get(a, `/api/sync/catalog?limit=50&cursor=${cursor}`)).body) as { cursor: string; hasMore: boolean };
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const url = `/api/sync/catalog?limit=50&cursor=${cursor}`;
    const poll = await get(b, url);
    expect(poll.status).toBe(200);
    expect(poll.headers['cache-control']).toBe('public, no-cache');
    const again = await get(a, url, { 'If-None-Match': poll.headers.etag as string });
    expect(again.status).toBe(304);
  });
});

describe('a full page of the change feed', () => {
  /** The feed's cursor at its head now (every change so far final and read). */
  async function headCursor(): Promise<string> {
    await waitUntilChangesFinal(db.sql);
    let cursor = '';
    for (let i = 0; i < 100; i++) {
      const page = JSON.parse((await get(uncached, `/api/sync/catalog?limit=1000&cursor=${cursor}`)).body) as {
        cursor: string;
        hasMore: boolean;
      };
      cursor = page.cursor;
      if (!page.hasMore) return cursor;
    }
    throw new Error('the feed never ended');
  }

  it('is kept while other profiles change, and recomputed when one of its own does', async () => {
    const cache = createCatalogCache(db.sql);
    const mine = await insertProfile(db.sql);
    const other = await insertProfile(db.sql);
    await waitUntilChangesFinal(db.sql);
    let computed = 0;
    const page = async () => {
      computed += 1;
      return { json: `"page ${computed}"`, dependsOn: [mine.id] };
    };
    let plain = 0;
    const list = async () => {
      plain += 1;
      return { json: `"list ${plain}"` };
    };
    expect((await cache.answer('page', page, { finalOnly: true })).body.toString()).toBe('"page 1"');
    expect((await cache.answer('list', list)).body.toString()).toBe('"list 1"');
    const before = cache.status().generation;

    await db.sql`UPDATE profiles SET about_me = about_me || ' again' WHERE id = ${other.id}`;
    expect((await cache.answer('page', page, { finalOnly: true })).body.toString()).toBe('"page 1"');
    expect((await cache.answer('list', list)).body.toString()).toBe('"list 2"');
    expect(cache.status().generation).toBeGreaterThan(before);

    await db.sql`UPDATE profiles SET about_me = about_me || ' again' WHERE id = ${mine.id}`;
    expect((await cache.answer('page', page, { finalOnly: true })).body.toString()).toBe('"page 2"');
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${mine.id}`;
    expect((await cache.kept('page'))?.body.toString()).toBeUndefined();
  });

  it('answers as the database does after each change, on the other replica too: her tombstone at once', async () => {
    const head = await headCursor();
    const word = 'merlinfeed';
    const [first, second, third] = [
      await insertProfile(db.sql, { aboutMe: `One ${word}` }),
      await insertProfile(db.sql, { aboutMe: `Two ${word}` }),
      await insertProfile(db.sql, { aboutMe: `Three ${word}` }),
    ];
    if (!first || !second || !third) throw new Error('no profiles');
    await waitUntilChangesFinal(db.sql);
    const url = `/api/sync/catalog?limit=2&cursor=${head}`;
    const same = async (at = url) => {
      const plain = await get(uncached, at);
      for (const server of [a, b]) {
        const got = await get(server, at);
        expect(got.body).toBe(plain.body);
        expect(got.headers.etag).toBe(plain.headers.etag);
      }
      return JSON.parse(plain.body) as { changes: { kind: string; id?: number; profile?: { id: number } }[]; hasMore: boolean };
    };
    const full = await same();
    expect(full.hasMore).toBe(true);
    expect(full.changes.map((change) => change.profile?.id)).toEqual([first.id, second.id]);

    // another profile changes (the third, after this page): the page stays as it was
    await db.sql`UPDATE profiles SET about_me = about_me || ' more' WHERE id = ${third.id}`;
    expect(await same()).toEqual(full);
    // one of its own is edited, then withdrawn: the next request on either replica shows it
    await db.sql`UPDATE profiles SET about_me = ${`Edited ${word}`} WHERE id = ${second.id}`;
    expect(JSON.stringify((await same()).changes[1])).toContain(`Edited ${word}`);
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${first.id}`;
    expect((await same()).changes[0]).toEqual({ kind: 'delete', id: first.id });

    // a page that is not full (the head) is not kept past a new change, once it is final
    const atHead = `/api/sync/catalog?limit=10&cursor=${head}`;
    expect((await same(atHead)).changes).toHaveLength(3);
    const fourth = await insertProfile(db.sql, { aboutMe: `Four ${word}` });
    await waitUntilChangesFinal(db.sql);
    expect((await same(atHead)).changes.map((change) => change.profile?.id ?? change.id)).toEqual([
      third.id,
      second.id,
      first.id,
      fourth.id,
    ]);
  });
});

describe('the first page of the snapshot', () => {
  interface Page {
    changes: { kind: string; id?: number; profile?: { id: number } }[];
    cursor: string;
  }
  const shown = (page: Page) => page.changes.map((change) => change.profile?.id ?? change.id);
  const withoutHorizon = (page: Page) => {
    const { xmin0: _horizon, ...cursor } = JSON.parse(Buffer.from(page.cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    return { ...page, cursor };
  };

  it('is kept while profiles beyond it change, for a while, and recomputed when one enters it or one of its own changes', async () => {
    const url = '/api/sync/catalog?limit=2';
    const older = await insertProfile(db.sql);
    const [one, two, three] = [await insertProfile(db.sql), await insertProfile(db.sql), await insertProfile(db.sql)];
    if (!one || !two || !three) throw new Error('no profiles');
    await waitUntilChangesFinal(db.sql);
    const aged = await startCatalogApi(db.sql, tmp, { catalogCache: createCatalogCache(db.sql, { snapshotKeptMs: 0 }) });
    try {
      const asked = async (server: Server) => JSON.parse((await get(server, url)).body) as Page;
      const first = await asked(b);
      expect(shown(first)).toEqual([three.id, two.id]);
      const firstAged = await asked(aged);

      // a profile beyond the page changes: kept as it was (its cursor too) — but not once too old
      await db.sql`UPDATE profiles SET about_me = about_me || ' beyond' WHERE id = ${older.id}`;
      expect(await asked(b)).toEqual(first);
      // its recomputed cursor starts past the edit, once no other file's transaction holds the
      // horizon below it
      await waitUntilChangesFinal(db.sql);
      const recomputed = await asked(aged);
      expect(shown(recomputed)).toEqual([three.id, two.id]);
      expect(recomputed.cursor).not.toBe(firstAged.cursor);
      expect(shown(await asked(uncached))).toEqual(shown(first));

      // a new profile enters it, on every replica at once
      const four = await insertProfile(db.sql);
      for (const server of [a, b, aged]) expect(shown(await asked(server))).toEqual([four.id, three.id]);
      // one of its own leaves
      await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${three.id}`;
      for (const server of [a, b, aged]) expect(shown(await asked(server))).toEqual([four.id, two.id]);
      // the one read after it leaves: the page may end there (it still says more follow here)
      await db.sql`UPDATE profiles SET paused_at = now() WHERE id = ${one.id}`;
      // (the cursor's horizon is the oldest transaction running in the whole cluster when each
      // page is read: another test file's may end between the two readings, so it is left out)
      expect(withoutHorizon(await asked(b))).toEqual(withoutHorizon(await asked(uncached)));
    } finally {
      await aged.close();
    }
  });
});

describe('the answers', () => {
  it('are the same bytes and headers with and without the cache, the first time and from memory', async () => {
    const p = await insertProfile(db.sql, { location: 'Santiago', age: 27 });
    await waitUntilChangesFinal(db.sql);
    const feedCursor = (JSON.parse((await get(uncached, '/api/sync/catalog?limit=1000')).body) as { cursor: string }).cursor;
    const urls = [
      '/api/profiles',
      '/api/profiles?limit=2',
      '/api/profiles?limit=2&offset=1&sort=oldest',
      '/api/profiles?location=Santiago&minAge=20&maxAge=30',
      '/api/profiles?location=all&sort=youngest',
      '/api/profiles?search=kestrelcache',
      '/api/profiles?minAge=40&maxAge=30',
      '/api/profiles/featured',
      `/api/profiles/${p.id}`,
      `/api/profiles/by-slug/${p.slugEn}/en`,
      `/api/profiles/by-slug/${p.slugEn}/xx`,
      '/api/profiles/0',
      `/api/sync/catalog?limit=3&cursor=${feedCursor}`,
      '/api/sync/catalog?cursor=bad',
    ];
    for (const url of urls) {
      const plain = await get(uncached, url);
      for (const round of ['computed', 'kept']) {
        const cached = await get(b, url);
        expect(cached.status, `${round} ${url}`).toBe(plain.status);
        expect(cached.body, `${round} ${url}`).toBe(plain.body);
        for (const header of ['content-type', 'x-total-count', 'link', 'cache-control', 'etag']) {
          expect(cached.headers[header], `${round} ${url} ${header}`).toBe(plain.headers[header]);
        }
      }
    }
  });
});

describe('a list page', () => {
  it('names the next page in a Link header while matches follow it, and none on the last', async () => {
    const word = 'plovernext';
    for (let i = 0; i < 3; i++) await insertProfile(db.sql, { aboutMe: `A ${word} here` });
    const first = await get(a, `/api/profiles?search=${word}&limit=2`);
    expect(ids(first)).toHaveLength(2);
    expect(first.headers.link).toBe(`</api/profiles?search=${word}&sort=newest&limit=2&offset=2>; rel="next"`);
    const next = await get(a, (first.headers.link as string).slice(1, (first.headers.link as string).indexOf('>')));
    expect(ids(next)).toHaveLength(1);
    expect(ids(next)).not.toContain(ids(first)[0]);
    expect(next.headers.link).toBeUndefined();
  });

  it('without limit, answers the first 1,000 of a larger catalogue and links the rest', async () => {
    await insertProfiles(
      db.sql,
      Array.from({ length: 1001 }, () => buildProfile()),
    );
    const first = await get(b, '/api/profiles');
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(1001);
    expect(ids(first)).toHaveLength(1000);
    expect(first.headers.link).toBe('</api/profiles?sort=newest&limit=1000&offset=1000>; rel="next"');
    const rest = await get(b, '/api/profiles?sort=newest&limit=1000&offset=1000');
    expect(ids(rest)).toHaveLength(total - 1000);
    expect(new Set([...ids(first), ...ids(rest)]).size).toBe(total);
    expect(rest.headers.link).toBeUndefined();
  });
});
