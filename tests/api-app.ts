// The app as the API's integration tests start it: on a test database, port 0, no logs, the fixed
// rate-limit clock; and a media store whose puts a test can make fail, to prove that nothing is
// left half-written.
import pino from 'pino';
import { parseEnv } from '#api/env.ts';
import { type AppDeps, createApp } from '#api/server.ts';
import type { MediaStorage } from '#api/storage/storage.ts';
import type { TestDatabase } from './db.ts';
import { fixedRateLimitClock, listen } from './http.ts';

export async function startApiApp(db: TestDatabase, storage: MediaStorage, env: Record<string, string>, more: Partial<AppDeps> = {}) {
  const app = createApp({
    env: parseEnv(env),
    logger: pino({ level: process.env.DEBUG_API_LOG ? 'error' : 'silent' }),
    sql: db.sql,
    storage,
    readiness: { sql: db.sql, queue: async () => undefined },
    rateLimitClock: fixedRateLimitClock,
    ...more,
  });
  return listen(app);
}

/** The store, except that a put for which `fails()` says true throws "disk full" instead. */
export function storageFailingPuts(storage: MediaStorage, fails: () => boolean): MediaStorage {
  return {
    ...storage,
    async put(kind, name, data, contentType) {
      if (fails()) throw new Error('disk full');
      await storage.put(kind, name, data, contentType);
    },
  };
}
