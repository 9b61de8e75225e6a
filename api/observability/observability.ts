// What a process (`npm start`, `npm run worker`) turns on at start-up: traces when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (the SDK is imported only then), and /metrics on
// METRICS_PORT when that is set. The process that works the jobs also reports the queues and
// the orders waiting for her answer (metrics.ts), so API replicas do not repeat them.
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import { collectProcessMetrics, watchPool, watchSharedFigures } from './metrics.ts';
import { type MetricsServer, startMetricsServer } from './metrics-server.ts';
import type { Telemetry } from './telemetry.ts';

/** Starts exporting traces when OTEL_EXPORTER_OTLP_ENDPOINT is set; before the app is loaded. */
export async function startTracing(env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT'>, serviceName: string): Promise<Telemetry | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { startTelemetry } = await import('./telemetry.ts');
  const telemetry = startTelemetry(process.env.OTEL_SERVICE_NAME || serviceName);
  // the spans still buffered go out while the process stops
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void telemetry.shutdown());
  return telemetry;
}

/** The pool with SQL spans when traces are exported, else the pool itself. */
export function tracedSql(sql: Sql, telemetry: Telemetry | undefined): Sql {
  return telemetry ? telemetry.traceQueries(sql) : sql;
}

/** Serves /metrics on METRICS_PORT, when set; `work`: this process works the jobs. */
export async function serveMetrics(options: {
  env: Pick<Env, 'METRICS_PORT' | 'HOST'>;
  sql: Sql;
  work: boolean;
}): Promise<MetricsServer | undefined> {
  const { env } = options;
  if (env.METRICS_PORT === undefined) return undefined;
  collectProcessMetrics();
  watchPool(options.sql);
  if (options.work) watchSharedFigures(options.sql);
  return startMetricsServer({ port: env.METRICS_PORT, host: env.HOST });
}
