import { describe, expect, it } from 'vitest';
import { productionVariables } from '#tests/env.ts';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect([env.UPLOAD_IN_FLIGHT_MB, env.UPLOAD_PENDING_MB_PER_CLIENT, env.UPLOAD_VIDEOS_QUEUED_PER_CLIENT]).toEqual([200, 250, 4]);
    expect(env.RELEASE_ASSETS_KEEP).toBe(5);
    expect([env.DATABASE_PGBOUNCER, env.MIGRATE_ON_START, env.WORKER_HEALTH_PORT, env.SHUTDOWN_DELAY_SECONDS]).toEqual([
      false,
      true,
      undefined,
      0,
    ]);
  });

  it('reads the deployment settings', () => {
    const env = parseEnv({
      DATABASE_PGBOUNCER: 'true',
      MIGRATE_ON_START: 'false',
      WORKER_HEALTH_PORT: '3001',
      SHUTDOWN_DELAY_SECONDS: '5',
    });
    expect([env.DATABASE_PGBOUNCER, env.MIGRATE_ON_START, env.WORKER_HEALTH_PORT, env.SHUTDOWN_DELAY_SECONDS]).toEqual([
      true,
      false,
      3001,
      5,
    ]);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number between 0 and 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a postgres/],
    ['NODE_ENV', 'staging', /NODE_ENV must be development, production or test/],
    ['SEED_DEMO_DATA', 'maybe', /SEED_DEMO_DATA must be true or false/],
    ['UNSAFE_NPM_FFMPEG_IN_PRODUCTION', 'maybe', /UNSAFE_NPM_FFMPEG_IN_PRODUCTION must be true or false/],
    ['SESSION_SECRET', 'short', /SESSION_SECRET must be at least 32 characters/],
    ['STRIPE_SECRET_KEY', 'pk_test_123', /STRIPE_SECRET_KEY must start with sk_test_/],
    ['FFMPEG_PATH', 'ffmpeg', /FFMPEG_PATH must be an absolute path/],
    ['VIDEO_JOB_TIMEOUT_SECONDS', '5', /VIDEO_JOB_TIMEOUT_SECONDS must be a whole number of seconds between 10 and 3600/],
    ['VIDEO_JOB_MEMORY_MB', 'lots', /VIDEO_JOB_MEMORY_MB must be a whole number of megabytes/],
    ['UPLOAD_IN_FLIGHT_MB', '50', /UPLOAD_IN_FLIGHT_MB must be a whole number of megabytes between 101 and 65536 \(got "50"\)/],
    ['UPLOAD_PENDING_MB_PER_CLIENT', '1.5', /UPLOAD_PENDING_MB_PER_CLIENT must be a whole number of megabytes between 101/],
    ['DATABASE_PGBOUNCER', 'transaction', /DATABASE_PGBOUNCER must be true or false/],
    ['MIGRATE_ON_START', 'later', /MIGRATE_ON_START must be true or false/],
    ['WORKER_HEALTH_PORT', '0', /WORKER_HEALTH_PORT must be a whole number \(a port\) between 1 and 65535/],
    ['SHUTDOWN_DELAY_SECONDS', '90', /SHUTDOWN_DELAY_SECONDS must be a whole number of seconds between 0 and 60/],
    ['UPLOAD_VIDEOS_QUEUED_PER_CLIENT', '0', /UPLOAD_VIDEOS_QUEUED_PER_CLIENT must be a whole number of videos between 1 and 100/],
    ['RELEASE_ASSETS_KEEP', '1', /RELEASE_ASSETS_KEEP must be a whole number of releases between 2 and 100 \(got "1"\)/],
    ['RELEASE_ASSETS_KEEP', 'all', /RELEASE_ASSETS_KEEP must be a whole number of releases/],
  ])('when %s=%s, then it names the variable and the reason', (key, value, message) => {
    expect(() => parseEnv({ [key]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [key]: value })).toThrow(message);
  });

  it('requires the webhook secret with a Stripe key', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });

  it('requires the S3 settings together', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(/must be set together/);
  });

  it('serves metrics only on a port of their own, and traces only to an http(s) endpoint', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => parseEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a port number between 1 and 65535 \(got "nine"\)/);
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => parseEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://collector:4318');
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
  });
});

describe('parseEnv in production (decision 009)', () => {
  const production = productionVariables;

  it('accepts a complete production environment and loads no demo data unless asked', () => {
    const env = parseEnv(production());
    expect(env.SEED_DEMO_DATA).toBe(false);
    expect(parseEnv(production({ SEED_DEMO_DATA: 'true' })).SEED_DEMO_DATA).toBe(true);
  });

  it.each([
    [
      'STRIPE_SECRET_KEY',
      { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
      /STRIPE_SECRET_KEY is required in production/,
    ],
    ['a test key', { STRIPE_SECRET_KEY: 'sk_test_abc' }, /STRIPE_SECRET_KEY must be a live key in production/],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: undefined }, /STRIPE_WEBHOOK_SECRET is required/],
    ['STRIPE_API_URL', { STRIPE_API_URL: 'http://127.0.0.1:12111' }, /STRIPE_API_URL must not be set in production/],
    ['SESSION_SECRET', { SESSION_SECRET: undefined }, /SESSION_SECRET is required in production/],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, /PUBLIC_URL is required in production/],
    ['SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL is required in production/],
  ])('refuses to start without %s', (_name, overrides, message) => {
    expect(() => parseEnv(production(overrides))).toThrow(message);
  });

  it.each([
    ['the old compose placeholder', 'change-me-to-32-or-more-random-characters', /placeholder/],
    ['a repeated character', 'a'.repeat(40), /too predictable/],
    ['a sequence', '0123456789abcdef0123456789abcdef', /too predictable/],
    ['a phrase with a placeholder word', 'our-production-secret-for-contacto-2026', /placeholder/],
  ])('refuses %s as SESSION_SECRET, and never prints it', (_name, secret, message) => {
    let error: unknown;
    try {
      parseEnv(production({ SESSION_SECRET: secret }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect(String((error as Error).message)).toMatch(message);
    expect(String((error as Error).message)).not.toContain(secret);
  });

  it('refuses a weak previous secret too (links it signed could be forged)', () => {
    expect(() => parseEnv(production({ SESSION_SECRET_PREVIOUS: 'change-me-to-32-or-more-random-characters' }))).toThrow(
      /SESSION_SECRET_PREVIOUS/,
    );
  });

  it('allows test-mode payments only with the loudly named staging opt-in', () => {
    const env = parseEnv(
      production({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: 'true' }),
    );
    expect(env.UNSAFE_TEST_PAYMENTS_IN_PRODUCTION).toBe(true);
    expect(parseEnv(production({ STRIPE_SECRET_KEY: 'sk_test_abc', UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: 'true' })).STRIPE_SECRET_KEY).toBe(
      'sk_test_abc',
    );
  });

  it('outside production, test mode and the defaults still need nothing', () => {
    const env = parseEnv({});
    expect(env.UNSAFE_TEST_PAYMENTS_IN_PRODUCTION).toBe(false);
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: 'short-leakedvalue' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_live_leakedvalue' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: 'leakedvalue' }],
    ['SMTP_URL', { SMTP_URL: 'http://user:leakedvalue@mail' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://user:leakedvalue@db' }],
    ['SESSION_SECRET_PREVIOUS', { SESSION_SECRET_PREVIOUS: 'leakedvalue' }],
  ])('names a bad %s without printing its value', (name, input) => {
    let message = '';
    try {
      parseEnv(input);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain('leakedvalue');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, then exactly the hops it names', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.0.2.7' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses %s (trust every hop) and says what to set instead', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must not trust every hop.*number of proxies.*loopback/);
  });

  it.each(['0.0.0.0/0', '::/0', 'nginx', '10.0.0.0/33', '10.0.0.1,,10.0.0.2'])('refuses %s, naming the bad entry', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list/);
  });
});
