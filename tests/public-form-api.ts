// The real app over HTTP for the tests of a public form (contact, reports, profile submission):
// a fresh database, silent logs, the given storage and server secret, and the fixed rate-limit
// clock, so each test's hourly allowance starts from a known window.
import pino from 'pino';
import { parseEnv } from '#api/env.ts';
import { createApp } from '#api/server.ts';
import type { MediaStorage } from '#api/storage/storage.ts';
import type { TestDatabase } from './db.ts';
import { fixedRateLimitClock, listen } from './http.ts';

export interface PublicFormApiOptions {
  sql: TestDatabase['sql'];
  storage: MediaStorage;
  /** SESSION_SECRET: keys the rate-limit buckets (and what else the server derives from it). */
  secret: string;
  publicUrl?: string;
}

export async function startPublicFormApi({ sql, storage, secret, publicUrl }: PublicFormApiOptions) {
  const app = createApp({
    env: parseEnv({ SESSION_SECRET: secret, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) }),
    logger: pino({ level: 'silent' }),
    sql,
    storage,
    readiness: { sql, queue: async () => undefined },
    rateLimitClock: fixedRateLimitClock,
  });
  return listen(app);
}
