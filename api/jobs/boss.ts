// pg-boss with its own pg pool (do not route it through postgres.js). Every process
// can send jobs; only processes with `work` run workers, maintenance and schedules.
import { type ConstructorOptions, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { type SessionTimeouts, type Sql, timeoutParameters } from '#db/connection.ts';
import { type Env, parseEnv } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resolveVideoTools } from '../media/video-tools.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { ALL_JOBS } from './jobs.ts';
import { carryOverOldJobs, setAsideOldQueueSchema } from './queue-schema-carry-over.ts';
import { registerJobs } from './queues.ts';

/**
 * pg-boss's own pool: its maintenance archives and deletes finished jobs in bulk, which on a long
 * backlog legitimately takes longer than a request's query, so statements get five minutes; a
 * transaction it leaves idle is ended after a minute, as on the application's pool.
 */
export const BOSS_TIMEOUTS: SessionTimeouts = { statementMs: 5 * 60_000, idleInTransactionMs: 60_000 };

export async function startBoss(options: {
  url: string;
  sql: Sql;
  log: Logger;
  work: boolean;
  /** Jobs read their settings from it (default: process.env). */
  env?: Env;
  mailer?: Mailer;
  payments?: PaymentProvider;
  storage?: MediaStorage;
}): Promise<PgBoss> {
  const config: ConstructorOptions & Partial<ReturnType<typeof timeoutParameters>> = {
    connectionString: options.url,
    max: 4,
    application_name: 'contacto-jobs',
    supervise: options.work,
    schedule: options.work,
    // pg-boss hands its options to node-postgres's Pool, which sends these as session settings;
    // through PgBouncer none is sent and the role's statement_timeout applies (db/connection.ts).
    ...(options.env?.DATABASE_PGBOUNCER ? {} : timeoutParameters(BOSS_TIMEOUTS)),
  };
  const boss = new PgBoss(config);
  // A worker that could not record a job's end (the database away) reports it here; the job stays
  // active until its expiry and is then retried: the handlers are idempotent.
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  if (await setAsideOldQueueSchema(options.sql))
    options.log.warn('the job queue of pg-boss 10 was set aside; its unfinished jobs are carried over');
  await boss.start();
  await registerJobs(
    boss,
    ALL_JOBS,
    {
      sql: options.sql,
      log: options.log,
      env: options.env,
      mailer: options.mailer,
      payments: options.payments,
      storage: options.storage,
    },
    { work: options.work },
  );
  const carried = await carryOverOldJobs(
    options.sql,
    boss,
    ALL_JOBS.map((job) => job.name),
  );
  if (carried > 0) options.log.info({ jobs: carried }, 'unfinished jobs of the pg-boss 10 queue carried over');
  if (options.work) logVideoTools(options.log, options.env ?? parseEnv());
  return boss;
}

/** Say at start-up which ffmpeg meets untrusted video. */
function logVideoTools(log: Logger, env: Env): void {
  const tools = resolveVideoTools(env);
  const fields = { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe, source: tools.source };
  if (tools.source === 'npm')
    log.warn(fields, 'the video job runs the npm-shipped ffmpeg (a 2018 build): install the system ffmpeg or set FFMPEG_PATH');
  else log.info(fields, 'the video job runs this ffmpeg');
}
