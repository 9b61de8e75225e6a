// OpenTelemetry traces, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. Loaded only when
// that variable is set (api/observability/observability.ts imports this file then, and only
// then): without it no SDK is loaded and the spans the app makes are the API's no-ops.
//
// Spans: every HTTP request (node's http, with Express's route as its name), every SQL statement
// and transaction of the application's pool (postgres.js has no instrumentation of its own:
// traceQueries wraps the pool the process opens, which every request and job queries through),
// and every job run, which continues the trace of the request that sent it (its data carries a
// `traceparent`). Metrics and logs stay with Prometheus and pino: nothing else is exported.
import { createRequire } from 'node:module';
import { type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Sql } from '#db/connection.ts';
import { inSpan, tracer } from './tracing.ts';

export interface Telemetry {
  /** The pool with a span around each statement and transaction. */
  traceQueries(sql: Sql): Sql;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
}

export function startTelemetry(serviceName: string): Telemetry {
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    // the liveness probe is asked every few seconds and says nothing worth a trace
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/api/health' }),
      new ExpressInstrumentation(),
    ],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  // The entry point imported node:http before this ran, and Express comes as an ES module: a
  // require here hands both to the instrumentations, which patch the one shared module object
  // (the server's prototype, Express's router) that every import sees.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'express']) require(name);
  let stopped: Promise<void> | undefined;
  return {
    traceQueries,
    shutdown: () => {
      stopped ??= sdk.shutdown().catch(() => undefined);
      return stopped;
    },
  };
}

type QueryLike = { then: PromiseLike<unknown>['then']; execute: unknown; strings?: readonly string[] };

const isQuery = (value: unknown): value is QueryLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryLike).execute === 'function' &&
  typeof (value as QueryLike).then === 'function';

/** The statement's text with its parameters as $1, $2… (never their values). */
function statementOf(query: QueryLike): string {
  const strings = query.strings ?? [];
  return strings.reduce((text, part, index) => (index === 0 ? part : `${text}$${index}${part}`), '').trim();
}

const failed = (span: Span, error: unknown) => {
  span.recordException(error as Error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
};

/** A query runs when first awaited: its span starts then (under the request's or job's span) and ends with it. */
function traceQuery<T>(query: T): T {
  if (!isQuery(query)) return query; // a fragment (identifier, helper) runs inside another query
  const then = query.then;
  let started = false;
  const traced = function (this: QueryLike, ...args: Parameters<typeof then>) {
    if (!started) {
      started = true;
      const text = statementOf(query);
      const span = tracer.startSpan(`sql ${text.split(/\s/, 1)[0]?.toUpperCase() || 'query'}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 2000) },
      });
      then.call(
        query,
        () => span.end(),
        (error: unknown) => {
          failed(span, error);
          span.end();
        },
      );
    }
    return then.apply(query, args) as ReturnType<typeof then>;
  };
  // this query's own `then` (postgres.js runs a query when it is first awaited)
  Object.defineProperty(query, 'then', { value: traced, configurable: true, writable: true });
  return query;
}

function traceQueries(sql: Sql): Sql {
  const wrapCallback = (args: unknown[]) =>
    args.map((arg) => (typeof arg === 'function' ? (inner: Sql) => (arg as (sql: Sql) => unknown)(traceQueries(inner)) : arg));
  return new Proxy(sql, {
    apply: (target, self, args) => traceQuery(Reflect.apply(target, self, args)),
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'unsafe') return (...args: unknown[]) => traceQuery(Reflect.apply(value, target, args));
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) =>
          inSpan(
            `sql ${property === 'begin' ? 'transaction' : 'savepoint'}`,
            { kind: SpanKind.CLIENT },
            () => Reflect.apply(value, target, wrapCallback(args)) as Promise<unknown>,
          );
      }
      if (property === 'reserve') return async (...args: unknown[]) => traceQueries(await Reflect.apply(value, target, args));
      return value;
    },
  });
}
