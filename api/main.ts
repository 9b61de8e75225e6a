// `npm start`: one process serving everything on one port. The variables are checked and the
// port is bound first, before the rest of the server is even loaded, so a bad variable or a port
// in use fails at once; then the database (embedded unless DATABASE_URL), migrations (or, with
// MIGRATE_ON_START=false, the check that none is pending), the demo
// catalogue on an empty database, the job queue, and finally the application.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Sql } from '#db/connection.ts';
import { type Env, EnvError, parseEnv } from './env.ts';
import { loadEnvFile } from './env-file.ts';
import { pingJobQueue } from './health/health.queries.ts';
import { createLogger } from './logger.ts';
import { resolveVideoTools } from './media/video-tools.ts';
import { serveMetrics, startTracing, tracedSql } from './observability/observability.ts';
import type { MediaStorage } from './storage/storage.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  process.stderr.write(`contacto: ${message}\n`);
  process.exit(1);
}

async function listen(server: http.Server, env: Env): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`port ${env.PORT} is already in use; stop the other server or set PORT`));
      else if (error.code === 'EACCES') reject(new Error(`no permission to listen on port ${env.PORT}; set PORT`));
      else reject(error);
    });
    server.listen(env.PORT, env.HOST, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : env.PORT);
    });
  });
}

async function buildPwa(log: Logger): Promise<void> {
  log.info('building the PWA (first start or changed sources)…');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the PWA build failed (exit ${code})`))));
  });
}

/**
 * Loads the demo catalogue into an empty database; a replica that loses the race skips it. The
 * demo accounts (published passwords) only outside production.
 */
async function seedIfEmpty(sql: Sql, storage: MediaStorage, log: Logger, accounts: boolean): Promise<boolean> {
  const { isEmpty, SeedRefusedError, seed } = await import('#db/seed/seed.ts');
  if (!(await isEmpty(sql))) return false;
  log.info('empty database: loading the synthetic demo catalogue…');
  try {
    const result = await seed(sql, { storage, log: (message) => log.info(message), accounts });
    log.info(result, 'demo catalogue loaded');
    return true;
  } catch (error) {
    if (error instanceof SeedRefusedError) return false;
    throw error;
  }
}

async function main() {
  let env: Env;
  try {
    loadEnvFile();
    env = parseEnv();
    // A process that works the jobs needs an ffmpeg this environment accepts (production refuses
    // the npm-shipped one unless UNSAFE_NPM_FFMPEG_IN_PRODUCTION): said now, like a bad variable.
    if (env.RUN_JOBS) resolveVideoTools(env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);
  const started = Date.now();
  const telemetry = await startTracing(env, 'contacto-api');
  const production = env.NODE_ENV === 'production';
  if (production && env.UNSAFE_TEST_PAYMENTS_IN_PRODUCTION) {
    log.warn(
      'UNSAFE_TEST_PAYMENTS_IN_PRODUCTION is set: test-mode payments are accepted, so anyone can get every contact for free. Staging only.',
    );
  }

  // Bind first: requests during start-up get a 503 instead of a refused connection.
  let app: Express | undefined;
  const server = http.createServer((req, res) => {
    if (app) return app(req, res);
    res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
    res.end(JSON.stringify({ message: 'Contacto is starting, try again in a few seconds' }));
  });
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, env).catch((error: Error) => fail(error.message));

  let database: Database | undefined;
  let boss: PgBoss | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(
      () => {
        log.error('shutdown took too long, exiting');
        process.exit(1);
      },
      25_000 + env.SHUTDOWN_DELAY_SECONDS * 1000,
    );
    force.unref();
    // Readiness is 503 from now on (`stopping` below); new requests are still served for the delay,
    // while the load balancer takes this replica out, and then the server drains.
    if (env.SHUTDOWN_DELAY_SECONDS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_SECONDS * 1000));
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    });
    await boss?.stop({ graceful: true, timeout: 10_000 }).catch((error) => log.error({ err: error }, 'job queue stop failed'));
    await database?.close().catch((error) => log.error({ err: error }, 'database close failed'));
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The rest of the server, now that the port is ours: loading it took 8-11 s on a busy machine,
  // which a bad variable or a port in use no longer waits for.
  const [
    { openDatabase },
    { prepareSchema },
    { DEMO_CREDENTIALS },
    { needsBuild },
    { startBoss },
    { createApp },
    { createStorage },
    { disclosureSeal, sealPlainDisclosures },
    { openReleaseArchive },
  ] = await Promise.all([
    import('#db/connection.ts'),
    import('#db/migrate.ts'),
    import('#db/seed/credentials.ts'),
    import('../scripts/build-state.ts'),
    import('./jobs/boss.ts'),
    import('./server.ts'),
    import('./storage/index.ts'),
    import('./buyers/buyer-disclosure.ts'),
    import('./release-assets/release-assets.ts'),
  ]);
  if (stopping) return;

  const distDir = path.join(ROOT, 'dist');
  const build = env.BUILD_ON_START && needsBuild(ROOT) ? buildPwa(log) : Promise.resolve();
  build.catch(() => undefined); // awaited below; this keeps an early failure from counting as unhandled

  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: path.resolve(ROOT, env.DATA_DIR),
      poolMax: env.DATABASE_POOL_MAX,
      pgbouncer: env.DATABASE_PGBOUNCER,
      log: (message) => log.info(message),
      warn: (message) => log.warn(message),
    });
  } catch (error) {
    fail((error as Error).message);
  }
  if (stopping) return;
  let seeded = false;
  try {
    const sql = tracedSql(database.sql, telemetry);
    await serveMetrics({ env, sql: database.sql, work: env.RUN_JOBS });
    const applied = await prepareSchema(sql, { migrateOnStart: env.MIGRATE_ON_START });
    if (applied.length) log.info({ applied }, 'migrations applied');
    // before anything answers: buyers' disclosure forms still in clear are sealed (decision 067)
    const sealedForms = await sealPlainDisclosures(sql, disclosureSeal(env));
    if (sealedForms) log.info({ sealedForms }, 'disclosure forms sealed');

    const storage = createStorage(env, ROOT);
    if (env.SEED_DEMO_DATA) seeded = await seedIfEmpty(sql, storage, log, !production);

    boss = await startBoss({ url: database.url, sql, log, work: env.RUN_JOBS, env });
    await build;
    // before this replica answers: its files are there for the pages of the release it replaces
    const releaseAssets = await openReleaseArchive(env, distDir, log);

    app = createApp({
      env,
      logger: log,
      sql,
      jobs: boss,
      storage,
      distDir,
      releaseAssets,
      readiness: { sql, queue: () => pingJobQueue(sql), stopping: () => stopping },
    });
  } catch (error) {
    // Leave nothing running behind a failed start (the embedded server above all).
    await boss?.stop({ graceful: false }).catch(() => undefined);
    await database.close().catch(() => undefined);
    fail(`start-up failed: ${(error as Error).message}`);
  }

  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Contacto is ready at ${url}  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Database: ${database.embedded ? `embedded PostgreSQL in ${env.DATA_DIR}/pg` : 'DATABASE_URL'}${seeded ? ' (demo catalogue just loaded)' : ''}`,
  ];
  // Never in production: the demo accounts do not exist there, and a log is no place for passwords.
  if (env.SEED_DEMO_DATA && !production) {
    lines.push(
      `  Back office:  ${url}/admin/login`,
      `    superadmin  ${DEMO_CREDENTIALS.superadmin.username} / ${DEMO_CREDENTIALS.superadmin.password}`,
      `    admin       ${DEMO_CREDENTIALS.admin.username} / ${DEMO_CREDENTIALS.admin.password}`,
      `  Site user:    ${DEMO_CREDENTIALS.user.email} / ${DEMO_CREDENTIALS.user.password}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: Error) => fail(error.stack ?? error.message));
