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
