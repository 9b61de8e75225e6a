// `npm run worker`: the job workers alone, for scale-out beside stateless API replicas. With
// WORKER_HEALTH_PORT it answers its health there (api/jobs/worker-health.ts).
import type http from 'node:http';
import path from 'node:path';
import { type Database, openDatabase } from '#db/connection.ts';
import { prepareSchema } from '#db/migrate.ts';
import { disclosureSeal, sealPlainDisclosures } from '../buyers/buyer-disclosure.ts';
import { EnvError, parseEnv } from '../env.ts';
import { loadEnvFile } from '../env-file.ts';
import { createLogger } from '../logger.ts';
import { resolveVideoTools } from '../media/video-tools.ts';
import { serveMetrics, startTracing, tracedSql } from '../observability/observability.ts';
import { startBoss } from './boss.ts';
import { startWorkerHealthServer } from './worker-health.ts';

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
const telemetry = await startTracing(env, 'contacto-worker');
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(import.meta.dirname, '../..', env.DATA_DIR),
    pgbouncer: env.DATABASE_PGBOUNCER,
    attach: true,
    log: (message) => log.info(message),
  });
} catch (error) {
  fail((error as Error).message);
}
await serveMetrics({ env, sql: database.sql, work: true }).catch((error: Error) => fail(error.message));
try {
  await prepareSchema(database.sql, { migrateOnStart: env.MIGRATE_ON_START });
} catch (error) {
  await database.close().catch(() => undefined);
  fail(`start-up failed: ${(error as Error).message}`);
}
await sealPlainDisclosures(database.sql, disclosureSeal(env));
let running = false;
let health: http.Server | undefined;
if (env.WORKER_HEALTH_PORT !== undefined) {
  health = await startWorkerHealthServer(env.WORKER_HEALTH_PORT, { sql: database.sql, running: () => running }).catch((error: Error) =>
    fail(`cannot listen on WORKER_HEALTH_PORT ${env.WORKER_HEALTH_PORT}: ${error.message}`),
  );
}
const boss = await startBoss({ url: database.url, sql: tracedSql(database.sql, telemetry), log, work: true, env });
running = true;
log.info('worker ready');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  running = false;
  log.info({ signal }, 'worker shutting down');
  await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
  health?.close();
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// a pg-boss that stops on its own (not through shutdown) makes the worker unhealthy
boss.on('stopped', () => {
  running = false;
});
