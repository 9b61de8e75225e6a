// The `npm start` process as a user meets it: bad settings fail fast with one clear line, a good
// start answers /api/ready, and SIGTERM stops everything, the embedded PostgreSQL included: first
// readiness turns 503, then requests in flight drain. With MIGRATE_ON_START=false an unmigrated
// database is refused until `npm run db:migrate` has run.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#db/embedded.ts';
import { DEMO_CREDENTIALS } from '#db/seed/credentials.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { stagingVariables } from '#tests/env.ts';
import { type RunningProcess, startProcess } from '#tests/process.ts';

function start(env: Record<string, string>): RunningProcess {
  return startProcess('api/main.ts', { LOG_LEVEL: 'warn', BUILD_ON_START: 'false', SEED_DEMO_DATA: 'false', ...env });
}

async function waitReady(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready on ${port}`);
}

let db: TestDatabase;
let tmp: string;
beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-main-'));
  await chmod(tmp, 0o755); // the embedded server runs as the postgres user and must reach its folder
});
afterAll(async () => {
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

/** Sends the start of a request and returns a way to send the rest and read the whole answer. */
async function startRequest(port: number, head: string): Promise<{ finish(rest: string): Promise<string> }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  return {
    async finish(rest) {
      socket.end(rest);
      await ended;
      return answer;
    },
  };
}

describe('npm start', () => {
  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://localhost/x', /DATABASE_URL must be a postgres/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
  ])('when %s is bad, then it exits 1 naming the variable', async (key, value, message) => {
    const run = start({ [key]: value });
    const { code } = await run.exited;
    expect(code).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('in production without live payments, mail, a public URL and a secret, then it refuses to start and says what is missing', async () => {
    const run = start({ NODE_ENV: 'production', DATABASE_URL: db.url, SESSION_SECRET: 'change-me-to-32-or-more-random-characters' });
    const { code } = await run.exited;
    expect(code).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    for (const name of ['SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
      expect(lines[0]).toContain(name);
    expect(lines[0]).not.toContain('change-me-to-32');
  });

  it('in production as a staging site, it warns loudly about test payments and never prints demo credentials', async () => {
    // not empty, so no seeding: the print condition alone is under test
    await insertProfile(db.sql, {});
    const port = await freePort();
    const variables = stagingVariables({
      PORT: String(port),
      DATABASE_URL: db.url,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // this machine may have no system ffmpeg
      UNSAFE_NPM_FFMPEG_IN_PRODUCTION: 'true',
    });
    const run = start(Object.fromEntries(Object.entries(variables).filter((e): e is [string, string] => e[1] !== undefined)));
    try {
      await waitReady(port);
      await run.waitFor('Contacto is ready');
      expect(run.output()).toContain('UNSAFE_TEST_PAYMENTS_IN_PRODUCTION');
      for (const account of Object.values(DEMO_CREDENTIALS)) {
        expect(run.output()).not.toContain(account.password);
        expect(run.output()).not.toContain(account.email);
      }
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      await db.sql`TRUNCATE profiles CASCADE`;
    }
  });

  it('in production with no system ffmpeg, then it refuses the npm-shipped one in one line naming the variable that allows it', async () => {
    const variables = stagingVariables({ PORT: String(await freePort()), DATABASE_URL: db.url });
    const run = start({
      ...Object.fromEntries(Object.entries(variables).filter((e): e is [string, string] => e[1] !== undefined)),
      PATH: path.join(tmp, 'no-ffmpeg-here'),
    });
    const { code, ms } = await run.exited;
    expect(code).toBe(1);
    expect(ms).toBeLessThan(10_000);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^contacto: Invalid environment: .*no ffmpeg and ffprobe on PATH.*UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true/);
  });

  it('when the port is in use, then it exits 1 within 10 s with one clear line', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '0.0.0.0', resolve));
    try {
      const run = start({ PORT: String(port), DATABASE_URL: db.url });
      const { code, ms } = await run.exited;
      expect(code).toBe(1);
      expect(ms).toBeLessThan(10_000);
      expect(run.output().trim()).toBe(`contacto: port ${port} is already in use; stop the other server or set PORT`);
    } finally {
      blocker.close();
    }
  });

  it('when DATABASE_URL does not answer, then it exits 1 within 10 s of trying, with one clear line', async () => {
    // A server that takes the connection and never answers (the case that could hang), timed
    // from the app's first connection: loading the server's code before it, 8-11 s on a busy
    // machine, is not the database's wait.
    let firstConnection: number | undefined;
    const silent = net.createServer((socket) => {
      firstConnection ??= Date.now();
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    try {
      const run = start({ PORT: String(await freePort()), DATABASE_URL: `postgres://someone:secret@127.0.0.1:${silentPort}/nothing` });
      const { code } = await run.exited;
      const exitedAt = Date.now();
      expect(code).toBe(1);
      expect(firstConnection).toBeDefined();
      expect(exitedAt - (firstConnection ?? exitedAt)).toBeLessThan(10_000);
      const out = run.output().trim();
      expect(out.split('\n')).toHaveLength(1);
      expect(out).toMatch(/^contacto: cannot reach postgres:\/\/someone:\*\*\*@127\.0\.0\.1:\d+\/nothing/);
      expect(out).not.toContain('secret');
    } finally {
      silent.close();
    }
  });

  it('with DATABASE_URL, it starts, answers /api/ready, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), DATABASE_URL: db.url });
    await waitReady(port);
    expect(run.output()).toContain(`Contacto is ready at http://localhost:${port}`);
    run.child.kill('SIGTERM');
    const { code } = await run.exited;
    expect(code).toBe(0);
    // The pool and the job queue let go of their connections.
    const [{ n }] =
      (await db.sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${db.name} AND pid <> pg_backend_pid()`) as unknown as [
        { n: number },
      ];
    expect(n).toBe(0);
  });

  it('on SIGTERM, readiness turns 503 at once, requests are still served for SHUTDOWN_DELAY_SECONDS, then the ones in flight drain', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), DATABASE_URL: db.url, SHUTDOWN_DELAY_SECONDS: '2', LOG_LEVEL: 'info' });
    await waitReady(port);
    const body = '{"padding":"in flight"}';
    const inFlight = await startRequest(
      port,
      `POST /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    run.child.kill('SIGTERM');
    await run.waitFor('shutting down', 5_000);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // after the delay the port is closed to new connections, and the request begun before is answered
    await new Promise((r) => setTimeout(r, 2_500));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    const answer = await inFlight.finish(body.slice(5));
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect((await run.exited).code).toBe(0);
  }, 60_000);

  it('with MIGRATE_ON_START=false, it refuses an unmigrated database in one line until `npm run db:migrate` has run', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      const port = await freePort();
      const refused = start({ PORT: String(port), DATABASE_URL: empty.url, MIGRATE_ON_START: 'false' });
      const { code } = await refused.exited;
      expect(code).toBe(1);
      const lines = refused.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^contacto: start-up failed: the database lacks \d+ migrations \(00001_\w+\.sql and later\) and MIGRATE_ON_START is false: run `npm run db:migrate` against DATABASE_URL first$/,
      );
      expect(await empty.sql`SELECT 1 FROM pg_tables WHERE tablename = 'schema_migrations'`).toHaveLength(0);

      const release = startProcess('db/cli.ts', { DATABASE_URL: empty.url }, ['migrate']);
      expect((await release.exited).code).toBe(0);
      expect(release.output()).toMatch(/applied: 00001_/);

      const started = start({ PORT: String(port), DATABASE_URL: empty.url, MIGRATE_ON_START: 'false' });
      await waitReady(port);
      started.child.kill('SIGTERM');
      expect((await started.exited).code).toBe(0);
    } finally {
      await empty.drop();
    }
  }, 120_000);

  it('`npm run db:migrate` exits non-zero with one line when DATABASE_URL cannot be reached', async () => {
    const deadPort = await freePort();
    const release = startProcess('db/cli.ts', { DATABASE_URL: `postgres://someone:secret@127.0.0.1:${deadPort}/nothing` }, ['migrate']);
    const { code } = await release.exited;
    expect(code).toBe(1);
    expect(release.output().trim()).toMatch(/^contacto: cannot reach postgres:\/\/someone:\*\*\*@127\.0\.0\.1:\d+\/nothing/);
  });

  it('without DATABASE_URL, it runs an embedded PostgreSQL, survives a crash, and stops it on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'data');
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');

    const first = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const firstPort = Number(/ready at http:\/\/localhost:(\d+)/.exec(await first.waitFor(/ready at/))?.[1]);
    await waitReady(firstPort);
    expect(existsSync(pidFile)).toBe(true);
    first.child.kill('SIGKILL'); // a crash leaves the database server running
    await first.exited;
    expect(existsSync(pidFile)).toBe(true);

    const port = await freePort();
    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitReady(port);
    expect(second.output()).toMatch(/stale embedded PostgreSQL/);
    second.child.kill('SIGTERM');
    const { code } = await second.exited;
    expect(code).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 120_000);
});
