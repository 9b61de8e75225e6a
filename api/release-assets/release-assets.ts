// The hashed files of recent releases, kept for the pages and service workers of a release that
// this replica is not (docs/decisions/081). During a rolling deploy replicas of two releases
// answer side by side: a page or a worker of one asks any replica for its own lazy chunks and its
// precache list. At start-up each replica adds its dist/assets to a shared archive (a folder
// under DATA_DIR, or the S3 bucket under release-assets/ when S3 is configured) with a manifest
// of its release, keeps the RELEASE_ASSETS_KEEP releases started last and removes the files only
// older ones listed. The server answers /assets/<file> from its own dist first, then from here.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { resolveDataDir } from '../data-dir.ts';
import type { Env } from '../env.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { type S3Objects, s3Objects } from '../storage/s3.ts';

/**
 * A built file's name as the build writes it (`about-BZbMuS2p.js`): letters, digits, `_` and `-`,
 * then one or more extensions. No separator, no `%`, no leading dot: nothing else is looked up.
 */
const ASSET_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,150}(\.[A-Za-z0-9_-]{1,20}){1,3}$/;
/** A release is named by a digest of its files' names (each carries a hash of its content). */
const RELEASE_ID = /^[0-9a-f]{16}$/;
const MANIFEST_FILE = /^[0-9a-f]{16}\.json$/;

export function isAssetName(name: string): boolean {
  return ASSET_NAME.test(name);
}

export interface ReleaseManifest {
  release: string;
  /** When a replica of this release last started (ISO 8601): the newest ones are kept. */
  started: string;
  files: string[];
}

/** The shared archive: files by name, manifests by release. Every write is whole or absent. */
export interface ReleaseArchive {
  /** An archived file, or null when no kept release has it. */
  read(name: string): Promise<Buffer | null>;
  /** Stores a file; a file of that name already there has the same content (its name says so). */
  write(name: string, data: Buffer): Promise<void>;
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
  manifests(): Promise<ReleaseManifest[]>;
  writeManifest(manifest: ReleaseManifest): Promise<void>;
  removeManifest(release: string): Promise<void>;
}

function assertAssetName(name: string): void {
  if (!isAssetName(name)) throw new Error(`not a built file's name: ${JSON.stringify(name)}`);
}

function assertReleaseId(release: string): void {
  if (!RELEASE_ID.test(release)) throw new Error(`not a release id: ${JSON.stringify(release)}`);
}

function parseManifest(text: string): ReleaseManifest | null {
  try {
    const value = JSON.parse(text) as Partial<ReleaseManifest>;
    if (typeof value.release !== 'string' || !RELEASE_ID.test(value.release)) return null;
    if (typeof value.started !== 'string' || Number.isNaN(Date.parse(value.started))) return null;
    if (!Array.isArray(value.files)) return null;
    return {
      release: value.release,
      started: value.started,
      files: value.files.filter((file) => typeof file === 'string' && isAssetName(file)),
    };
  } catch {
    return null;
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The archive in a folder: `<root>/assets/<name>`, `<root>/releases/<release>.json`. */
export function diskReleaseArchive(root: string): ReleaseArchive {
  const assets = path.join(root, 'assets');
  const releases = path.join(root, 'releases');
  // written under a name of its own and renamed: replicas starting together never see half a file
  const writeWhole = async (folder: string, name: string, data: Buffer | string) => {
    await mkdir(folder, { recursive: true });
    const temporary = path.join(folder, `.${name}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, path.join(folder, name));
    } finally {
      await rm(temporary, { force: true });
    }
  };
  const list = async (folder: string) => readdir(folder).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
  return {
    async read(name) {
      assertAssetName(name);
      return readFile(path.join(assets, name)).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
    },
    async write(name, data) {
      assertAssetName(name);
      await writeWhole(assets, name, data);
    },
    async names() {
      return (await list(assets)).filter(isAssetName);
    },
    async remove(name) {
      assertAssetName(name);
      await rm(path.join(assets, name), { force: true });
    },
    async manifests() {
      const found: ReleaseManifest[] = [];
      for (const file of await list(releases)) {
        if (!MANIFEST_FILE.test(file)) continue;
        const text = await readFile(path.join(releases, file), 'utf8').catch((error: unknown) =>
          isMissing(error) ? null : Promise.reject(error),
        );
        const manifest = text === null ? null : parseManifest(text);
        if (manifest) found.push(manifest);
      }
      return found;
    },
    async writeManifest(manifest) {
      assertReleaseId(manifest.release);
      await writeWhole(releases, `${manifest.release}.json`, JSON.stringify(manifest));
    },
    async removeManifest(release) {
      assertReleaseId(release);
      await rm(path.join(releases, `${release}.json`), { force: true });
    },
  };
}

/** The archive in the bucket: `release-assets/assets/<name>`, `release-assets/releases/<release>.json`. */
export function s3ReleaseArchive(bucket: S3Objects, prefix = 'release-assets/'): ReleaseArchive {
  const assets = `${prefix}assets/`;
  const releases = `${prefix}releases/`;
  return {
    async read(name) {
      assertAssetName(name);
      return bucket.getObject(`${assets}${name}`);
    },
    async write(name, data) {
      assertAssetName(name);
      await bucket.putObject(`${assets}${name}`, data, contentTypeOf(name));
    },
    async names() {
      return (await bucket.listKeys(assets)).map((key) => key.slice(assets.length)).filter(isAssetName);
    },
    async remove(name) {
      assertAssetName(name);
      await bucket.deleteObject(`${assets}${name}`);
    },
    async manifests() {
      const found: ReleaseManifest[] = [];
      for (const key of await bucket.listKeys(releases)) {
        if (!MANIFEST_FILE.test(key.slice(releases.length))) continue;
        const data = await bucket.getObject(key);
        const manifest = data === null ? null : parseManifest(data.toString('utf8'));
        if (manifest) found.push(manifest);
      }
      return found;
    },
    async writeManifest(manifest) {
      assertReleaseId(manifest.release);
      await bucket.putObject(`${releases}${manifest.release}.json`, Buffer.from(JSON.stringify(manifest)), 'application/json');
    },
    async removeManifest(release) {
      assertReleaseId(release);
      await bucket.deleteObject(`${releases}${release}.json`);
    },
  };
}

/** The archive this installation shares between its replicas: the S3 bucket when configured, else DATA_DIR/release-assets. */
export function createReleaseArchive(env: Env): ReleaseArchive {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3ReleaseArchive(
      s3Objects({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      }),
    );
  }
  return diskReleaseArchive(path.join(resolveDataDir(env), 'release-assets'));
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream';
}

export interface Published {
  release: string;
  files: number;
  /** Files this start added to the archive (the others were there already). */
  added: number;
  /** Releases no longer kept, and the files only they listed, removed from the archive. */
  droppedReleases: string[];
  removedFiles: number;
}

/** A few writes at a time: the bucket takes them in parallel, and a start-up does not open hundreds. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/**
 * Adds a release's dist/assets to the archive and prunes it to the `keep` releases started last.
 * The manifest goes first, so a replica pruning meanwhile already counts these files as kept; a
 * file another replica is writing at the same moment is written whole by each.
 */
export async function publishRelease(
  archive: ReleaseArchive,
  distDir: string,
  keep: number,
  now: Date = new Date(),
): Promise<Published | null> {
  const folder = path.join(distDir, 'assets');
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
  const files = entries
    .filter((entry) => entry.isFile() && isAssetName(entry.name))
    .map((entry) => entry.name)
    .sort();
  if (files.length === 0) return null;
  const release = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  await archive.writeManifest({ release, started: now.toISOString(), files });
  const present = new Set(await archive.names());
  const missing = files.filter((name) => !present.has(name));
  await eachLimited(missing, 8, async (name) => archive.write(name, await readFile(path.join(folder, name))));
  return { release, files: files.length, added: missing.length, ...(await pruneReleases(archive, keep)) };
}

/** The `keep` releases started last, newest first (ties by name, so every replica picks the same). */
async function keptAndDropped(archive: ReleaseArchive, keep: number) {
  const all = (await archive.manifests()).sort(
    (a, b) => Date.parse(b.started) - Date.parse(a.started) || a.release.localeCompare(b.release),
  );
  return { kept: all.slice(0, keep), dropped: all.slice(keep) };
}

/**
 * Removes the releases beyond the `keep` started last, and every archived file no kept release
 * lists. The manifests are read again just before anything is removed: a release that started
 * meanwhile keeps its files.
 */
export async function pruneReleases(archive: ReleaseArchive, keep: number): Promise<Pick<Published, 'droppedReleases' | 'removedFiles'>> {
  if ((await keptAndDropped(archive, keep)).dropped.length === 0) return { droppedReleases: [], removedFiles: 0 };
  const names = await archive.names();
  const { kept, dropped } = await keptAndDropped(archive, keep);
  const listed = new Set(kept.flatMap((manifest) => manifest.files));
  const unlisted = names.filter((name) => !listed.has(name));
  await eachLimited(unlisted, 8, (name) => archive.remove(name));
  for (const manifest of dropped) await archive.removeManifest(manifest.release);
  return { droppedReleases: dropped.map((manifest) => manifest.release), removedFiles: unlisted.length };
}

/**
 * GET/HEAD /assets/<name> for a built file this replica's dist does not have: from the archive,
 * cached for good like the replica's own (its name changes with its content); anything else, or
 * a file no kept release has, goes on (to the 404).
 */
export function archivedAssets(archive: ReleaseArchive): RequestHandler {
  return async (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAssetName(name)) return next();
    try {
      const data = await archive.read(name);
      if (!data) return next();
      setCacheControl(res.type(contentTypeOf(name)), 'immutable');
      res.send(data);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * At start-up: the installation's archive with this replica's release added. An archive that
 * cannot be written (the bucket away) costs only the other releases' files, never the start.
 */
export async function openReleaseArchive(env: Env, distDir: string, log: Logger): Promise<ReleaseArchive> {
  const archive = createReleaseArchive(env);
  try {
    const published = await publishRelease(archive, distDir, env.RELEASE_ASSETS_KEEP);
    if (published) log.info(published, 'release assets archived');
  } catch (error) {
    log.warn({ err: error }, 'release assets not archived: pages of other releases may miss their files on this replica');
  }
  return archive;
}
