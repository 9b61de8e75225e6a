// Enqueues a pg-boss job inside a postgres.js transaction (pg-boss's `db` option): the job
// exists if and only if the transaction commits. pg-boss speaks node-postgres ($1 parameters,
// `{ rows }` results); this adapter translates for postgres.js.
import type { Db, PgBoss, SendOptions } from 'pg-boss';
import type postgres from 'postgres';
import type { Transaction } from '#db/connection.ts';
import { withRequestId } from '../observability/request-context.ts';

/** What the API needs of the job queue: sending (pg-boss satisfies it). The one job-sender type. */
export type JobSender = Pick<PgBoss, 'send'>;

// postgres.js learns each parameter's type from the server (so the job data object is sent as
// jsonb as it is); it only refuses `undefined`, which pg sends as NULL.
const parameter = (value: unknown): unknown => (value === undefined ? null : value);

export function transactionDb(tx: Transaction): Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const rows = await tx.unsafe(text, values.map(parameter) as postgres.ParameterOrJSON<never>[]);
      return { rows: [...rows] };
    },
  };
}

/** Sends a job as part of `tx`; throws (so the transaction rolls back) when pg-boss does not create it. */
export async function sendInTransaction(
  jobs: JobSender,
  tx: Transaction,
  name: string,
  data: object,
  options: SendOptions = {},
): Promise<string> {
  // with the sending request's id: the worker's log lines for the job carry it
  const id = await jobs.send(name, withRequestId(data), { ...options, db: transactionDb(tx) });
  if (!id) throw new Error(`the job queue did not accept a ${name} job (does the queue exist?)`);
  return id;
}
