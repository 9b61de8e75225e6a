// The SQL of readiness (/api/ready): the smallest statements that prove the database, and the job
// queue's tables in it, answer.
import type { Queryable } from '#db/connection.ts';

/** Resolves when the database answers a query. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q`SELECT 1`;
}

/** Resolves when pg-boss's queue table answers (its schema is there and readable). */
export async function pingJobQueue(q: Queryable): Promise<void> {
  await q`SELECT 1 FROM pgboss.queue LIMIT 1`;
}
