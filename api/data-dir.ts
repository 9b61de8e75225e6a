// Where this installation keeps its files (embedded database, local media, mail outbox, the
// generated secret): DATA_DIR, relative to the project folder unless absolute.
import path from 'node:path';
import type { Env } from './env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export function resolveDataDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(ROOT, env.DATA_DIR);
}
