// pg-boss 12 migrates its schema only from the one pg-boss 11 made (version 25 and later); the
// schema of pg-boss 10 (version 24) makes its start fail. A database that ran pg-boss 10 keeps it
// until pg-boss 12 starts there: the old schema is set aside under another name, pg-boss 12 makes
// its own, and the jobs still to do (waiting, to retry, or running when the old version stopped)
// are sent again on the new queues with their data, start time and retry settings, then the old
// schema is dropped. Finished jobs are not carried: they were only kept for their record.
import type { PgBoss } from 'pg-boss';
import type { Sql, Transaction } from '#db/connection.ts';
import { transactionDb } from './send-in-transaction.ts';

/** The first key of the two-key advisory lock on the queue schema's carry-over ('Boss'), apart from pg-boss's one-key locks. */
const CARRY_OVER_LOCK_SPACE = 0x426f7373;
/** The schema version pg-boss 11 made first: older ones cannot be migrated by pg-boss 12. */
const FIRST_MIGRATABLE_VERSION = 25;
export const QUEUE_SCHEMA = 'pgboss';
export const OLD_QUEUE_SCHEMA = 'pgboss_v10';

async function lock(tx: Transaction): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${CARRY_OVER_LOCK_SPACE}::int, 0)`;
}

/** Before pg-boss starts: renames a pg-boss 10 schema out of its way (once, whichever replica comes first). */
export async function setAsideOldQueueSchema(sql: Sql): Promise<boolean> {
  return sql.begin(async (tx) => {
    await lock(tx);
    const [table] = await tx<{ present: boolean }[]>`SELECT to_regclass(${`${QUEUE_SCHEMA}.version`}) IS NOT NULL AS present`;
    if (!table?.present) return false;
    const [row] = await tx<{ version: number }[]>`SELECT max(version)::int AS version FROM ${tx(QUEUE_SCHEMA)}.version`;
    if (row === undefined || row.version >= FIRST_MIGRATABLE_VERSION) return false;
    await tx`ALTER SCHEMA ${tx(QUEUE_SCHEMA)} RENAME TO ${tx(OLD_QUEUE_SCHEMA)}`;
    return true;
  });
}

interface OldJob {
  name: string;
  data: object | null;
  priority: number;
  retryLimit: number;
  retryCount: number;
  retryDelay: number;
  retryBackoff: boolean;
  startAfter: Date;
  singletonKey: string | null;
  expireInSeconds: number;
}

/**
 * Once the queues exist: sends the old schema's unfinished jobs again and drops it, in one
 * transaction (a crash before the commit leaves it for the next start). Jobs of a queue the app
 * no longer has are left out. Returns how many jobs were carried.
 */
export async function carryOverOldJobs(sql: Sql, boss: Pick<PgBoss, 'insert'>, queues: readonly string[]): Promise<number> {
  return sql.begin(async (tx) => {
    await lock(tx);
    const [table] = await tx<{ present: boolean }[]>`SELECT to_regclass(${`${OLD_QUEUE_SCHEMA}.job`}) IS NOT NULL AS present`;
    if (!table?.present) return 0;
    const jobs = await tx<OldJob[]>`
      SELECT name, data, priority, retry_limit AS "retryLimit", retry_count AS "retryCount",
             retry_delay AS "retryDelay", retry_backoff AS "retryBackoff", start_after AS "startAfter",
             singleton_key AS "singletonKey", extract(epoch FROM expire_in)::int AS "expireInSeconds"
        FROM ${tx(OLD_QUEUE_SCHEMA)}.job
       WHERE state IN ('created', 'retry', 'active') AND name = ANY(${[...queues]}::text[])
       ORDER BY created_on`;
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
    await tx`DROP SCHEMA ${tx(OLD_QUEUE_SCHEMA)} CASCADE`;
    return jobs.length;
  });
}
