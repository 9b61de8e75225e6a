// Backups of the embedded default (`npm run db:backup`, `npm run db:restore FILE`): one gzipped
// tar holding a physical copy of the running cluster, the WAL that makes it consistent, the
// cluster's password, the server secret (emailed purchase links are signed with it) and the media
// on disk. The embedded package ships no pg_dump, and a logical dump would have to rebuild
// pg-boss's own schema and partitions; a physical copy takes everything as it was at one moment.
//
// How (PostgreSQL's low-level backup API, docs "Making a Base Backup Using the Low Level API"):
// on one session, a temporary replication slot keeps the WAL from the first checkpoint on,
// pg_backup_start() forces full-page writes and a checkpoint, the data files are copied while the
// server runs (a page torn by a concurrent write is repaired by the WAL), pg_backup_stop() gives
// the backup_label, and the WAL segments from the start to the stop point are copied last. The
// restored cluster replays them on its first start, so it holds exactly what was committed when
// the backup stopped. Media are copied after that point: a file is written before the row that
// names it, so every row in the backup finds its file, unless the file was deleted in the seconds
// between the stop and its copy.
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, chown, lstat, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Sql } from 'postgres';
import tar from 'tar-stream';

export const BACKUP_FORMAT = 'contacto-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
/** The cluster's files in the archive live under this folder, as DATA_DIR/pg. */
const CLUSTER = 'pg';
/** Files of DATA_DIR besides the cluster that a restored installation needs. */
const DATA_FILES = ['contacto-password', 'server-secret'] as const;
/** Media on disk (api/storage: DATA_DIR/uploads). */
const MEDIA = 'uploads';

// Whose contents a base backup leaves out (PostgreSQL docs, "Backing Up the Data Directory"):
// recreated or meaningless on a new start. The folders themselves are kept, empty.
const EMPTY_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label.old', 'server.log']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  postgres: string;
  startLsn: string;
  stopLsn: string;
  clusterFiles: number;
  walSegments: number;
  mediaFiles: number;
  /** False when the media live in an S3 bucket (not in this file). */
  mediaOnDisk: boolean;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

interface Entry {
  name: string;
  /** A file on disk (streamed), or bytes. */
  file?: string;
  data?: Buffer | string;
  type?: 'directory';
  mode?: number;
}

/** A tar packer whose entries are written one after another (tar-stream takes one at a time). */
function archive(out: string) {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip({ level: 6 }), createWriteStream(out, { mode: 0o600 }));
  done.catch(() => undefined); // awaited in finish(); a failure also rejects the next add()
  async function add(entry: Entry): Promise<void> {
    if (entry.type === 'directory') {
      pack.entry({ name: `${entry.name}/`, type: 'directory', mode: entry.mode ?? 0o700 });
      return;
    }
    if (entry.data !== undefined) {
      const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.name, size: data.length, mode: entry.mode ?? 0o600 }, data, (e) => (e ? reject(e) : resolve())),
      );
      return;
    }
    const file = entry.file ?? '';
    // The size now; the server may write on. A file that grew is cut at this size and one that
    // shrank is padded with zeros: both are pages the WAL replay rewrites (full-page writes).
    const { size } = await stat(file);
    const sink = pack.entry({ name: entry.name, size, mode: entry.mode ?? 0o600 });
    let sent = 0;
    const source = size === 0 ? Readable.from([]) : createReadStream(file, { start: 0, end: size - 1 });
    async function* exactly() {
      for await (const chunk of source) {
        sent += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (sent < size) yield Buffer.alloc(size - sent);
    }
    await pipeline(exactly(), sink);
  }
  async function finish(): Promise<void> {
    pack.finalize();
    await done;
  }
  return { add, finish };
}

/** Every file and folder under `root` (relative paths), folders first, sorted. */
async function walk(root: string, relative = ''): Promise<{ dirs: string[]; files: string[] }> {
  const dirs: string[] = [];
  const files: string[] = [];
  let names: string[];
  try {
    names = (await readdir(path.join(root, relative))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { dirs, files };
    throw error;
  }
  for (const name of names) {
    const rel = relative ? `${relative}/${name}` : name;
    const info = await lstat(path.join(root, rel)).catch(() => null); // removed meanwhile (temp files)
    if (!info) continue;
    if (info.isDirectory()) {
      dirs.push(rel);
      const inner = await walk(root, rel);
      dirs.push(...inner.dirs);
      files.push(...inner.files);
    } else if (info.isFile()) {
      files.push(rel);
    }
  }
  return { dirs, files };
}

function clusterWanted(rel: string): boolean {
  const [top] = rel.split('/');
  if (top === undefined) return false;
  if (rel.includes('/') && EMPTY_FOLDERS.has(top)) return false;
  if (SKIPPED_FILES.has(rel)) return false;
  return !rel.split('/').some((part) => part.startsWith('pgsql_tmp'));
}

export interface BackupOptions {
  /** The pool of the running embedded server (superuser). */
  sql: Sql;
  /** DATA_DIR/pg. */
  clusterDir: string;
  /** DATA_DIR. */
  dataDir: string;
  /** Where the backup goes; written as `<out>.partial` and renamed when complete. */
  out: string;
  /** False when the media are in an S3 bucket. */
  mediaOnDisk: boolean;
  log?: (message: string) => void;
}

/** Writes a consistent backup of the running embedded cluster (and its media) to `out`. */
export async function backupEmbedded(options: BackupOptions): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  const partial = `${options.out}.partial`;
  await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
  const session = await options.sql.reserve();
  try {
    const [{ version } = { version: '' }] = await session<{ version: string }[]>`SELECT current_setting('server_version') AS version`;
    const slot = `contacto_backup_${process.pid}`;
    // temporary: dropped with this session, also when the process dies
    await session`SELECT pg_create_physical_replication_slot(${slot}, true, true)`;
    const [started] = await session<
      { lsn: string }[]
    >`SELECT pg_backup_start(${`contacto ${new Date().toISOString()}`}, true)::text AS lsn`;
    const startLsn = started?.lsn ?? '';
    log(`backup started at WAL ${startLsn}`);
    const out = archive(partial);
    let stop: { lsn: string; labelfile: string; spcmapfile: string } | undefined;
    let clusterFiles = 0;
    let walSegments = 0;
    let mediaFiles = 0;
    try {
      const cluster = await walk(options.clusterDir);
      await out.add({ name: CLUSTER, type: 'directory' });
      for (const dir of cluster.dirs.filter(clusterWanted)) await out.add({ name: `${CLUSTER}/${dir}`, type: 'directory' });
      for (const file of cluster.files.filter(clusterWanted)) {
        const source = path.join(options.clusterDir, file);
        // a relation file dropped meanwhile (a table rewritten, a temp file) is not needed: the WAL knows
        if (!(await stat(source).catch(() => null))) continue;
        await out.add({ name: `${CLUSTER}/${file}`, file: source });
        clusterFiles++;
      }
      [stop] = await session<{ lsn: string; labelfile: string; spcmapfile: string }[]>`
        SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)`;
      if (!stop) throw new BackupError('pg_backup_stop() answered nothing');
      await out.add({ name: `${CLUSTER}/backup_label`, data: stop.labelfile });
      if (stop.spcmapfile) await out.add({ name: `${CLUSTER}/tablespace_map`, data: stop.spcmapfile });

      // the WAL from the start checkpoint to the stop point (the slot kept it), and the timelines
      const [range] = await session<{ first: string; last: string }[]>`
        SELECT pg_walfile_name(${startLsn}::pg_lsn) AS first, pg_walfile_name(${stop.lsn}::pg_lsn) AS last`;
      const walDir = path.join(options.clusterDir, 'pg_wal');
      for (const name of (await readdir(walDir)).sort()) {
        const segment = WAL_SEGMENT.test(name) && range && name >= range.first && name <= range.last;
        if (!segment && !name.endsWith('.history')) continue;
        await out.add({ name: `${CLUSTER}/pg_wal/${name}`, file: path.join(walDir, name) });
        if (segment) walSegments++;
      }
      await session`SELECT pg_drop_replication_slot(${slot})`;
      log(`database copied: ${clusterFiles} files, ${walSegments} WAL segments up to ${stop.lsn}`);

      for (const name of DATA_FILES) {
        const data = await readFile(path.join(options.dataDir, name)).catch(() => null);
        if (data) await out.add({ name, data });
      }
      if (options.mediaOnDisk) {
        const media = await walk(path.join(options.dataDir, MEDIA));
        await out.add({ name: MEDIA, type: 'directory', mode: 0o755 });
        for (const dir of media.dirs) await out.add({ name: `${MEDIA}/${dir}`, type: 'directory', mode: 0o755 });
        for (const file of media.files) {
          const source = path.join(options.dataDir, MEDIA, file);
          if (!(await stat(source).catch(() => null))) continue; // removed meanwhile with its row
          await out.add({ name: `${MEDIA}/${file}`, file: source, mode: 0o644 });
          mediaFiles++;
        }
        log(`media copied: ${mediaFiles} files`);
      }
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        postgres: version,
        startLsn,
        stopLsn: stop.lsn,
        clusterFiles,
        walSegments,
        mediaFiles,
        mediaOnDisk: options.mediaOnDisk,
      };
      // last, so a reader knows the archive is whole when it finds it
      await out.add({ name: MANIFEST, data: `${JSON.stringify(manifest, null, 2)}\n` });
      await out.finish();
      await rename(partial, options.out);
      return manifest;
    } catch (error) {
      if (!stop) await session`SELECT pg_backup_stop(false)`.catch(() => undefined);
      await out.finish().catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
  } finally {
    session.release();
  }
}

/** True when `dir` is missing or holds nothing. */
async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** A name from the archive as a path inside `root`, or null when it would land outside it. */
function inside(root: string, name: string): string | null {
  const clean = name.replace(/\/+$/, '');
  if (!clean || path.isAbsolute(clean) || clean.split('/').includes('..')) return null;
  const target = path.resolve(root, clean);
  return target.startsWith(`${root}${path.sep}`) ? target : null;
}

export interface RestoreOptions {
  file: string;
  /** DATA_DIR: must be missing or empty. */
  dataDir: string;
  /** The user the embedded server runs as (root runs it as "postgres"), who must own the cluster. */
  owner?: { uid?: number; gid?: number };
  log?: (message: string) => void;
}

/**
 * Unpacks a backup into an empty DATA_DIR. Nothing is written when the folder is not empty, and
 * what was written is removed again when the file turns out to be damaged or not a backup. The
 * cluster replays its WAL on its first start (the caller starts it to check).
 */
export async function restoreEmbedded(options: RestoreOptions): Promise<Manifest> {
  const root = path.resolve(options.dataDir);
  if (!(await isEmptyFolder(root))) {
    throw new BackupError(`${root} is not empty: restore into an empty data folder (set DATA_DIR to a new folder, or move this one away)`);
  }
  const info = await stat(options.file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`${options.file}: no such backup file`);
  await mkdir(root, { recursive: true, mode: 0o755 });
  let manifest: Manifest | undefined;
  const extract = tar.extract();
  const owner = options.owner ?? {};
  const own = async (target: string) => {
    if (owner.uid !== undefined) await chown(target, owner.uid, owner.gid ?? owner.uid);
  };
  extract.on('entry', (header, stream, next) => {
    // a failure ends the whole extraction (pipeline rejects with it); the entry is not acknowledged
    stream.on('error', () => undefined); // the entry dies with the extraction, whose error the pipeline reports
    const fail = (error: unknown) => {
      stream.resume();
      extract.destroy(error as Error);
    };
    const target = inside(root, header.name);
    if (!target) {
      fail(new BackupError(`${options.file} is not a Contacto backup: it holds ${JSON.stringify(header.name)}`));
      return;
    }
    const cluster = header.name === CLUSTER || header.name.startsWith(`${CLUSTER}/`);
    const work = async () => {
      if (header.name === MANIFEST) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        manifest = parseManifest(Buffer.concat(chunks).toString('utf8'), options.file);
        return;
      }
      if (header.type === 'directory') {
        await mkdir(target, { recursive: true, mode: cluster ? 0o700 : 0o755 });
        await chmod(target, cluster ? 0o700 : 0o755);
        if (cluster) await own(target);
        stream.resume();
        return;
      }
      if (header.type !== 'file') throw new BackupError(`${options.file} is not a Contacto backup: ${header.name} is a ${header.type}`);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(stream, createWriteStream(target, { mode: cluster || !header.name.startsWith(`${MEDIA}/`) ? 0o600 : 0o644 }));
      if (cluster) await own(target);
    };
    work().then(() => next(), fail);
  });
  try {
    await pipeline(createReadStream(options.file), createGunzip(), extract);
    if (!manifest) throw new BackupError(`${options.file} is incomplete: it ends before its manifest`);
    await access(path.join(root, CLUSTER, 'PG_VERSION'), options.file);
    await access(path.join(root, CLUSTER, 'backup_label'), options.file);
    return manifest;
  } catch (error) {
    // leave the folder as empty as it was
    for (const name of await readdir(root).catch(() => [] as string[])) await rm(path.join(root, name), { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${options.file} could not be restored: ${(error as Error).message}`);
  }
}

async function access(file: string, backup: string): Promise<void> {
  if (!(await stat(file).catch(() => null))) throw new BackupError(`${backup} is not a Contacto backup: ${path.basename(file)} is missing`);
}

function parseManifest(text: string, file: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not a Contacto backup: its manifest is not JSON`);
  }
  const manifest = value as Partial<Manifest>;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Contacto backup`);
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`${file} is a backup of format version ${manifest.version}; this version reads ${BACKUP_VERSION}`);
  }
  return manifest as Manifest;
}

/** The default file name: contacto-<UTC time>.tar.gz. */
export function defaultBackupName(now = new Date()): string {
  return `contacto-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}
