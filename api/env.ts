// Typed configuration read once at start-up. A bad value stops the process with the name of
// the variable and the reason (STYLE.md "Typed env at start-up"); tests go through the same parse.
// Production is strict (docs/decisions/009-production-posture.md): real payments, real mail, a
// public URL and strong secrets, or the process does not start.
import { z } from 'zod';
import { UPLOAD_REQUEST_MAX_BYTES } from '#contract/upload.schema.ts';
import { weakSecretReason } from './secret-strength.ts';

/** The largest upload request, in whole MB: the least an upload allowance may be, or a full request never fits. */
const UPLOAD_REQUEST_MB = Math.ceil(UPLOAD_REQUEST_MAX_BYTES / (1024 * 1024));

const optionalFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));
const flag = (fallback: boolean) => optionalFlag.transform((v) => v ?? fallback);

const postgresUrl = z.string().refine((v) => /^postgres(ql)?:\/\/.+/.test(v), { message: 'must be a postgres:// or postgresql:// URL' });

const wholeNumber = (min: number, max: number, unit: string) => {
  const message = `must be a whole number ${unit} between ${min} and ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

const absolutePath = z.string().refine((v) => v.startsWith('/'), { message: 'must be an absolute path' });

const httpUrl = z.string().refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: 'must be an http(s) URL' });

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 0 and 65535' })
    .int({ message: 'must be a whole number between 0 and 65535' })
    .min(0, { message: 'must be a whole number between 0 and 65535' })
    .max(65535, { message: 'must be a whole number between 0 and 65535' })
    .default(3000),
  PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * DATABASE_URL goes through PgBouncer in transaction mode: the pools send no session settings at
   * connect (the migrations give the role its statement_timeout) and postgres.js prepares no
   * statements (such a pooler does not keep them from one transaction to the next).
   */
  DATABASE_PGBOUNCER: flag(false),
  /** Apply pending migrations at start-up (the embedded and one-host case); false where a release step runs `npm run db:migrate`. */
  MIGRATE_ON_START: flag(true),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Earlier SESSION_SECRETs, comma-separated: links they signed keep working after a rotation. */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => s.length >= 32), { message: 'must list secrets of at least 32 characters each' })
    .optional(),
  /**
   * Which hops in front of us to believe about the client's address (X-Forwarded-For): false
   * (none, direct connections), a number of proxies we run (1 behind the compose nginx), or a
   * comma-separated list of their addresses / CIDRs / loopback, linklocal, uniquelocal. Never
   * "true": that trusts every hop, so a client picks its own address and escapes rate limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      const text = (value ?? 'false').toLowerCase();
      if (['false', 'no', '0'].includes(text)) return false;
      if (['true', 'yes', '*'].includes(text)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must not trust every hop (any client could then pick its own address); set the number of proxies in front of the app (1 behind one nginx) or their addresses, e.g. loopback or 10.0.0.0/8',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      const hop = z.union([z.enum(['loopback', 'linklocal', 'uniquelocal']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
      const bad = entries.filter((entry) => !hop.safeParse(entry).success || /\/0$/.test(entry));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be false, a number of proxy hops, or a comma-separated list of addresses, CIDRs (not /0), loopback, linklocal or uniquelocal; not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /** Unset: true outside production, false in production (demo data there only when asked). */
  SEED_DEMO_DATA: optionalFlag,
  RUN_JOBS: flag(true),
  /** `npm run worker` answers its health (200 or 503) on this port; unset: no such port. */
  WORKER_HEALTH_PORT: wholeNumber(1, 65535, '(a port)').optional(),
  /**
   * Seconds between SIGTERM and closing the listening socket, during which /api/ready answers 503
   * so a load balancer stops sending new requests before the server drains the ones in flight.
   */
  SHUTDOWN_DELAY_SECONDS: wholeNumber(0, 60, 'of seconds').default(0),
  /**
   * The port /metrics (Prometheus) is served on, apart from the public PORT; unset: no metrics.
   * Never publish it: the figures are for the operator's Prometheus only.
   */
  METRICS_PORT: z.coerce
    .number({ message: 'must be a port number between 1 and 65535' })
    .int({ message: 'must be a port number between 1 and 65535' })
    .min(1, { message: 'must be a port number between 1 and 65535' })
    .max(65535, { message: 'must be a port number between 1 and 65535' })
    .optional(),
  /** Where traces go (OTLP over HTTP, e.g. http://otel-collector:4318); unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  BUILD_ON_START: flag(true),
  STRIPE_SECRET_KEY: z
    .string()
    .refine((v) => /^(sk|rk)_(test|live)_/.test(v), { message: 'must start with sk_test_, sk_live_, rk_test_ or rk_live_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', { message: 'must start with whsec_' }).optional(),
  /** Another Stripe API endpoint (stripe-mock, a test double); unset: api.stripe.com. Not in production. */
  STRIPE_API_URL: httpUrl.optional(),
  /**
   * Production only: allow test-mode payments (the built-in TEST MODE page, or a sk_test_ key)
   * for a staging deployment. Anyone can then get every contact for free with a test card.
   */
  UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: flag(false),
  /** Checkout sessions one IP address may start in 10 minutes; 0 turns the limit off. */
  CHECKOUT_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of at least 0' })
    .int({ message: 'must be a whole number of at least 0' })
    .min(0, { message: 'must be a whole number of at least 0' })
    .default(30),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Contacto <no-reply@contacto.example>'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * With S3: the URL at which the bucket's `public/` prefix is read by anyone (a CDN in front of
   * it, or the bucket's own URL). Public photos and videos are then published there and the app
   * loads them from it; unset, the API serves them itself.
   */
  MEDIA_PUBLIC_URL: z
    .string()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && !new URL(v).search && !new URL(v).hash, {
      message: 'must be an http(s) URL without a query or fragment, e.g. https://media.example.com',
    })
    .optional(),
  /**
   * The ffmpeg and ffprobe the video job runs on untrusted uploads, as absolute paths. Unset: the
   * system's on PATH (Debian's, security-maintained, installed by the Dockerfile), else the
   * binaries shipped by @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe (a 2018 build
   * without years of security fixes), which production refuses unless
   * UNSAFE_NPM_FFMPEG_IN_PRODUCTION allows them: a process that runs the jobs then stops at
   * start-up with a message naming these variables (api/media/video-tools.ts).
   */
  FFMPEG_PATH: absolutePath.optional(),
  FFPROBE_PATH: absolutePath.optional(),
  /** Production only: let the video job fall back to the npm-shipped 2018 ffmpeg when no other is found. */
  UNSAFE_NPM_FFMPEG_IN_PRODUCTION: flag(false),
  /** Seconds one ffprobe or ffmpeg run of the video job may take before it is killed. */
  VIDEO_JOB_TIMEOUT_SECONDS: wholeNumber(10, 3600, 'of seconds').default(300),
  /** Address space (virtual memory, MB) one ffprobe or ffmpeg run of the video job may use. */
  VIDEO_JOB_MEMORY_MB: wholeNumber(256, 65536, 'of megabytes').default(1536),
  /**
   * Megabytes of upload bodies this process receives and checks at once (POST /api/upload and tus
   * PATCHes, by their Content-Length); a request that would pass it gets a 503 with Retry-After
   * before its body is read. At least one full upload request.
   */
  UPLOAD_IN_FLIGHT_MB: wholeNumber(UPLOAD_REQUEST_MB, 65536, 'of megabytes').default(200),
  /** Megabytes one client (IPv6: its /48) may have uploaded and not yet submitted, with what it is sending; past it a 429. */
  UPLOAD_PENDING_MB_PER_CLIENT: wholeNumber(UPLOAD_REQUEST_MB, 65536, 'of megabytes').default(250),
  /** Videos of one client (IPv6: its /48) that may wait for the video job at once; a further one gets a 429. */
  UPLOAD_VIDEOS_QUEUED_PER_CLIENT: wholeNumber(1, 100, 'of videos').default(4),
  /**
   * Releases whose built files (dist/assets) stay available to every replica (api/release-assets):
   * the ones whose replicas started last. At least 2, the two that serve side by side during a
   * rolling deploy.
   */
  RELEASE_ASSETS_KEEP: wholeNumber(2, 100, 'of releases').default(5),
});

export const EnvSchema = EnvFields.superRefine((env, ctx) => {
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
  }
  const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT: /metrics is never served on the public port' });
  }
  if (env.MEDIA_PUBLIC_URL && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['MEDIA_PUBLIC_URL'],
      message: 'needs the S3 settings (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): media on disk are served by the API',
    });
  }
  if (env.NODE_ENV === 'production') productionRules(env, ctx);
}).transform((env) => ({ ...env, SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production' }));

/** What production needs before it may take a single order (decision 009). */
function productionRules(env: z.output<typeof EnvFields>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!env.SESSION_SECRET) issue('SESSION_SECRET', 'is required in production (e.g. openssl rand -base64 48)');
  else {
    const weak = weakSecretReason(env.SESSION_SECRET);
    if (weak) issue('SESSION_SECRET', `${weak} (production refuses weak secrets)`);
  }
  for (const previous of env.SESSION_SECRET_PREVIOUS ?? []) {
    const weak = weakSecretReason(previous);
    if (weak) issue('SESSION_SECRET_PREVIOUS', `holds a secret that ${weak}; drop it: links signed with a weak secret can be forged`);
  }
  if (!env.PUBLIC_URL) issue('PUBLIC_URL', 'is required in production (the address buyers use, for links in emails and payment redirects)');
  if (!env.SMTP_URL) issue('SMTP_URL', 'is required in production (buyers must receive their contact details by email)');
  if (env.UNSAFE_TEST_PAYMENTS_IN_PRODUCTION) return;
  const unsafe = 'or set UNSAFE_TEST_PAYMENTS_IN_PRODUCTION=true for a staging site that gives contacts away for free';
  if (!env.STRIPE_SECRET_KEY) issue('STRIPE_SECRET_KEY', `is required in production: a live key (sk_live_… or rk_live_…), ${unsafe}`);
  else if (!isLiveStripeKey(env.STRIPE_SECRET_KEY)) {
    issue(
      'STRIPE_SECRET_KEY',
      `must be a live key in production (sk_live_… or rk_live_…): with a test key, Stripe's public test cards would pay for real contacts; ${unsafe}`,
    );
  }
  if (!env.STRIPE_WEBHOOK_SECRET) issue('STRIPE_WEBHOOK_SECRET', 'is required in production');
  if (env.STRIPE_API_URL)
    issue('STRIPE_API_URL', `must not be set in production (the live key would be sent elsewhere than Stripe), ${unsafe}`);
}

export function isLiveStripeKey(key: string): boolean {
  return /^(sk|rk)_live_/.test(key);
}

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.problems = problems;
    this.name = 'EnvError';
  }
}

/** Values never printed in an error: a start-up log must not leak what it complains about. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'SESSION_SECRET_PREVIOUS',
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

/** Parses the environment; empty strings count as unset (as in a .env file with `KEY=`). */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const keys = Object.keys(EnvFields.shape) as (keyof Env)[];
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const result = EnvSchema.safeParse(input);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = name in input && !SECRET_VARIABLES.has(name) ? ` (got ${JSON.stringify(input[name])})` : '';
      return `${name} ${issue.message}${got}`;
    }),
  );
}
