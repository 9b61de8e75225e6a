// The figures read from the database when Prometheus scrapes (metrics.ts): two cheap queries.
import type { Queryable } from '#db/connection.ts';

export interface QueueFigures {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  /** Seconds the oldest job due to run has waited; null when none waits. */
  oldest: number | null;
}

/**
 * Every queue's jobs by state, in one grouped count over pg-boss's job table (its own
 * getQueueSize counts one queue a query); a job deferred to later counts as waiting, not as old.
 */
export async function queueFigures(sql: Queryable): Promise<QueueFigures[]> {
  return sql<QueueFigures[]>`
    SELECT q.name AS queue,
           count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
           count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
           count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed,
           extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now()))::float8 AS oldest
      FROM pgboss.queue q
      LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active', 'failed')
     GROUP BY q.name`;
}

/** Paid items waiting for her answer, and those of them whose deadline is within `hours` (on their partial index). */
export async function approvalFigures(sql: Queryable, hours: number): Promise<{ waiting: number; soon: number }> {
  const [row] = await sql<{ waiting: number; soon: number }[]>`
    SELECT count(*)::int AS waiting,
           count(*) FILTER (WHERE approval_deadline < now() + make_interval(hours => ${hours}))::int AS soon
      FROM order_items WHERE release_status = 'awaiting_consent'`;
  return row ?? { waiting: 0, soon: 0 };
}
