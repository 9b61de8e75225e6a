// Rolling deploys: the app started on one release serves the hashed files of the releases kept
// beside it (from a folder, or from an S3-compatible server), prunes the older ones, and never
// lets a name that is not a built file's reach the archive.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { type S3TestServer, startS3Server } from '#tests/s3-server.ts';
import { createApp } from '../server.ts';
import { s3Objects } from '../storage/s3.ts';
import { createDiskStorage } from '../storage/storage.ts';
import {
  createReleaseArchive,
  diskReleaseArchive,
  openReleaseArchive,
  publishRelease,
  type ReleaseArchive,
  s3ReleaseArchive,
} from './release-assets.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const silent = pino({ level: 'silent' });
let db: TestDatabase;
let tmp: string;
let s3server: S3TestServer;
let endpoint: string;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-release-assets-'));
  s3server = await startS3Server(path.join(tmp, 's3'));
  endpoint = s3server.endpoint;
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await s3server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

let releases = 0;
/** A synthetic build: dist/index.html and dist/assets/<files>, each file's text its own name. */
async function release(...files: string[]): Promise<string> {
  const dist = path.join(tmp, `release-${++releases}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), `<!doctype html><title>release ${releases}</title>`);
  for (const file of files) await writeFile(path.join(dist, 'assets', file), `/* ${file} */`);
  return dist;
}

/** The app on a release, as a replica starts: its files added to the archive first. */
async function startReplica(dist: string, archive: ReleaseArchive, keep = 5, at = new Date()): Promise<string> {
  await publishRelease(archive, dist, keep, at);
  return serve(dist, archive);
}

async function serve(dist: string, archive: ReleaseArchive): Promise<string> {
  const server = await listen(
    createApp({
      env: productionEnv(),
      logger: silent,
      sql: db.sql,
      storage: createDiskStorage(path.join(tmp, 'uploads')),
      distDir: dist,
      releaseAssets: archive,
      readiness: { sql: db.sql, queue: async () => undefined },
    }),
  );
  servers.push(server);
  return server.url;
}

const minutes = (n: number) => new Date(Date.UTC(2030, 0, 1, 12, n));

const s3Archive = () =>
  s3ReleaseArchive(s3Objects({ endpoint, region: 'us-east-1', bucket: 'media', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }));

const archives: [string, () => Promise<ReleaseArchive>][] = [
  ['a folder', async () => diskReleaseArchive(await mkdtemp(path.join(tmp, 'archive-')))],
  // each test its own prefix in the one bucket
  [
    'the S3 bucket',
    async () =>
      s3ReleaseArchive(
        s3Objects({ endpoint, region: 'us-east-1', bucket: 'media', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
        `t${++releases}/release-assets/`,
      ),
  ],
];

describe.each(archives)('release assets in %s', (_label, makeArchive) => {
  it("a replica of release B serves release A's files, cached for good, and its own; A's serves B's", async () => {
    const archive = await makeArchive();
    const a = await startReplica(await release('a-Xk2pQ9zT.js', 'index-Ab3dEf6H.css'), archive, 5, minutes(0));
    const b = await startReplica(await release('b-Yz7wR4mN.js'), archive, 5, minutes(1));

    for (const [server, file] of [
      [b, 'a-Xk2pQ9zT.js'],
      [b, 'b-Yz7wR4mN.js'],
      [a, 'b-Yz7wR4mN.js'],
    ] as const) {
      const res = await fetch(`${server}/assets/${file}`);
      expect(res.status, `${file} from ${server === a ? 'A' : 'B'}`).toBe(200);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(await res.text()).toBe(`/* ${file} */`);
    }
    const css = await fetch(`${b}/assets/index-Ab3dEf6H.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);

    const missing = await fetch(`${b}/assets/c-Qw8eR5tY.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
  });

  it('keeps the releases started last and removes the files only older ones listed', async () => {
    const archive = await makeArchive();
    // the shared file is the same in every release: the same name, the same content
    await publishRelease(archive, await release('one-AAAAAAAA.js', 'shared-SSSSSSSS.js'), 2, minutes(0));
    await publishRelease(archive, await release('two-BBBBBBBB.js'), 2, minutes(1));
    expect((await archive.names()).sort()).toEqual(['one-AAAAAAAA.js', 'shared-SSSSSSSS.js', 'two-BBBBBBBB.js']);

    const third = await publishRelease(archive, await release('three-CCCCCCCC.js', 'shared-SSSSSSSS.js'), 2, minutes(2));
    expect(third).toMatchObject({ files: 2, added: 1, removedFiles: 1 });
    expect(third?.droppedReleases).toHaveLength(1);
    expect((await archive.names()).sort()).toEqual(['shared-SSSSSSSS.js', 'three-CCCCCCCC.js', 'two-BBBBBBBB.js']);
    expect(await archive.manifests()).toHaveLength(2);

    const b = await startReplica(await release('four-DDDDDDDD.js'), archive, 2, minutes(3));
    expect((await fetch(`${b}/assets/three-CCCCCCCC.js`)).status).toBe(200);
    expect((await fetch(`${b}/assets/shared-SSSSSSSS.js`)).status).toBe(200);
    expect((await fetch(`${b}/assets/two-BBBBBBBB.js`)).status).toBe(404);
    expect((await fetch(`${b}/assets/one-AAAAAAAA.js`)).status).toBe(404);
  });

  it('a release started again counts as started last: a rollback keeps its files', async () => {
    const archive = await makeArchive();
    const first = await release('old-OOOOOOOO.js');
    await publishRelease(archive, first, 2, minutes(0));
    await publishRelease(archive, await release('new-NNNNNNNN.js'), 2, minutes(1));
    await publishRelease(archive, first, 2, minutes(2));
    await publishRelease(archive, await release('newer-WWWWWWWW.js'), 2, minutes(3));
    expect((await archive.names()).sort()).toEqual(['newer-WWWWWWWW.js', 'old-OOOOOOOO.js']);
  });

  it('replicas starting together, of one release and of the next, leave every file of both whole', async () => {
    const archive = await makeArchive();
    const files = Array.from({ length: 30 }, (_, i) => `chunk${i}-${String(i).padStart(8, 'x')}.js`);
    const a = await release(...files);
    const b = await release('next-NNNNNNNN.js', ...files.slice(10));
    await Promise.all([
      publishRelease(archive, a, 2, minutes(0)),
      publishRelease(archive, a, 2, minutes(0)),
      publishRelease(archive, a, 2, minutes(0)),
      publishRelease(archive, b, 2, minutes(1)),
      publishRelease(archive, b, 2, minutes(1)),
    ]);
    expect((await archive.names()).sort()).toEqual([...files, 'next-NNNNNNNN.js'].sort());
    for (const file of files) expect((await archive.read(file))?.toString()).toBe(`/* ${file} */`);
    expect(await archive.manifests()).toHaveLength(2);
  });
});

describe('names that are not a built file', () => {
  it('never reach the archive', async () => {
    const root = await mkdtemp(path.join(tmp, 'archive-'));
    const disk = diskReleaseArchive(root);
    const asked: string[] = [];
    const spy: ReleaseArchive = {
      ...disk,
      read(name) {
        asked.push(name);
        return disk.read(name);
      },
    };
    // what a way out of the folder would find
    await writeFile(path.join(root, 'secret.js'), 'secret');
    await writeFile(path.join(tmp, 'secret.js'), 'secret');
    const server = await startReplica(await release('app-Zz9yX8wV.js'), spy);
    for (const url of [
      '/assets/..%2Fsecret.js',
      '/assets/..%2F..%2Fsecret.js',
      '/assets/%2e%2e%2fsecret.js',
      '/assets/..%5csecret.js',
      '/assets/.secret.js',
      '/assets/sub%2Fapp-Zz9yX8wV.js',
      '/assets/app-Zz9yX8wV.js%00.png',
      '/assets/app%20Zz9yX8wV.js',
      '/assets/app-Zz9yX8wV..js',
      '/assets/noextension',
      `/assets/${'a'.repeat(300)}.js`,
    ]) {
      const res = await fetch(`${server}${url}`);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(await res.text(), url).not.toContain('secret');
    }
    expect(asked).toEqual([]);
    for (const name of ['../secret.js', '..', 'a/b.js', '.x.js', '']) {
      await expect(disk.read(name), name).rejects.toThrow(/not a built file's name/);
      await expect(disk.write(name, Buffer.from('x')), name).rejects.toThrow(/not a built file's name/);
    }
    await expect(disk.removeManifest('../../secret')).rejects.toThrow(/not a release id/);
  });

  it('in a dist or a manifest are left out of the archive', async () => {
    const root = await mkdtemp(path.join(tmp, 'archive-'));
    const archive = diskReleaseArchive(root);
    const dist = await release('good-GGGGGGGG.js', '.hidden-HHHHHHHH.js', 'with space-SSSSSSSS.js');
    await publishRelease(archive, dist, 2);
    expect(await archive.names()).toEqual(['good-GGGGGGGG.js']);
    await mkdir(path.join(root, 'releases'), { recursive: true });
    await writeFile(
      path.join(root, 'releases', '0123456789abcdef.json'),
      '{"release":"0123456789abcdef","started":"2030-01-01T00:00:00Z","files":["../x.js","ok-OOOOOOOO.js"]}',
    );
    await writeFile(path.join(root, 'releases', 'fedcba9876543210.json'), 'not json');
    const listed = (await archive.manifests()).find((manifest) => manifest.release === '0123456789abcdef');
    expect(listed?.files).toEqual(['ok-OOOOOOOO.js']);
    expect(await archive.manifests()).toHaveLength(2);
  });
});

describe('at start-up', () => {
  it('the archive is a folder under DATA_DIR, or the bucket under release-assets/ when S3 is configured', async () => {
    const dataDir = path.join(tmp, 'data');
    const dist = await release('boot-BBBBBBBB.js');
    await openReleaseArchive(productionEnv({ DATA_DIR: dataDir }), dist, silent);
    expect(await readdir(path.join(dataDir, 'release-assets', 'assets'))).toEqual(['boot-BBBBBBBB.js']);

    const s3 = productionEnv({
      DATA_DIR: dataDir,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const archive = await openReleaseArchive(s3, await release('bucket-KKKKKKKK.js'), silent);
    expect(await s3Archive().names()).toContain('bucket-KKKKKKKK.js');
    expect((await archive.read('bucket-KKKKKKKK.js'))?.toString()).toBe('/* bucket-KKKKKKKK.js */');
    expect(createReleaseArchive(s3)).toBeDefined();
  });

  it('a bucket that cannot be reached costs the other releases their files, never the start', async () => {
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const away = productionEnv({ S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' });
    const archive = await openReleaseArchive(away, await release('lone-LLLLLLLL.js'), log);
    expect(warnings.join('')).toMatch(/release assets not archived/);
    // and a page asking this replica for another release's file gets a 503, not a 500
    const server = await serve(await release('here-HHHHHHHH.js'), archive);
    const res = await fetch(`${server}/assets/elsewhere-EEEEEEEE.js`);
    expect(res.status).toBe(503);
  }, 30_000);
});
