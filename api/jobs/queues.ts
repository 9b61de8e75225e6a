// The job system's vocabulary: what a job is, the defaults every queue gets (retry with
// exponential backoff), and how definitions become pg-boss queues and workers. A job's data is
// checked with its zod schema before the handler sees it: a bad payload is a failed job with a
// clear error, never a handler working on garbage.

import path from 'node:path';
import type { PgBoss, Queue } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Sql } from '#db/connection.ts';
import { type Env, parseEnv } from '../env.ts';
import { createMailerFromEnv, type Mailer } from '../mail/mailer.ts';
import { jobFailures, jobRuns } from '../observability/metrics.ts';
import { requestContext, requestIdOf } from '../observability/request-context.ts';
import { inSpan, SpanKind } from '../observability/tracing.ts';
import { createPaymentProvider } from '../payments/index.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createStorage } from '../storage/index.ts';
import type { MediaStorage } from '../storage/storage.ts';
import type { JobSender } from './send-in-transaction.ts';

export interface JobContext {
  sql: Sql;
  log: Logger;
  env: Env;
  /** The queue, for jobs that enqueue others (inside a transaction: sendInTransaction). */
  jobs: JobSender;
  mailer: Mailer;
  payments: PaymentProvider;
  /** The media store the API serves from (the same settings give the same store). */
  storage: MediaStorage;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a caller must give; the rest is built from `env` (default: process.env) when first used. */
export type JobContextInput = Pick<JobContext, 'sql' | 'log'> & Partial<Omit<JobContext, 'sql' | 'log'>>;

export function completeJobContext(boss: JobSender, input: JobContextInput): JobContext {
  const env = input.env ?? parseEnv();
  let mailer = input.mailer;
  let payments = input.payments;
  let storage = input.storage;
  return {
    sql: input.sql,
    log: input.log,
    env,
    jobs: input.jobs ?? boss,
    get mailer() {
      mailer ??= createMailerFromEnv(env, input.log);
      return mailer;
    },
    get payments() {
      payments ??= createPaymentProvider(env, input.sql);
      return payments;
    },
    get storage() {
      storage ??= createStorage(env, ROOT);
      return storage;
    },
  };
}

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Cron (UTC) for recurring jobs. */
  schedule?: string;
  options?: Partial<Omit<Queue, 'name'>>;
  /** The shape of the job's data; a job whose data fails it fails without reaching handle. */
  payload: z.ZodType<Data>;
  handle(data: Data, context: JobContext): Promise<void>;
}

/** A job's data does not match its queue's schema (a sender's bug, or an old job after a change). */
export class JobPayloadError extends Error {
  constructor(queue: string, jobId: string, error: z.ZodError) {
    super(`invalid payload for ${queue} job ${jobId}: ${z.prettifyError(error)}`);
    this.name = 'JobPayloadError';
  }
}

/** A scheduled job's data: `now` lets a test run it as if at another moment. */
export const ScheduledPayloadSchema = z.object({ now: z.optional(z.iso.datetime({ offset: true })) });

/** Retry with backoff unless a queue says otherwise: 5 tries, 10 s, 20 s, 40 s … */
export const QUEUE_DEFAULTS = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;

export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

/** Creates the queues (and schedules); with `work`, also starts their workers. */
export async function registerJobs(
  boss: PgBoss,
  definitions: JobDefinition<never>[],
  input: JobContextInput,
  options: { work: boolean },
): Promise<void> {
  const context = completeJobContext(boss, input);
  for (const definition of definitions) {
    await boss.createQueue(definition.name, { ...QUEUE_DEFAULTS, ...definition.options });
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    if (options.work) {
      await boss.work<object>(definition.name, async (jobs) => {
        for (const job of jobs) {
          // the id of the request that sent it, on every line logged for the job and on the jobs it sends
          const requestId = requestIdOf(job.data);
          const log = context.log.child({ job: definition.name, jobId: job.id, ...(requestId ? { reqId: requestId } : {}) });
          const started = performance.now();
          let outcome = 'failed';
          try {
            await requestContext.run({ requestId }, () =>
              inSpan(
                `job ${definition.name}`,
                { kind: SpanKind.CONSUMER, attributes: { 'job.queue': definition.name, 'job.id': job.id }, parent: job.data as object },
                async () => {
                  const parsed = (definition as JobDefinition<object>).payload.safeParse(job.data);
                  if (!parsed.success) {
                    const error = new JobPayloadError(definition.name, job.id, parsed.error);
                    log.error({ err: error }, 'job refused: invalid payload');
                    throw error;
                  }
                  await (definition as JobDefinition<object>).handle(parsed.data, withLog(context, log));
                },
              ),
            );
            outcome = 'completed';
            log.debug({ ms: Math.round(performance.now() - started) }, 'job completed');
          } catch (error) {
            jobFailures.inc({ queue: definition.name });
            log.warn({ err: error }, 'job failed; the queue retries it until its limit');
            throw error;
          } finally {
            jobRuns.observe({ queue: definition.name, outcome }, (performance.now() - started) / 1000);
          }
        }
      });
    }
  }
}

/** The context with a job's own logger (keeps the lazy mailer and provider shared). */
function withLog(context: JobContext, log: Logger): JobContext {
  return Object.create(context, { log: { value: log, enumerable: true } }) as JobContext;
}
