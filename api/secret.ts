// The server's signing secret (purchase links, rate-limit keys). SESSION_SECRET when set (required
// in production); otherwise, for local use, a random secret generated once and kept in DATA_DIR,
// so signed links survive a restart. Each use gets its own key derived from it, with a key id, so
// the secret can be rotated (SESSION_SECRET_PREVIOUS keeps older links valid).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hmac, randomToken, sha256 } from '#lib/crypto.ts';
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
    secret = randomToken(32);
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

/** A key for one purpose, and the id that travels with what it signs. */
export interface SigningKey {
  id: string;
  key: Buffer;
}

/** The key new signatures use, and every key a signature may carry (the current one first). */
export interface KeyRing {
  current: SigningKey;
  accepted: readonly SigningKey[];
}

function deriveKey(secret: string, purpose: string): SigningKey {
  const key = hmac(secret, `contacto ${purpose} v1`);
  return { id: sha256(key, 'base64url').slice(0, 8), key };
}

/** The keys for `purpose` from the current secret and the ones before it. */
export function keyRing(purpose: string, secrets: readonly [string, ...string[]]): KeyRing {
  const accepted = secrets.map((secret) => deriveKey(secret, purpose));
  return { current: accepted[0] as SigningKey, accepted };
}

/** The server's key ring for a purpose: serverSecret(env), then SESSION_SECRET_PREVIOUS. */
export function serverKeyRing(env: Pick<Env, 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>, purpose: string): KeyRing {
  return keyRing(purpose, [serverSecret(env), ...(env.SESSION_SECRET_PREVIOUS ?? [])]);
}
