// One idiom per job on the server (docs/decisions/073-one-idiom-per-job-on-the-server.md), held
// by reading the sources: SQL statements only in *.queries.ts, input parsed only through
// parseInput, Cache-Control set only through api/http/cache-control.ts, and every *.service.ts a
// factory. Tests, and the scripts of the database, are not the server's sources.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function serverSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', 'api/*.ts'], { cwd: root, encoding: 'utf8' });
  return listed.split('\0').filter((file) => file !== '' && !/\.test\.ts$/.test(file));
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `file:line` of each match of `pattern` (global) in the file. */
function places(file: string, pattern: RegExp): string[] {
  const text = read(file);
  return [...text.matchAll(pattern)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}`);
}

/** A tagged template whose text starts with a statement: sql`SELECT …`, tx`\n  UPDATE …`. */
const SQL_STATEMENT = /[\w$)\]>]`\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|LOCK|TRUNCATE)\b/g;

describe('one idiom per job on the server', () => {
  it('writes SQL statements only in *.queries.ts files', () => {
    const outside = serverSources()
      .filter((file) => !file.endsWith('.queries.ts'))
      .flatMap((file) => places(file, SQL_STATEMENT));
    expect(outside).toEqual([]);
  });

  it('parses API input only through parseInput (api/http/parse-input.ts)', () => {
    const routers = serverSources().filter((file) => file.endsWith('.router.ts'));
    expect(routers.length).toBeGreaterThan(20);
    expect(routers.flatMap((file) => places(file, /\.safeParse\(|\bfromZod\(/g))).toEqual([]);
  });

  it('sets Cache-Control only through api/http/cache-control.ts', () => {
    const setters = serverSources()
      .filter((file) => file !== 'api/http/cache-control.ts')
      .flatMap((file) => places(file, /\b(?:setHeader|set|header)\(\s*['"]cache-control['"]/gi));
    expect(setters).toEqual([]);
  });

  it('shapes every service as a factory of its use cases', () => {
    const services = serverSources().filter((file) => file.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(30);
    expect(services.filter((file) => !/^export function create[A-Z]\w*\(/m.test(read(file)))).toEqual([]);
  });
});
