// A `.env` file at the project root (copied from .env.example) fills the variables the environment
// lacks, for `npm start`, the worker and the db scripts: a variable already set always wins. Under
// NODE_ENV=test it is not read: the test runs set what they need and must never reach the database
// or mail server a developer's `.env` names.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ENV_FILE = path.resolve(import.meta.dirname, '..', '.env');

/** Loads `file` into process.env when it exists (and NODE_ENV is not test); true when it did. */
export function loadEnvFile(file = ENV_FILE, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV === 'test' || !existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
