// An external DATABASE_URL on a server older than the migrations need is refused in words, before
// any migration runs (PostgreSQL 15 answered "syntax error at or near EXPRESSION" otherwise).
// The real check against an old server was run by hand on Debian's PostgreSQL 15; this pins the
// decision on the numbers the server reports.
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { assertServerVersion } from './migrate.ts';

const serverReporting = (version: string, text: string) => (async () => [{ version, text }]) as unknown as postgres.Sql;

describe('the server version check', () => {
  it('refuses PostgreSQL 15 and 16, naming the version found and the one needed', async () => {
    await expect(assertServerVersion(serverReporting('150014', '15.14 (Debian 15.14-0+deb12u1)'))).rejects.toThrow(
      'PostgreSQL 17 or newer is needed; the server at DATABASE_URL is 15.14 (Debian 15.14-0+deb12u1)',
    );
    await expect(assertServerVersion(serverReporting('160009', '16.9'))).rejects.toThrow(/17 or newer/);
  });

  it('accepts 17 and 18', async () => {
    await expect(assertServerVersion(serverReporting('170000', '17.0'))).resolves.toBeUndefined();
    await expect(assertServerVersion(serverReporting('180001', '18.1'))).resolves.toBeUndefined();
  });
});
