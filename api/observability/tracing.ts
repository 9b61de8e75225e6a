// Spans the app makes itself (jobs, SQL) through the OpenTelemetry API alone: without the SDK
// (OTEL_EXPORTER_OTLP_ENDPOINT unset, api/observability/telemetry.ts not loaded) every call is
// the API's no-op and nothing is recorded or sent.
import { context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

export const tracer = trace.getTracer('contacto');

/** Runs `work` in a span; an error marks the span failed and is thrown on. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Record<string, string | number>; parent?: { traceparent?: unknown } },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const carrier = typeof options.parent?.traceparent === 'string' ? { traceparent: options.parent.traceparent } : undefined;
  const parent = carrier ? propagation.extract(context.active(), carrier) : context.active();
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

export { SpanKind };
