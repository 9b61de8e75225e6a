// `npm run db:migrate`, `npm run db:seed`, `npm run db:backup [FILE]` and `npm run db:restore FILE`
// against DATABASE_URL or the embedded server (backups: the embedded server only, db/backup.ts).
import path from 'node:path';
import { type Env, EnvError, parseEnv } from '#api/env.ts';
import { loadEnvFile } from '#api/env-file.ts';
import { createStorage } from '#api/storage/index.ts';
import { BackupError, backupEmbedded, defaultBackupName, restoreEmbedded } from './backup.ts';
import { openDatabase } from './connection.ts';
import { runAs } from './embedded.ts';
import { migrate } from './migrate.ts';
import { isEmpty, seed } from './seed/seed.ts';

const COMMANDS = ['migrate', 'seed', 'backup', 'restore'] as const;
type Command = (typeof COMMANDS)[number];
const command = process.argv[2] as Command;
if (!COMMANDS.includes(command)) {
  process.stderr.write('usage: node db/cli.ts migrate | seed | backup [FILE] | restore FILE\n');
  process.exit(2);
}

function fail(message: string, code = 1): never {
  process.stderr.write(`contacto: ${message}\n`);
  process.exit(code);
}

let env: Env;
try {
  loadEnvFile();
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, env.DATA_DIR);
const mediaOnDisk = !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);

if ((command === 'backup' || command === 'restore') && env.DATABASE_URL) {
  fail(
    `DATABASE_URL is set: db:${command} handles the embedded database only. Back up an external PostgreSQL with pg_dump (see the README).`,
  );
}

if (command === 'restore') {
  const file = process.argv[3];
  if (!file) fail('usage: npm run db:restore FILE (into an empty DATA_DIR)', 2);
  try {
    const manifest = await restoreEmbedded({ file: path.resolve(file), dataDir, owner: await runAs(), log: console.log });
    console.log(`unpacked the backup of ${manifest.createdAt} (PostgreSQL ${manifest.postgres}) into ${dataDir}`);
  } catch (error) {
    fail(error instanceof BackupError ? error.message : `restore failed: ${(error as Error).message}`);
  }
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, attach: true }).catch((error: Error) => fail(error.message));
let code = 0;
try {
  if (command === 'backup') {
    const out = path.resolve(process.argv[3] ?? path.join(root, 'backups', defaultBackupName()));
    const manifest = await backupEmbedded({
      sql: database.sql,
      clusterDir: database.embedded?.dataDir ?? path.join(dataDir, 'pg'),
      dataDir,
      out,
      mediaOnDisk,
      log: console.log,
    });
    console.log(`backup written: ${out} (${manifest.clusterFiles} database files, ${manifest.mediaFiles} media files)`);
    if (!mediaOnDisk) console.log('the media are in the S3 bucket, not in this file: back the bucket up with its own tools');
  } else if (command === 'restore') {
    // the first start replayed the backup's WAL; the counts show what came back
    const [counts] = await database.sql<{ profiles: number; orders: number; favorites: number }[]>`
      SELECT (SELECT count(*) FROM profiles)::int AS profiles, (SELECT count(*) FROM orders)::int AS orders,
             (SELECT count(*) FROM user_favorites)::int AS favorites`;
    console.log(`restored: ${counts?.profiles} profiles, ${counts?.orders} orders, ${counts?.favorites} favourites`);
  } else {
    const applied = await migrate(database.sql);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
    if (command === 'seed') {
      if (!(await isEmpty(database.sql))) {
        console.log('the database already holds data; the demo catalogue is loaded only into an empty database');
      } else {
        const storage = createStorage(env, root);
        // production: the catalogue only, no demo account with a published password
        const result = await seed(database.sql, { storage, log: console.log, accounts: env.NODE_ENV !== 'production' });
        console.log(`seeded ${result.profiles} profiles with ${result.media} pictures`);
      }
    }
  }
} catch (error) {
  process.stderr.write(`contacto: ${error instanceof BackupError ? error.message : (error as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
