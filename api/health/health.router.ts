// Liveness (/api/health: the process answers) and readiness (/api/ready: the database and the
// job queue answer within two seconds, and the process is not stopping). /api/worker-nudge answers nothing: the update prompt loads
// it in a hidden frame while a new version takes over (app/pwa/register.ts, decision 047).
import { Router } from 'express';
import type { Sql } from '#db/connection.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { pingDatabase } from './health.queries.ts';

export interface ReadinessChecks {
  sql: Sql;
  /** Resolves when the job queue's tables answer. */
  queue(): Promise<unknown>;
  /** True once the process was asked to stop: readiness is then 503 while the requests in flight drain. */
  stopping?: () => boolean;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

export function healthRouter(checks: ReadinessChecks): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/worker-nudge', (_req, res) => {
    setCacheControl(res, 'noStore').status(204).end();
  });
  router.get('/ready', async (_req, res) => {
    if (checks.stopping?.()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    const [database, queue] = await Promise.allSettled([withTimeout(pingDatabase(checks.sql), 2000), withTimeout(checks.queue(), 2000)]);
    const status = { database: database.status === 'fulfilled' ? 'ok' : 'down', queue: queue.status === 'fulfilled' ? 'ok' : 'down' };
    const ready = status.database === 'ok' && status.queue === 'ok';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', ...status });
  });
  return router;
}
