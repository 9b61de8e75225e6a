// `npm run worker`: the job workers alone, for scale-out beside stateless API replicas.
import path from 'node:path';
import { type Database, openDatabase } from '#db/connection.ts';
import { migrate } from '#db/migrate.ts';
import { disclosureSeal, sealPlainDisclosures } from '../consent/buyer-disclosure.ts';
import { EnvError, parseEnv } from '../env.ts';
import { loadEnvFile } from '../env-file.ts';
import { createLogger } from '../logger.ts';
import { resolveVideoTools } from '../media/video-tools.ts';
import { startBoss } from './boss.ts';

function fail(message: string): never {
  process.stderr.write(`contacto worker: ${message}\n`);
  process.exit(1);
}

let env: ReturnType<typeof parseEnv>;
try {
  loadEnvFile();
  env = parseEnv();
  // the ffmpeg the video job will run: production refuses the npm-shipped one unless allowed
  resolveVideoTools(env);
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
const log = createLogger(env.LOG_LEVEL).child({ process: 'worker' });
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(import.meta.dirname, '../..', env.DATA_DIR),
    attach: true,
    log: (message) => log.info(message),
  });
} catch (error) {
  fail((error as Error).message);
}
await migrate(database.sql);
await sealPlainDisclosures(database.sql, disclosureSeal(env));
const boss = await startBoss({ url: database.url, sql: database.sql, log, work: true, env });
log.info('worker ready');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker shutting down');
  await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
