// The server's signing secret (purchase links, the test-mode webhook secret). SESSION_SECRET when
// set (required in production with an external database); otherwise, for local use, a random
// secret generated once and kept in DATA_DIR, so signed links survive a restart.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from './data-dir.ts';
import type { Env } from './env.ts';

const FILE = 'server-secret';
const cache = new Map<string, string>();

export function serverSecret(env: Pick<Env, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(resolveDataDir(env), FILE);
  const cached = cache.get(file);
  if (cached) return cached;
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    secret = randomBytes(32).toString('base64url');
    try {
      // 'wx': a second process starting at the same moment keeps the first one's secret.
      writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it or set SESSION_SECRET`);
  cache.set(file, secret);
  return secret;
}
