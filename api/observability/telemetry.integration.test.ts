// `npm start` with OTEL_EXPORTER_OTLP_ENDPOINT set sends its traces to a real OTLP/HTTP receiver
// (a node http server here): a request, its SQL statements and the job it sent share one trace;
// and its /metrics answer on METRICS_PORT only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '#db/embedded.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { startProcess } from '#tests/process.ts';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

let db: TestDatabase;
let receiver: http.Server;
let endpoint: string;
const spans: ReceivedSpan[] = [];
const paths: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(req.url ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        resourceSpans?: { scopeSpans?: { spans?: ReceivedSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await db?.drop();
});

const attribute = (span: ReceivedSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

it('when an OTLP endpoint is set, then a request, its SQL and the job it sent are one trace', async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const app = startProcess('api/main.ts', {
    DATABASE_URL: db.url,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    LOG_LEVEL: 'warn',
    BUILD_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  try {
    await app.waitFor('Contacto is ready', 60_000);
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'traced@example.org', password: 'lantern-orchid', username: 'traced_user' }),
    });
    expect(res.status).toBe(201);

    const deadline = Date.now() + 20_000;
    const jobSpan = () => spans.find((span) => span.name === 'job mail.account');
    while (!jobSpan() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(paths).toContain('/v1/traces');
    const job = jobSpan();
    expect(job).toBeDefined();
    const trace = spans.filter((span) => span.traceId === job!.traceId);
    const server = trace.find((span) => span.parentSpanId === undefined || span.parentSpanId === '');
    expect(server?.name).toMatch(/POST/);
    expect(trace.some((span) => attribute(span, 'http.route') === '/api/auth/register')).toBe(true);
    // the request's own statements and the job's
    const statements = trace.filter((span) => span.name.startsWith('sql '));
    expect(statements.some((span) => /INSERT INTO users/i.test(attribute(span, 'db.query.text') ?? ''))).toBe(true);
    expect(statements.some((span) => span.parentSpanId === job!.spanId)).toBe(true);
    // no parameter values: the address she typed is in no span
    expect(JSON.stringify(trace)).not.toContain('traced@example.org');

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/contacto_http_request_duration_seconds_count\{[^}]*route="\/api\/auth\/register"/);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
  } finally {
    app.child.kill('SIGTERM');
  }
  expect((await app.exited).code).toBe(0);
}, 90_000);
