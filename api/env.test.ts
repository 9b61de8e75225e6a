import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe('development');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
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
    ['SESSION_SECRET', 'short', /SESSION_SECRET must be at least 32 characters/],
    ['STRIPE_SECRET_KEY', 'pk_test_123', /STRIPE_SECRET_KEY must start with sk_test_/],
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
