// The request a piece of work belongs to, kept across awaits (AsyncLocalStorage): the request
// logger opens it for each request, and a job a request enqueues carries its id in its data
// (`requestId`), so the worker's log lines for that job carry the same id as the request's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { context, propagation } from '@opentelemetry/api';

interface RequestContext {
  readonly requestId: string | undefined;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or of the request behind the job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * A job's data as sent: with the id of the request that sends it, when there is one, and the
 * trace it is part of when traces are exported (`traceparent`; the worker's span continues it).
 */
export function withRequestId<Data extends object>(data: Data): Data {
  const requestId = currentRequestId();
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  if (requestId === undefined && carrier.traceparent === undefined) return data;
  return { ...data, ...(requestId === undefined ? {} : { requestId }), ...carrier };
}

/** The request id a job's data carries (sent by withRequestId), if it is a well-formed one. */
export function requestIdOf(data: unknown): string | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { requestId?: unknown }).requestId : undefined;
  return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : undefined;
}

/** A job's data without what withRequestId added: the job's own fields (what tests compare). */
export function jobOwnData<Data>(data: Data): Data {
  if (typeof data !== 'object' || data === null) return data;
  const { requestId: _id, traceparent: _trace, ...own } = data as Record<string, unknown>;
  return own as Data;
}
