// The fuzzer of every declared route (api/fuzz.integration.test.ts; many more runs in
// bench/fuzz.bench.ts): fast-check generates path params, query strings, bodies and a few headers
// for a route and a caller (guest, site user, admin, superadmin, owner link), and the judge holds
// every answer to the validation rules of docs/architecture.md: below 500, no stack trace or SQL
// text, and no row written by a request that was refused. Bodies and queries lean on the contract:
// each route is probed once to learn which contract schemas it parses, and most generated inputs
// are valid shapes of those schemas with one field broken, which gets past the first `safeParse`
// into deeper code.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import fc from 'fast-check';
import pino from 'pino';
import { parseEnv } from '#api/env.ts';
import type { JobSender } from '#api/jobs/send-in-transaction.ts';
import { type DeclaredRoute, declaredRoutes } from '#api/openapi/declared-routes.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import type { Sql } from '#db/connection.ts';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertContactMessage, insertReport } from '#db/seed/factories/support.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { fixedRateLimitClock, listen } from './http.ts';

// ---------------------------------------------------------------------------------------------
// Which contract schemas a route parses: every exported schema of contract/ records the data
// it is asked to parse while a probe is in flight.

/** A zod (classic or mini) schema, as far as the generators look into it. */
interface Schema {
  _zod: { def: SchemaDef };
  safeParse(data: unknown, params?: unknown): unknown;
  parse(data: unknown, params?: unknown): unknown;
}
// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions differ by type
type SchemaDef = Record<string, any> & { type: string };

let recording: { schema: Schema; data: unknown }[] | null = null;
const instrumented = new WeakSet<object>();

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema).safeParse === 'function';
}

/** Wraps parse and safeParse of every exported schema of contract/ and sync/ so a probe sees which ones a route calls. */
export async function instrumentContract(): Promise<number> {
  const modules: Record<string, unknown>[] = [];
  const names = (folder: string, keep: (file: string) => boolean) =>
    readdirSync(new URL(folder, import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && keep(file))
      .map((file) => file.slice(0, -'.ts'.length));
  for (const name of names('../contract/', () => true)) modules.push(await import(`#contract/${name}.ts`));
  for (const name of names('../sync/', (file) => file.endsWith('.schema.ts'))) modules.push(await import(`#sync/${name}.ts`));
  let count = 0;
  for (const value of modules.flatMap((module) => Object.values(module))) {
    if (!isSchema(value) || instrumented.has(value)) continue;
    instrumented.add(value);
    count++;
    for (const method of ['safeParse', 'parse'] as const) {
      const original = value[method];
      Object.defineProperty(value, method, {
        configurable: true,
        writable: true,
        value(data: unknown, params?: unknown) {
          recording?.push({ schema: value, data });
          return original.call(value, data, params);
        },
      });
    }
  }
  return count;
}

export interface RouteSchemas {
  body: Schema[];
  query: Schema[];
}

const PROBE = 'fuzzProbe';

/**
 * The schemas `route` parses its body and query with, seen by sending it marked input as each
 * caller: the query `fuzzProbe=query` and the body `{"fuzzProbe":"body"}`, then `{}` for a route
 * that refuses unknown keys before it parses.
 */
export async function probeRoute(world: FuzzWorld, route: DeclaredRoute, callers: readonly Caller[]): Promise<RouteSchemas> {
  const body = new Set<Schema>();
  const query = new Set<Schema>();
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const probe = async (caller: Caller, sent: object | undefined) => {
    recording = [];
    try {
      const answer = await send(world.url, {
        method: route.method,
        path: `${fillPath(route.path, (name) => world.known[name]?.[0] ?? '1')}?${PROBE}=query`,
        headers: { ...world.headersOf(caller, route.method), ...(sent ? { 'content-type': 'application/json' } : {}) },
        body: sent ? JSON.stringify(sent) : undefined,
      });
      if (answer.status < 400) await world.keep(caller);
      for (const { schema, data } of recording) {
        if (!isRecord(data)) continue;
        if (data[PROBE] === 'query') query.add(schema);
        else if (data[PROBE] === 'body' || (sent && Object.keys(sent).length === 0 && Object.keys(data).length === 0)) body.add(schema);
      }
    } finally {
      recording = null;
    }
  };
  for (const caller of callers) await probe(caller, hasBody ? { [PROBE]: 'body' } : undefined);
  if (hasBody && body.size === 0) for (const caller of callers) await probe(caller, {});
  return { body: [...body], query: [...query] };
}

// ---------------------------------------------------------------------------------------------
// Values from a schema (valid or nearly), and junk.

const HUGE = 'x'.repeat(100_000);

/** Values that break code written for the happy path. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    true,
    false,
    [],
    {},
    [null],
    { '': null },
    '0',
    'null',
    'true',
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%00',
    '\u202e\u0301',
    '😀'.repeat(300),
    '9'.repeat(400),
    '2026-13-45T99:99:99Z',
    'NaN',
    'Infinity',
    HUGE,
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer(),
  fc.double(),
);

function checksOf(def: SchemaDef): SchemaDef[] {
  return ((def.checks ?? []) as { _zod: { def: SchemaDef } }[]).map((check) => check._zod.def);
}

function lengthsOf(def: SchemaDef): { min: number; max: number } {
  let min = 0;
  let max = 60;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum;
    if (check.check === 'max_length') max = check.maximum;
    if (check.check === 'length_equals') min = max = check.length;
  }
  return { min, max: Math.max(min, Math.min(max, min + 60)) };
}

function stringOf(def: SchemaDef): fc.Arbitrary<unknown> {
  const { min, max } = lengthsOf(def);
  const format = def.format ?? checksOf(def).find((check) => check.check === 'string_format')?.format;
  const pattern = (def.pattern ?? checksOf(def).find((check) => check.check === 'string_format')?.pattern) as RegExp | undefined;
  if (format === 'url') return fc.webUrl();
  if (pattern) return fc.stringMatching(pattern, { maxLength: format === 'email' ? Math.max(max, 60) : max });
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }));
}

function numberOf(def: SchemaDef): fc.Arbitrary<unknown> {
  let min = -1e9;
  let max = 1e9;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = check.inclusive ? check.value : check.value + 1;
    if (check.check === 'less_than') max = check.inclusive ? check.value : check.value - 1;
  }
  const integer = def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32';
  const numbers: fc.Arbitrary<number> = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return def.coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
}

/** A value of `schema`'s shape: valid for most schemas (refinements aside). */
export function shapeOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  if (depth > 6) return fc.constant(null);
  const inner = (s: Schema) => shapeOf(s, depth + 1);
  switch (def.type) {
    case 'string':
      return stringOf(def);
    case 'number':
    case 'bigint':
      return numberOf(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      // the checking end of a pipe (z.pipe(text(), z.email())), or what a transform takes in
      return inner(def.out._zod.def.type === 'transform' ? def.in : def.out);
    case 'lazy':
      return inner(def.getter());
    case 'array': {
      const { min, max } = lengthsOf(def);
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.min(max, min + 4) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map(inner));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, inner(field)]));
      return fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    }
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => (isRecord(a) && isRecord(b) ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), inner(def.valueType), { maxKeys: 4 });
    default:
      return junkValue;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Mutation = 'replace' | 'delete' | 'add' | 'keep';

/** `value` with one thing broken at the end of a path of picks through its objects and arrays. */
function mutate(value: unknown, picks: readonly number[], how: Mutation, junk: unknown, depth = 0): unknown {
  const pick = picks[depth] ?? 0;
  const deeper = (inner: unknown) => (isRecord(inner) || Array.isArray(inner)) && depth < picks.length - 1 && pick % 3 !== 0;
  if (Array.isArray(value)) {
    if (!value.length) return how === 'add' ? [junk] : junk;
    const i = pick % value.length;
    const copy = [...value];
    if (deeper(copy[i])) copy[i] = mutate(copy[i], picks, how, junk, depth + 1);
    else if (how === 'delete') copy.splice(i, 1);
    else if (how === 'add') copy.push(junk);
    else copy[i] = junk;
    return copy;
  }
  if (!isRecord(value)) return junk;
  const keys = Object.keys(value);
  const copy: Record<string, unknown> = { ...value };
  if (how === 'add' || !keys.length) {
    copy[pick % 5 === 0 ? 'extra\u0000' : `extra${pick % 7}`] = junk;
    return copy;
  }
  const key = keys[pick % keys.length] as string;
  if (deeper(copy[key])) copy[key] = mutate(copy[key], picks, how, junk, depth + 1);
  else if (how === 'delete') delete copy[key];
  else copy[key] = junk;
  return copy;
}

/** One broken field (or one unknown field, or a field missing), at any depth of an otherwise valid value; sometimes none. */
export function almostValid(schema: Schema): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      shapeOf(schema),
      fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'add', 'keep', 'keep'),
      junkValue,
    )
    .map(([value, picks, how, junk]) => (how === 'keep' ? value : mutate(value, picks, how, junk)));
}

// ---------------------------------------------------------------------------------------------
// Paths, queries, bodies and headers.

/** Raw path segments (already encoded) that confuse routers, decoders and id parsers. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  '%C0%AE',
  '%ED%A0%80',
  '%E2%80%AE',
  'a%20b',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '%201',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  "1'",
  '1%3B%20DROP%20TABLE%20users',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'NaN',
  'x'.repeat(5000),
];

function paramArb(known: readonly string[]): fc.Arbitrary<string> {
  const encoded = (s: fc.Arbitrary<string>) => s.map((value) => encodeURIComponent(value));
  return fc.oneof(
    ...(known.length ? [{ weight: 4, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) }] : []),
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 2 ** 40 }).map(String) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: encoded(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })) },
    { weight: 1, arbitrary: encoded(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 40 })) },
  );
}

export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => value(name));
}

function pathArb(path: string, known: Record<string, string[]>): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (!names.length) return fc.constant(path);
  return fc.tuple(...names.map((name) => paramArb(known[name] ?? known.id ?? []))).map((values) => {
    let i = 0;
    return fillPath(path, () => values[i++] as string);
  });
}

function queryOf(value: unknown): string {
  if (!isRecord(value)) return new URLSearchParams({ q: JSON.stringify(value) ?? '' }).toString();
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) params.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  return params.toString();
}

const RAW_QUERIES = [
  'a[b]=1&a[c][d]=2',
  'a[]=1&a[]=2',
  'a=1&a=2&a=3',
  'limit=1&limit=2',
  'limit=1e9&offset=-1',
  'offset=99999999999999999999',
  '%',
  '%zz=%zz',
  '%00=%00',
  'a=%E0%A4%A',
  '&&&==&=',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  `q=${'y'.repeat(20_000)}`,
  Array.from({ length: 1500 }, (_, i) => `k${i}=1`).join('&'),
];

/** Names routes read outside the contract (a purchase link's token, a feed's cursor, paging). */
const COMMON_QUERY_KEYS = [
  'token',
  'cursor',
  'limit',
  'offset',
  'page',
  'sort',
  'q',
  'search',
  'status',
  'from',
  'to',
  'language',
  'lang',
  'email',
  'grant',
  'w',
  'format',
];

function queryArb(schemas: readonly Schema[]): fc.Arbitrary<string> {
  const keys = [...new Set(schemas.flatMap((schema) => Object.keys((schema._zod.def.shape as object | undefined) ?? {})))];
  const keyArb = fc.oneof(fc.constantFrom(...keys, ...COMMON_QUERY_KEYS), fc.string({ maxLength: 8 }));
  const valueArb = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom('', '-1', '1e400', 'true', 'NaN', 'x'.repeat(3000)),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    ...schemas.map((schema) => ({ weight: 4, arbitrary: almostValid(schema).map(queryOf) })),
    { weight: 2, arbitrary: fc.constantFrom(...RAW_QUERIES) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(keyArb, valueArb, fc.constantFrom('', '[]', '[a]', '[a][b]')), { minLength: 1, maxLength: 5 })
        .map((pairs) => pairs.map(([key, value, suffix]) => `${encodeURIComponent(key)}${suffix}=${encodeURIComponent(value)}`).join('&')),
    },
  );
}

export interface FuzzBody {
  contentType?: string;
  body?: string | Buffer;
}

const json = (value: unknown): FuzzBody => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' });

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[], boundary = 'fuzzBoundary'): FuzzBody {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const multipartJunk: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .record({
      name: fc.constantFrom('files', 'evidence', 'file', 'photo', 'video', 'reason', 'anonymous', ''),
      filename: fc.option(fc.constantFrom('a.jpg', '../../x.jpg', 'x'.repeat(2000), '', 'a.mp4', 'ñ.png', 'a"b.jpg'), { nil: undefined }),
      type: fc.option(fc.constantFrom('image/jpeg', 'video/mp4', 'text/html', 'application/x-sh'), { nil: undefined }),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
        fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([JPEG_HEAD, Buffer.from(bytes)])),
      ),
    })
    .chain((part) => fc.array(fc.constant(part), { minLength: 1, maxLength: 12 }))
    .map((parts) => multipart(parts)),
  fc.constantFrom<FuzzBody>(
    { contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
    { contentType: 'multipart/form-data; boundary=a', body: '--b\r\nContent-Disposition: form-data; name="files"\r\n\r\nx' },
    {
      contentType: 'multipart/form-data; boundary=a',
      body: '--a\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\nunterminated',
    },
    { contentType: 'multipart/form-data; boundary=a', body: '' },
  ),
);

function deep(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function bodyArb(schemas: readonly Schema[], upload: boolean): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    ...schemas.map((schema) => ({ weight: 6, arbitrary: almostValid(schema).map(json) })),
    ...schemas.map((schema) => ({ weight: 1, arbitrary: shapeOf(schema).map(json) })),
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 1, arbitrary: junkValue.map(json) },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({}) },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ contentType: 'application/json', body: `"${'x'.repeat(1_100_000)}"` }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const))
        .map(([depth, kind]) => ({ contentType: 'application/json', body: deep(depth, kind) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"a":', "{'a':1}", 'undefined', '\u0000', '[1,]', '{"a":1}}'))
        .map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'application/json; charset=utf-7',
            'application/xml',
          ),
          fc.string({ maxLength: 60 }),
        )
        .map(([contentType, body]) => ({ contentType, body })),
    },
    { weight: upload ? 6 : 1, arbitrary: multipartJunk },
  );
}

const TUS_JUNK: Record<string, (string | undefined)[]> = {
  'tus-resumable': [undefined, '0.2', ''],
  'upload-length': [undefined, '0', '-1', '1e3', '99999999999999', 'x', '20000000'],
  'upload-offset': [undefined, '1', '-1', 'x', '99999999999'],
  'upload-metadata': [
    undefined,
    'filename',
    '!!!',
    `filename ${'A'.repeat(3000)}`,
    'filetype dGV4dC9odG1s',
    'filename Li4vLi4vZXRjL3Bhc3N3ZA==',
  ],
  'upload-defer-length': ['1', 'x'],
  'content-type': [undefined, 'text/plain'],
};

/** Headers some routes read: the tus protocol's, an idempotency key, a foreign Origin. */
function headersArb(path: string): fc.Arbitrary<Record<string, string>> {
  // The tus protocol's headers, right but for one (missing or wrong), so most requests reach the upload itself.
  const tus = path.includes('/uploads/tus')
    ? fc.tuple(fc.constantFrom('none', ...Object.keys(TUS_JUNK)), fc.nat()).map(([broken, n]) => {
        const headers: Record<string, string> = {
          'tus-resumable': '1.0.0',
          'upload-length': n % 3 === 0 ? '1' : '100',
          'upload-offset': '0',
          'upload-metadata': 'filename YS5qcGc=,filetype aW1hZ2UvanBlZw==',
          'content-type': 'application/offset+octet-stream',
        };
        const junk = TUS_JUNK[broken];
        if (junk) {
          const value = junk[n % junk.length];
          if (value === undefined) delete headers[broken];
          else headers[broken] = value;
        }
        return headers;
      })
    : fc.constant({});
  // Each now and then: most requests should get past the same-origin check and the token look-up.
  const oneIn =
    (n: number) =>
    <T>(value: fc.Arbitrary<T>) =>
      fc.oneof({ weight: n - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });
  const sometimes = oneIn(4);
  const rarely = oneIn(10);
  const other = fc.record({
    'idempotency-key': sometimes(fc.oneof(fc.uuid(), fc.string({ unit: 'binary-ascii', maxLength: 300 }).map(headerSafe))),
    origin: rarely(fc.constantFrom('https://evil.example', 'null', 'not a url')),
    'x-owner-token': rarely(fc.string({ unit: 'binary-ascii', maxLength: 80 }).map(headerSafe)),
    'x-approval-token': sometimes(fc.string({ unit: 'binary-ascii', maxLength: 80 }).map(headerSafe)),
    // a forged or mangled session cookie (in place of the caller's own)
    cookie: rarely(
      fc
        .tuple(
          fc.constantFrom('contacto.sid', 'contacto.admin'),
          fc.oneof(
            fc.constantFrom('', 'Fe26.2**', 'Fe26.2*1*a*b*c*d*e*f~2', '%', '%zz', 'x'.repeat(3000)),
            fc.string({ unit: 'binary-ascii', maxLength: 200 }).map(headerSafe),
          ),
        )
        .map(([name, value]) => `${name}=${value}`),
    ),
    range: rarely(
      fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-2', 'bytes=0-1,2-3,4-5,6-7', 'bytes=99999999999-', 'lines=1-2', 'bytes=x'),
    ),
    'if-none-match': rarely(fc.constantFrom('*', 'W/"x"', '"', 'x'.repeat(500))),
    'if-modified-since': rarely(fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'not a date', '9999-99-99')),
    'accept-language': rarely(fc.constantFrom('*', 'xx', 'es;q=x', 'de-DE,de;q=0.9,*;q=0', 'x'.repeat(500))),
    accept: rarely(fc.constantFrom('text/html', 'application/xml', '*/*;q=x', '')),
  });
  return fc.tuple(tus, other).map(([a, b]) => {
    const headers: Record<string, string> = { ...a };
    for (const [name, value] of Object.entries(b)) if (value !== undefined) headers[name] = value;
    return headers;
  });
}

const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** What fast-check generates for one request: where the caller's own headers go is the runner's business. */
export interface FuzzInput {
  path: string;
  query: string;
  body: FuzzBody;
  headers: Record<string, string>;
}

export function inputArb(route: DeclaredRoute, schemas: RouteSchemas, known: Record<string, string[]>): fc.Arbitrary<FuzzInput> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc.record({
    path: pathArb(route.path, known),
    query: queryArb(schemas.query),
    body: hasBody ? bodyArb(schemas.body, /upload|reports|takedowns/.test(route.path)) : fc.constant<FuzzBody>({}),
    headers: headersArb(route.path),
  });
}

// ---------------------------------------------------------------------------------------------
// Sending, and judging the answer.

export interface FuzzAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  contentType: string;
  text: string;
}

/** One request on a connection of its own, the path sent exactly as generated (no normalising). */
export function send(baseUrl: string, request: FuzzRequest, timeoutMs = 20_000): Promise<FuzzAnswer> {
  const target = new URL(baseUrl);
  // Framed by its length: node sends a DELETE's body unframed otherwise, and the server reads it as a second request.
  const headers =
    request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: request.path, method: request.method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const contentType = String(res.headers['content-type'] ?? '');
          const binary = /^(image|video|audio)\/|octet-stream/.test(contentType);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            contentType,
            text: binary ? '' : Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A request line and headers past node's limit are refused by its parser with a 431 before
      // the app sees them, and the socket is closed at once: while the client still sends (a
      // body after a 20 KB address) or before it reads, the close can arrive as a reset instead
      // of the 431 (seen on a busy CI machine). That is the refusal, not a server failure.
      const headerBytes = Buffer.byteLength(`${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers).join('\r\n')}`);
      if ((error.code === 'ECONNRESET' || error.code === 'EPIPE') && headerBytes > http.maxHeaderSize) {
        resolve({ status: 431, headers: {}, contentType: '', text: '' });
        return;
      }
      reject(error);
    });
    req.end(request.body);
  });
}

/** Text that only a leak puts in an answer: stack frames, source paths, SQL and PostgreSQL's own words. */
const LEAKS: [string, RegExp][] = [
  // a frame on a line of its own, or after a JSON-escaped newline
  ['a stack frame', /(?:^|\\n)\s*at [^\n]*?(?::\d+:\d+\)?|<anonymous>\)?|\(native\))/m],
  ['node internals', /node:internal|node_modules\//],
  ['a source path', /\/(api|db|sync|tests)\/[\w./-]+\.ts\b/],
  ['an SQL statement', /\b(SELECT [\s\S]{0,200}\bFROM|INSERT INTO|UPDATE [\w."]+ SET|DELETE FROM)\b/],
  [
    'a PostgreSQL error',
    /syntax error at or near|relation "|column "[^"]*" (does not exist|of relation)|violates (unique|foreign key|check|not-null) constraint|duplicate key value|invalid input syntax for|value too long for type|out of range for type|current transaction is aborted|PostgresError/,
  ],
  ['a PostgreSQL error code', /"(code|sqlState|severity_local)"\s*:\s*"([0-9A-Z]{5}|ERROR)"/],
];

/** What of a leak the answer shows (and the request did not itself carry), or null. */
export function leakIn(answer: string, request: string): string | null {
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(answer);
    if (found && !request.includes(found[0])) return `${what}: ${JSON.stringify(found[0].slice(0, 200))}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Row counts: a refused request leaves every table as it found it.

/**
 * Rows a refused request writes by design, as the condition that picks them out: rate_limits counts
 * the refused attempt (that is how a limit works; the fuzzer also clears it before each request so
 * a 429 does not hide deeper code), and the audit trail records every failed back-office login.
 */
export const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  'public.rate_limits': 'true',
  'public.admin_activity_log': `action = 'admin.login_failed'`,
};

export type RowCounts = Map<string, number>;

/** Counts every table of every schema but PostgreSQL's own, in one statement. */
export async function countingQuery(sql: Sql): Promise<() => Promise<RowCounts>> {
  const tables = await sql<{ name: string }[]>`
    SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`;
  const select = tables
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, count(*) FILTER (WHERE NOT (${WRITTEN_WHEN_REFUSED[name] ?? 'false'}))::int AS n FROM ${name}`,
    )
    .join(' UNION ALL ');
  const statement = `WITH cleared AS (DELETE FROM rate_limits) ${select}`;
  return async () => {
    const rows = await sql.unsafe<{ name: string; n: number }[]>(statement);
    return new Map(rows.map((row) => [row.name, row.n]));
  };
}

function countChanges(before: RowCounts, after: RowCounts): string[] {
  const changes: string[] = [];
  for (const [name, n] of after) if (before.get(name) !== n) changes.push(`${name} ${before.get(name)} → ${n}`);
  return changes;
}

// ---------------------------------------------------------------------------------------------
// The app under fuzz, and the world: known ids to aim at, and callers with their sessions.

/**
 * The app on `sql`, listening on port 0, media on disk under `dataDir`, with a job queue that only
 * takes jobs (the fuzz is about the requests, not the work they enqueue); its declared routes.
 */
export async function startFuzzTarget(
  sql: Sql,
  dataDir: string,
): Promise<{ url: string; routes: DeclaredRoute[]; close(): Promise<void> }> {
  const jobs = { send: async () => randomUUID() } as unknown as JobSender;
  const app = createApp({
    env: parseEnv({
      SESSION_SECRET: 'fuzz-secret-0123456789-abcdefghijklmnopqrs',
      PUBLIC_URL: 'https://contacto.example',
      DATA_DIR: dataDir,
    }),
    logger: pino({ level: 'silent' }),
    sql,
    jobs,
    storage: createDiskStorage(dataDir),
    readiness: { sql, queue: async () => undefined },
    rateLimitClock: fixedRateLimitClock,
  });
  const server = await listen(app);
  return { url: server.url, routes: declaredRoutes(app), close: server.close };
}

export type Caller = 'guest' | 'user' | 'admin' | 'superadmin' | 'owner';
export const CALLERS: readonly Caller[] = ['guest', 'user', 'admin', 'superadmin', 'owner'];

/** The owner link is read only by her routes: other routes are not fuzzed with it. */
export function callersOf(route: DeclaredRoute): Caller[] {
  const owner = /^\/api\/(owner|approval-request)\b/.test(route.path);
  return CALLERS.filter((caller) => caller !== 'owner' || owner);
}

export interface FuzzWorld {
  url: string;
  sql: Sql;
  /** Values worth aiming path params at, by param name (`id` is the fallback of every name). */
  known: Record<string, string[]>;
  headersOf(caller: Caller, method: string): Record<string, string>;
  /** After an answer that may have changed a caller's standing (a logout, a deletion): sign in again where needed. */
  keep(caller: Caller): Promise<void>;
}

function cookieOf(setCookies: string[] | undefined): string {
  return (setCookies ?? []).map((line) => line.split(';')[0]).join('; ');
}

async function login(url: string, path: string, body: object): Promise<string> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', origin: target.origin },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(cookieOf(res.headers['set-cookie'])) : reject(new Error(`${path} answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * Profiles, an order, a report, a message, a user and an admin to aim at, and the signed-in
 * callers. Callers are never among the targets, so a superadmin's fuzzed PATCH rarely locks out
 * the fuzzer's own admin; when it does (or a fuzzed logout succeeds), keep() signs in anew.
 */
export async function createWorld(sql: Sql, url: string): Promise<FuzzWorld> {
  const live = await insertProfile(sql);
  const pending = await insertProfile(sql, { status: 'PENDING', isApproved: false });
  const targetUser = await insertUser(sql);
  const order = await insertOrder(sql, [live.id], { userId: targetUser.id, status: 'completed' });
  const report = await insertReport(sql, { profileId: live.id });
  const message = await insertContactMessage(sql);
  const targetAdmin = await insertAdmin(sql, { role: 'admin' });
  const photo = live.primaryPhoto ?? 'missing.jpg';
  // resumable uploads waiting for their bytes, for HEAD, PATCH, DELETE and the result to aim at
  const tusIds: string[] = [];
  for (const length of ['1', '100']) {
    const created = await send(url, {
      method: 'POST',
      path: '/api/uploads/tus',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': length },
    });
    const id = String(created.headers.location ?? '')
      .split('/')
      .pop();
    if (created.status !== 201 || !id) throw new Error(`could not create a resumable upload: ${created.status}`);
    tusIds.push(id);
  }
  const known: Record<string, string[]> = {
    id: [live.id, pending.id, order.id, report.id, message.id, targetUser.id, targetAdmin.id, ...tusIds].map(String),
    orderId: [String(order.id)],
    profileId: [String(live.id), String(pending.id)],
    userId: [String(targetUser.id)],
    slug: [live.slugEn, live.slugEs].filter((slug): slug is string => !!slug),
    language: ['en', 'es', 'de', 'it', 'nl', 'pt', 'xx'],
    variant: ['thumb', 'medium', 'large', 'original'],
    kind: ['images', 'videos', 'pending'],
    name: [photo],
    file: [`${live.id}.jpg`, `${live.slugEn}.jpg`],
  };

  const cookies = new Map<Caller, string>();
  let ownerToken = '';
  const signIn = async (caller: Caller) => {
    if (caller === 'user') {
      const user = await insertUser(sql);
      cookies.set(caller, await login(url, '/api/auth/login', { email: user.email, password: user.password }));
    } else if (caller === 'admin' || caller === 'superadmin') {
      const admin = await insertAdmin(sql, { role: caller });
      cookies.set(caller, await login(url, '/api/admin/login', { username: admin.username, password: admin.password }));
    } else if (caller === 'owner') {
      ownerToken = randomToken(32);
      await insertProfile(sql, { ownerTokenHash: hashToken(ownerToken) });
    }
  };
  for (const caller of CALLERS) await signIn(caller);

  const origin = new URL(url).origin;
  const world: FuzzWorld = {
    url,
    sql,
    known,
    headersOf(caller, method) {
      const headers: Record<string, string> = {};
      const cookie = cookies.get(caller);
      if (cookie) headers.cookie = cookie;
      if (caller === 'owner') headers['x-owner-token'] = ownerToken;
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) headers.origin = origin;
      return headers;
    },
    async keep(caller) {
      if (caller === 'superadmin') await resetSettings(sql);
      if (caller === 'guest') return;
      const check = caller === 'user' ? '/api/auth/user' : caller === 'owner' ? '/api/owner/profile' : '/api/admin/user';
      const answer = await send(url, { method: 'GET', path: check, headers: world.headersOf(caller, 'GET') });
      if (answer.status !== 200) await signIn(caller);
    },
  };
  return world;
}

/** A superadmin's fuzzed settings may require MFA of every admin, which would shut the admin callers out of all that follows. */
async function resetSettings(sql: Sql): Promise<void> {
  await sql`UPDATE admin_settings SET value = 'false'::jsonb WHERE key = 'mfa_required'`;
}

// ---------------------------------------------------------------------------------------------
// The runner.

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** Only routes whose "METHOD /path" contains this (to replay one route). */
  only?: string;
  /** Stop before the next route × caller once this time (ms since the epoch) has passed. */
  deadline?: number;
  /** Every request and its answer on stdout. */
  debug?: boolean;
  onProperty?(route: DeclaredRoute, caller: Caller): void;
}

export interface FuzzFailure {
  route: string;
  caller: Caller;
  report: string;
}

export interface FuzzResult {
  /** Route × caller properties checked. */
  properties: number;
  requests: number;
  byStatus: Map<number, number>;
  /** Answers below 400 (which may write), by route. */
  accepted: Map<string, number>;
  failures: FuzzFailure[];
}

/** A seed of its own for each route and caller, so replaying one route generates what the whole run did. */
function seedOf(seed: number, key: string): number {
  let hash = seed | 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

function describeInput(input: FuzzInput): string {
  const body = input.body.body === undefined ? '' : input.body.body.toString();
  return `${clip(`${input.path}${input.query ? `?${input.query}` : ''}`, 300)} ${JSON.stringify(input.headers)} ${input.body.contentType ?? ''} ${clip(body, 300)}`;
}

/** The request of one run, the caller's cookie, token and Origin merged with what was generated. */
function requestOf(world: FuzzWorld, route: DeclaredRoute, caller: Caller, input: FuzzInput): FuzzRequest {
  const headers = { ...world.headersOf(caller, route.method), ...input.headers };
  if (input.body.contentType && !input.headers['content-type']) headers['content-type'] = input.body.contentType;
  return { method: route.method, path: input.query ? `${input.path}?${input.query}` : input.path, headers, body: input.body.body };
}

/** Fuzzes each route as each of its callers; a failure is reported, with its replay, and the run goes on. */
export async function fuzzRoutes(world: FuzzWorld, routes: readonly DeclaredRoute[], options: FuzzOptions): Promise<FuzzResult> {
  const counts = await countingQuery(world.sql);
  const result: FuzzResult = { properties: 0, requests: 0, byStatus: new Map(), accepted: new Map(), failures: [] };
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (options.only && !key.includes(options.only)) continue;
    const callers = callersOf(route);
    const schemas = await probeRoute(world, route, callers);
    for (const caller of callers) {
      if (options.deadline && Date.now() > options.deadline) return result;
      // The counts after a refused request are the next request's counts before it.
      let last: RowCounts | null = null;
      const property = fc.asyncProperty(inputArb(route, schemas, world.known), async (input) => {
        const request = requestOf(world, route, caller, input);
        const before = last ?? (await counts());
        const answer = await send(world.url, request);
        if (options.debug)
          process.stdout.write(`${caller} ${request.method} ${clip(request.path, 200)} → ${answer.status} ${clip(answer.text, 200)}\n`);
        result.requests++;
        result.byStatus.set(answer.status, (result.byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${clip(answer.text, 500)}`);
        const leak = leakIn(answer.text, `${request.path} ${request.body?.toString() ?? ''} ${JSON.stringify(input.headers)}`);
        if (leak) throw new Error(`answered ${answer.status} with ${leak}`);
        if (answer.status >= 400) {
          last = await counts();
          const changes = countChanges(before, last);
          if (changes.length) throw new Error(`answered ${answer.status} but wrote: ${changes.join(', ')}`);
        } else {
          last = null;
          result.accepted.set(key, (result.accepted.get(key) ?? 0) + 1);
          await world.keep(caller);
        }
      });
      const details = await fc.check(property, { seed: seedOf(options.seed, `${caller} ${key}`), numRuns: options.runs });
      result.properties++;
      options.onProperty?.(route, caller);
      if (details.failed) {
        const counterexample = details.counterexample?.[0] as FuzzInput | undefined;
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        result.failures.push({
          route: key,
          caller,
          report: [
            `${key} as ${caller}: ${clip(error, 800)}`,
            counterexample ? `  request: ${describeInput(counterexample)}` : '',
            `  fast-check seed ${details.seed}, path "${details.counterexamplePath}", after ${details.numRuns} runs and ${details.numShrinks} shrinks`,
            `  replay: FUZZ_SEED=${options.seed} FUZZ_RUNS=${options.runs} FUZZ_ROUTE='${key}' npx vitest run --project integration api/fuzz.integration.test.ts`,
          ]
            .filter(Boolean)
            .join('\n'),
        });
      }
    }
  }
  return result;
}

/** Every failure of a run, each with its request and how to replay it. */
export function failureReport(result: FuzzResult, settings: { seed: number; runs: number }): string {
  return `${result.failures.length} of ${result.properties} route × caller properties failed (seed ${settings.seed}, ${settings.runs} runs each):\n\n${result.failures
    .map((failure) => failure.report)
    .join('\n\n')}`;
}

/** The run's settings from the environment: a fixed seed unless FUZZ_SEED says otherwise. */
export function fuzzSettings(defaults: { seed: number; runs: number }): { seed: number; runs: number; only?: string; debug: boolean } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : defaults.seed;
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaults.runs;
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1)
    throw new Error('FUZZ_SEED and FUZZ_RUNS must be integers (FUZZ_RUNS ≥ 1)');
  return { seed, runs, only: process.env.FUZZ_ROUTE || undefined, debug: !!process.env.FUZZ_DEBUG };
}
