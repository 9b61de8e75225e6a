// The catalogue's fast path (catalog-fast-path.ts) against the whole Express stack, both apps over
// one database and one catalogue cache in production mode: a kept answer sent before Express is
// the same status, headers (but Date) and bytes as the normal path sends for it, gzip and brotli
// included (one cache: the feed's first page names the oldest transaction running when it was
// read, anywhere on the server, so two readings of it may differ while nothing changed); a matching If-None-Match is
// a 304; a write is seen by the next request; anything the fast path does not hold goes on to
// Express; every request is logged once (docs/decisions/070).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogCache, createCatalogCache } from '#api/catalog/catalog-cache.ts';
import { createLogger } from '#api/logger.ts';
import { type InsertedProfile, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { startCatalogApi, waitUntilChangesFinal } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';

vi.setConfig({ testTimeout: 90_000 });

type Server = Awaited<ReturnType<typeof startCatalogApi>>;
let db: TestDatabase;
let tmp: string;
let cache: CatalogCache;
let fast: Server;
let normal: Server;
let her: InsertedProfile;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-fast-path-'));
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const env = productionEnv({ LOG_LEVEL: 'info' });
  cache = createCatalogCache(db.sql);
  fast = await startCatalogApi(db.sql, tmp, { env, catalogCache: cache, logger: pino({ level: 'info' }, lines) });
  normal = await startCatalogApi(db.sql, tmp, { env, catalogCache: cache, catalogFastPath: false, logger: createLogger('silent') });
  her = await insertProfile(db.sql, { aboutMe: `A long enough text to be compressed. ${'Ola mar. '.repeat(150)}`, isFeatured: true });
  for (let i = 0; i < 3; i++) await insertProfile(db.sql, { location: 'Santiago', age: 30 + i });
  await waitUntilChangesFinal(db.sql);
});

afterAll(async () => {
  await Promise.all([fast?.close(), normal?.close()]);
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

let computed: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  computed = vi.spyOn(cache, 'answer');
  return () => computed.mockRestore();
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http: raw bytes (no decompression), no header added but ours. */
function request(server: Server, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .request(`${server.url}${url}`, { method, headers: { 'X-Request-Id': 'same-id', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Everything but Date, which is the clock's. */
function comparable({ status, headers, body }: Got) {
  const { date: _date, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
}

/** Asks the fast app twice (the first fills the cache) and checks the second came from the fast path. */
async function fromFastPath(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  await request(fast, url, {}, method);
  computed.mockClear();
  const got = await request(fast, url, headers, method);
  expect(computed, `${method} ${url} went through Express`).not.toHaveBeenCalled();
  return got;
}

async function feedHead(): Promise<string> {
  let cursor = '';
  for (let i = 0; i < 100; i++) {
    const page = JSON.parse((await request(normal, `/api/sync/catalog?limit=100&cursor=${cursor}`)).body.toString()) as {
      cursor: string;
      hasMore: boolean;
    };
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return cursor;
}

describe('a kept answer from the fast path', () => {
  let urls: string[];
  beforeAll(async () => {
    urls = [
      '/api/profiles?limit=20',
      '/api/profiles?location=Santiago&minAge=20&sort=oldest&limit=2',
      '/api/profiles/featured',
      `/api/profiles/${her.id}`,
      `/api/profiles/by-slug/${her.slugEn}/en`,
      '/api/sync/catalog?limit=2',
      `/api/sync/catalog?limit=200&cursor=${await feedHead()}`,
    ];
  });

  const variants: [string, Record<string, string>, string?][] = [
    ['plain', {}],
    ['gzip', { 'Accept-Encoding': 'gzip' }],
    ['a browser', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }],
    ['curl', { 'Accept-Encoding': 'deflate, gzip' }],
    ['HEAD', { 'Accept-Encoding': 'gzip, br' }, 'HEAD'],
    ['a cookie', { Cookie: '__Host-contacto.sid=Fe26.2**forged' }],
  ];
  for (const [name, headers, method] of variants) {
    it(`is the normal path's status, headers and bytes (${name})`, async () => {
      for (const url of urls) {
        const got = await fromFastPath(url, headers, method);
        expect(got.status, url).toBe(200);
        expect(comparable(got), `${name} ${url}`).toEqual(comparable(await request(normal, url, headers, method)));
      }
    });
  }

  it('is compressed when asked and large enough, and carries the security headers', async () => {
    const got = await fromFastPath('/api/profiles?limit=20', { 'Accept-Encoding': 'br, gzip' });
    expect(got.headers['content-encoding']).toBe('br');
    expect(got.headers['transfer-encoding']).toBe('chunked');
    expect(got.headers['content-security-policy']).toContain("default-src 'self'");
    expect(got.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(got.headers['x-frame-options']).toBe('DENY');
    expect(got.headers.vary).toBe('Accept-Encoding');
  });

  it('is a 304 when If-None-Match names it, as on the normal path', async () => {
    for (const url of urls) {
      const { etag } = (await request(fast, url)).headers as { etag: string };
      for (const match of [etag, `"x", ${etag}`, etag.slice(2), '*']) {
        const got = await fromFastPath(url, { 'If-None-Match': match });
        expect(got.status, `${url} ${match}`).toBe(304);
        expect(comparable(got)).toEqual(comparable(await request(normal, url, { 'If-None-Match': match })));
      }
      const other = await fromFastPath(url, { 'If-None-Match': 'W/"other"' });
      expect(other.status).toBe(200);
      const noCache = await fromFastPath(url, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
      expect(noCache.status).toBe(200);
      expect(comparable(noCache)).toEqual(comparable(await request(normal, url, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' })));
    }
  });

  it('is logged once, as the normal path logs it', async () => {
    logLines.length = 0;
    await fromFastPath('/api/profiles/featured', { 'X-Request-Id': 'fast-1' });
    const mine = logLines.filter((line) => (line.req as { id?: string } | undefined)?.id === 'fast-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/profiles/featured' },
      res: { statusCode: 200, headers: { etag: expect.any(String), 'x-request-id': 'fast-1' } },
    });
  });
});

describe('after a write', () => {
  it('the next request sees it, whichever replica wrote', async () => {
    const url = `/api/profiles/${her.id}`;
    const before = await fromFastPath(url);
    await db.sql`UPDATE profiles SET about_me = 'Changed just now' WHERE id = ${her.id}`;
    const after = await request(fast, url);
    expect(computed).toHaveBeenCalled();
    expect(JSON.parse(after.body.toString()).aboutMe).toBe('Changed just now');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // and once kept again, it comes from the fast path
    expect(comparable(await fromFastPath(url))).toEqual(comparable(after));

    await db.sql`UPDATE profiles SET paused_at = now() WHERE id = ${her.id}`;
    expect((await request(fast, url)).status).toBe(404);
    expect((await request(fast, url)).status).toBe(404);
    const list = JSON.parse((await request(fast, '/api/profiles?limit=20')).body.toString()) as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(her.id);
  });
});

describe('anything the fast path does not hold', () => {
  it('goes on to Express and gets the normal answer', async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ['/api/profiles?limit=3&offset=1', {}],
      ['/api/profiles?limit=abc', {}],
      ['/api/profiles/999999', {}],
      ['/api/profiles?limit=20', { 'Accept-Encoding': 'gzip;q=0, br;q=0.5' }],
      ['/api/profiles?limit=20', { 'Accept-Encoding': 'deflate' }],
      ['/api/profiles?limit=20', { 'If-Modified-Since': new Date().toUTCString() }],
      ['/api/profiles?limit=20', { 'Content-Type': 'application/json', 'Content-Length': '0' }],
      ['/api/profiles?limit=20', {}, 'DELETE'],
    ];
    await request(fast, '/api/profiles?limit=20');
    for (const [url, headers, method] of cases) {
      computed.mockClear();
      const got = await request(fast, url, headers, method);
      expect(comparable(got), `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`).toEqual(
        comparable(await request(normal, url, headers, method)),
      );
      if (got.status === 200) expect(computed, url).toHaveBeenCalled();
    }
  });
});
