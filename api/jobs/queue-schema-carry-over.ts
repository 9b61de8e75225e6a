// pg-boss 12 migrates its schema only from the one pg-boss 11 made (version 25 and later); the
// schema of pg-boss 10 (version 24) makes its start fail. A database that ran pg-boss 10 keeps it
// until pg-boss 12 starts there: the old schema is set aside under another name, pg-boss 12 makes
// its own, and the jobs still to do (waiting, to retry, or running when the old version stopped)
// are sent again on the new queues with their data, start time and retry settings, then the old
// schema is dropped. Finished jobs are not carried: they were only kept for their record.
import type { PgBoss } from 'pg-boss';
import type { Sql } from '#db/connection.ts';
import { dropSchema, lockQueueSchema, type OldJob, oldUnfinishedJobs, queueSchemaVersion, renameSchema } from './queue-schema.queries.ts';
import { transactionDb } from './send-in-transaction.ts';

/** The schema version pg-boss 11 made first: older ones cannot be migrated by pg-boss 12. */
const FIRST_MIGRATABLE_VERSION = 25;
const QUEUE_SCHEMA = 'pgboss';
const OLD_QUEUE_SCHEMA = 'pgboss_v10';

/** Before pg-boss starts: renames a pg-boss 10 schema out of its way (once, whichever replica comes first). */
export async function setAsideOldQueueSchema(sql: Sql): Promise<boolean> {
  return sql.begin(async (tx) => {
    await lockQueueSchema(tx);
    const version = await queueSchemaVersion(tx, QUEUE_SCHEMA);
    if (version === null || version >= FIRST_MIGRATABLE_VERSION) return false;
    await renameSchema(tx, QUEUE_SCHEMA, OLD_QUEUE_SCHEMA);
    return true;
  });
}

/**
 * Once the queues exist: sends the old schema's unfinished jobs again and drops it, in one
 * transaction (a crash before the commit leaves it for the next start). Jobs of a queue the app
 * no longer has are left out. Returns how many jobs were carried.
 */
export async function carryOverOldJobs(sql: Sql, boss: Pick<PgBoss, 'insert'>, queues: readonly string[]): Promise<number> {
  return sql.begin(async (tx) => {
    await lockQueueSchema(tx);
    const jobs = await oldUnfinishedJobs(tx, OLD_QUEUE_SCHEMA, queues);
    if (jobs === null) return 0;
    const byQueue = new Map<string, OldJob[]>();
    for (const job of jobs) byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
    for (const [name, queued] of byQueue) {
      await boss.insert(
        name,
        queued.map((job) => ({
          data: job.data ?? {},
          priority: job.priority,
          // the tries it has left, as the old queue counted them
          retryLimit: Math.max(0, job.retryLimit - job.retryCount),
          retryDelay: job.retryDelay,
          retryBackoff: job.retryBackoff,
          startAfter: job.startAfter,
          ...(job.singletonKey === null ? {} : { singletonKey: job.singletonKey }),
          ...(job.expireInSeconds > 0 ? { expireInSeconds: job.expireInSeconds } : {}),
        })),
        { db: transactionDb(tx) },
      );
    }
    await dropSchema(tx, OLD_QUEUE_SCHEMA);
    return jobs.length;
  });
}
