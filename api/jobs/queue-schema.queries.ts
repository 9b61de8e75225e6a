// The SQL of the job queue's schema carry-over (queue-schema-carry-over.ts): its lock, the
// version of the schema in place, and pg-boss 10's unfinished jobs.
import type { Transaction } from '#db/connection.ts';

/** The first key of the two-key advisory lock on the queue schema's carry-over ('Boss'), apart from pg-boss's one-key locks. */
const CARRY_OVER_LOCK_SPACE = 0x426f7373;

/** Serialises the carry-over across replicas (for the transaction). */
export async function lockQueueSchema(tx: Transaction): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${CARRY_OVER_LOCK_SPACE}::int, 0)`;
}

/** The version of pg-boss's schema `schema`, or null when there is none. */
export async function queueSchemaVersion(tx: Transaction, schema: string): Promise<number | null> {
  const [table] = await tx<{ present: boolean }[]>`SELECT to_regclass(${`${schema}.version`}) IS NOT NULL AS present`;
  if (!table?.present) return null;
  const [row] = await tx<{ version: number | null }[]>`SELECT max(version)::int AS version FROM ${tx(schema)}.version`;
  return row?.version ?? null;
}

export async function renameSchema(tx: Transaction, from: string, to: string): Promise<void> {
  await tx`ALTER SCHEMA ${tx(from)} RENAME TO ${tx(to)}`;
}

export async function dropSchema(tx: Transaction, schema: string): Promise<void> {
  await tx`DROP SCHEMA ${tx(schema)} CASCADE`;
}

export interface OldJob {
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

/** pg-boss 10's jobs still to do (waiting, to retry, or running when it stopped) on these queues, oldest first; null without its schema. */
export async function oldUnfinishedJobs(tx: Transaction, schema: string, queues: readonly string[]): Promise<OldJob[] | null> {
  const [table] = await tx<{ present: boolean }[]>`SELECT to_regclass(${`${schema}.job`}) IS NOT NULL AS present`;
  if (!table?.present) return null;
  return tx<OldJob[]>`
    SELECT name, data, priority, retry_limit AS "retryLimit", retry_count AS "retryCount",
           retry_delay AS "retryDelay", retry_backoff AS "retryBackoff", start_after AS "startAfter",
           singleton_key AS "singletonKey", extract(epoch FROM expire_in)::int AS "expireInSeconds"
      FROM ${tx(schema)}.job
     WHERE state IN ('created', 'retry', 'active') AND name = ANY(${[...queues]}::text[])
     ORDER BY created_on`;
}
