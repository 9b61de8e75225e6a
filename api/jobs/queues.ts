// The job system's vocabulary: what a job is, the defaults every queue gets (retry with
// exponential backoff), and how definitions become pg-boss queues and workers.

import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';

export interface JobContext {
  sql: Sql;
  log: Logger;
}

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Cron (UTC) for recurring jobs. */
  schedule?: string;
  options?: Partial<Omit<PgBoss.Queue, 'name'>>;
  handle(data: Data, context: JobContext): Promise<void>;
}

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
  context: JobContext,
  options: { work: boolean },
): Promise<void> {
  for (const definition of definitions) {
    await boss.createQueue(definition.name, { name: definition.name, ...QUEUE_DEFAULTS, ...definition.options });
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
    if (options.work) {
      await boss.work<object>(definition.name, async (jobs) => {
        for (const job of jobs) {
          const log = context.log.child({ job: definition.name, jobId: job.id });
          await (definition as JobDefinition<object>).handle(job.data, { ...context, log });
        }
      });
    }
  }
}
