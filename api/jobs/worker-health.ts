// The worker's health on a small HTTP port of its own (WORKER_HEALTH_PORT): 200 while its job
// queue is started and the database answers within two seconds, 503 otherwise. Any path answers
// the same; the worker serves nothing else.
import http from 'node:http';
import type { Queryable } from '#db/connection.ts';
import { pingDatabase } from '../health/health.queries.ts';

export interface WorkerHealthChecks {
  sql: Queryable;
  /** True while the worker's pg-boss is started (false before its start and from its stop on). */
  running(): boolean;
}

const TIMEOUT_MS = 2000;

export async function workerHealth(checks: WorkerHealthChecks): Promise<{ ok: boolean; queue: 'ok' | 'down'; database: 'ok' | 'down' }> {
  const queue = checks.running() ? 'ok' : 'down';
  let timer: NodeJS.Timeout | undefined;
  const database = await Promise.race([
    pingDatabase(checks.sql).then(() => 'ok' as const),
    new Promise<'down'>((resolve) => {
      timer = setTimeout(() => resolve('down'), TIMEOUT_MS);
    }),
  ])
    .catch(() => 'down' as const)
    .finally(() => clearTimeout(timer));
  return { ok: queue === 'ok' && database === 'ok', queue, database };
}

/** Listens on `port` (0: any free one); resolves with the server once it listens. */
export async function startWorkerHealthServer(port: number, checks: WorkerHealthChecks, host = '0.0.0.0'): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    void workerHealth(checks).then(({ ok, ...status }) => {
      res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable', ...status }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
