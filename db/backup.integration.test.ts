// `npm run db:backup` / `db:restore` (db/backup.ts): a backup of a running embedded cluster, taken
// while a writer keeps committing, restores into an empty folder with every order, profile and
// favourite committed before it began, the writer's rows as an unbroken prefix of their commit
// order (one moment, not a smear), and the media files; a folder that is not empty, a damaged file
// and an archive reaching outside the folder are refused and leave nothing behind.
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.ts';
import { type Database, openDatabase } from './connection.ts';
import { runAs } from './embedded.ts';
import { migrate } from './migrate.ts';

const run = promisify(execFile);
let tmp: string;
let source: Database;
let sourceDir: string;
const opened: Database[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-backup-'));
  await chmod(tmp, 0o755); // as root the server runs as the postgres user and must reach its folder
  sourceDir = path.join(tmp, 'source');
  source = await openDatabase({ dataDir: sourceDir });
  opened.push(source);
  await migrate(source.sql);
}, 120_000);

afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
  await rm(tmp, { recursive: true, force: true });
}, 60_000);

describe('a backup of the running embedded database', () => {
  it('restores into an empty folder with everything committed before it, one consistent moment, and the media', async () => {
    const { sql } = source;
    const profiles = [await insertProfile(sql), await insertProfile(sql), await insertProfile(sql)];
    const buyer = await insertUser(sql);
    const order = await insertOrder(sql, [profiles[0]?.id ?? 0, profiles[1]?.id ?? 0], { customerEmail: buyer.email });
    for (const p of profiles) await sql`INSERT INTO user_favorites (user_id, profile_id) VALUES (${buyer.id}, ${p.id})`;
    const media = path.join(sourceDir, 'uploads', 'images');
    await mkdir(media, { recursive: true });
    await writeFile(path.join(media, 'photo.jpg'), Buffer.from('a picture'));
    await writeFile(path.join(sourceDir, 'server-secret'), 'a-secret-of-more-than-32-characters-000\n', { mode: 0o600 });

    // a writer commits numbered rows, one after another, all through the backup
    await sql`CREATE TABLE backup_probe (n int PRIMARY KEY, filler text)`;
    let writing = true;
    let committed = 0;
    const writer = (async () => {
      while (writing) {
        // wide rows, so the table's files change while they are copied
        await sql`INSERT INTO backup_probe VALUES (${committed + 1}, repeat('x', 2000))`;
        committed++;
      }
    })();
    while (committed < 20) await new Promise((r) => setTimeout(r, 5));
    const before = committed;

    const file = path.join(tmp, 'backup.tar.gz');
    const manifest = await backupEmbedded({
      sql,
      clusterDir: path.join(sourceDir, 'pg'),
      dataDir: sourceDir,
      out: file,
      mediaOnDisk: true,
    });
    writing = false;
    await writer;
    expect(manifest).toMatchObject({ format: 'contacto-backup', mediaFiles: 1, mediaOnDisk: true });
    expect(manifest.walSegments).toBeGreaterThan(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600); // it holds the database password
    expect((await readdir(tmp)).filter((n) => n.endsWith('.partial'))).toEqual([]);

    const target = path.join(tmp, 'restored');
    await restoreEmbedded({ file, dataDir: target, owner: await runAs() });
    const restored = await openDatabase({ dataDir: target });
    opened.push(restored);
    const r = restored.sql;
    expect((await r<{ id: number }[]>`SELECT id FROM profiles ORDER BY id`).map((p) => p.id)).toEqual(profiles.map((p) => p.id));
    expect(await r`SELECT id, customer_email FROM orders`).toEqual([{ id: order.id, customer_email: buyer.email }]);
    expect((await r`SELECT profile_id FROM order_items ORDER BY profile_id`).map((i) => i.profile_id)).toEqual([
      profiles[0]?.id,
      profiles[1]?.id,
    ]);
    expect((await r<{ profile_id: number }[]>`SELECT profile_id FROM user_favorites ORDER BY profile_id`).map((f) => f.profile_id)).toEqual(
      profiles.map((p) => p.id),
    );
    const probe = (await r<{ n: number }[]>`SELECT n FROM backup_probe ORDER BY n`).map((row) => row.n);
    expect(probe.length).toBeGreaterThanOrEqual(before);
    expect(probe.length).toBeLessThanOrEqual(committed);
    expect(probe).toEqual(Array.from({ length: probe.length }, (_, i) => i + 1)); // no gap: one moment
    expect(await readFile(path.join(target, 'uploads', 'images', 'photo.jpg'), 'utf8')).toBe('a picture');
    expect(await readFile(path.join(target, 'server-secret'), 'utf8')).toBe('a-secret-of-more-than-32-characters-000\n');
    // the source keeps running, its replication slot gone with the backup
    expect(await sql`SELECT slot_name FROM pg_replication_slots`).toEqual([]);
  }, 180_000);

  it('refuses a folder that is not empty and leaves it as it was', async () => {
    const file = path.join(tmp, 'refused.tar.gz');
    await backupEmbedded({ sql: source.sql, clusterDir: path.join(sourceDir, 'pg'), dataDir: sourceDir, out: file, mediaOnDisk: false });
    const target = path.join(tmp, 'occupied');
    await mkdir(target);
    await writeFile(path.join(target, 'notes.txt'), 'mine');
    await expect(restoreEmbedded({ file, dataDir: target })).rejects.toThrow(/is not empty: restore into an empty data folder/);
    expect(await readdir(target)).toEqual(['notes.txt']);
  }, 120_000);

  it('refuses a damaged backup and leaves the folder empty', async () => {
    const file = path.join(tmp, 'damaged.tar.gz');
    await backupEmbedded({ sql: source.sql, clusterDir: path.join(sourceDir, 'pg'), dataDir: sourceDir, out: file, mediaOnDisk: false });
    await truncate(file, Math.floor((await stat(file)).size / 2));
    const target = path.join(tmp, 'from-damaged');
    await expect(restoreEmbedded({ file, dataDir: target })).rejects.toThrow(BackupError);
    expect(await readdir(target)).toEqual([]);
  }, 120_000);

  it('refuses an archive whose names reach outside the folder, and one that is not a backup', async () => {
    const outward = path.join(tmp, 'escape.tar.gz');
    const pack = tar.pack();
    pack.entry({ name: '../outside.txt' }, 'gotcha');
    pack.finalize();
    await pipeline(pack, createGzip(), createWriteStream(outward));
    const target = path.join(tmp, 'from-escape');
    await expect(restoreEmbedded({ file: outward, dataDir: target })).rejects.toThrow(/is not a Contacto backup/);
    await expect(stat(path.join(tmp, 'outside.txt'))).rejects.toThrow();

    const other = path.join(tmp, 'other.tar.gz');
    await run('tar', ['-czf', other, '-C', tmp, 'escape.tar.gz']);
    await expect(restoreEmbedded({ file: other, dataDir: path.join(tmp, 'from-other') })).rejects.toThrow(/ends before its manifest/);
  });
});
