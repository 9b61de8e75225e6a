// The embedded PostgreSQL never destroys data on a guess (docs/decisions/001): an incomplete
// data folder is refused and left as it is, a postmaster.pid naming a process that is not our
// server leaves that process alone, the password is on disk (owner only) before initdb runs, and a
// server left by an earlier run is recognised by what it is, not by a pid.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from '#tests/process.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

let tmp: string;
const started: EmbeddedPostgres[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-embedded-'));
  await chmod(tmp, 0o755); // as root the server runs as the postgres user and must reach its folder
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const pg of started) await pg.stop().catch(() => undefined);
  // a server whose owner this file killed, when a test failed before stopping it
  for (const name of await readdir(tmp).catch(() => [])) {
    const clusterDir = path.join(tmp, name, 'pg');
    const pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    const cmdline = pid > 0 ? await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '') : '';
    if (cmdline.split('\0').includes(clusterDir)) process.kill(pid, 'SIGINT');
  }
  await rm(tmp, { recursive: true, force: true });
}, 60_000);

async function start(dataDir: string, options: { attach?: boolean; warn?: (m: string) => void } = {}) {
  const pg = await startEmbeddedPostgres({ dataDir, ephemeral: true, ...options });
  started.push(pg);
  return pg;
}

/** A long-lived process that is not PostgreSQL, run by `uid` (default: as this process). */
function bystander(ids: { uid?: number; gid?: number } = {}): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['600'], { stdio: 'ignore', ...ids });
  children.push(child);
  if (!child.pid) throw new Error('no sleep process');
  return child as ChildProcess & { pid: number };
}

/** The user the server runs as: as root the "postgres" user (db/embedded.ts runAs), else us. */
async function serverUser(): Promise<{ uid?: number; gid?: number }> {
  if (!asRoot) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function query<T extends object>(url: string, text: string): Promise<T[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return (await sql.unsafe(text)) as unknown as T[];
  } finally {
    await sql.end();
  }
}

/** A created cluster, stopped again (as after a clean shutdown). */
async function stoppedCluster(name: string): Promise<string> {
  const dataDir = path.join(tmp, name);
  const pg = await start(dataDir);
  await pg.stop();
  return dataDir;
}

describe('the embedded PostgreSQL', () => {
  it('when DATA_DIR/pg holds files but no PG_VERSION, then it refuses to start and deletes nothing', async () => {
    const dataDir = path.join(tmp, 'incomplete');
    await mkdir(path.join(dataDir, 'pg', 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'pg', 'base', 'precious'), 'her data');

    await expect(start(dataDir)).rejects.toThrow(/PG_VERSION is missing.*Nothing was deleted.*move or delete/s);
    expect(await readFile(path.join(dataDir, 'pg', 'base', 'precious'), 'utf8')).toBe('her data');
    expect(await readdir(path.join(dataDir, 'pg'))).toEqual(['base']);
  });

  it('when a cluster has lost its password file, then it refuses to start and changes nothing', async () => {
    const dataDir = path.join(tmp, 'no-password');
    await mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');

    await expect(start(dataDir)).rejects.toThrow(/password file .*contacto-password is missing.*Nothing was changed: restore/s);
    expect(await readdir(path.join(dataDir, 'pg'))).toEqual(['PG_VERSION']);
    expect(existsSync(path.join(dataDir, 'contacto-password'))).toBe(false);
  });

  it('writes the password file (owner only) before initdb runs, and initdb reads a copy only it can read', async () => {
    const dataDir = path.join(tmp, 'initdb-fails');
    // A stand-in for initdb that reports what it finds, then fails as a crash would leave it.
    const fakeInitdb = path.join(tmp, 'fake-initdb.sh');
    await writeFile(
      fakeInitdb,
      [
        '#!/bin/sh',
        'for a in "$@"; do v=$(printf %s "$a" | cut -d= -f2-); case "$a" in --pwfile=*) pw=$v;; --pgdata=*) pgdata=$v;; esac; done',
        'saved="$(dirname "$pgdata")/contacto-password"',
        'echo "probe pwfile=$(stat -c %a:%u "$pw") saved=$(stat -c %a:%u "$saved") content=$(cat "$pw") me=$(id -u)"',
        'exit 1',
      ].join('\n'),
      { mode: 0o755 },
    );

    const outcome = await startEmbeddedPostgres({ dataDir, ephemeral: true, programs: { initdb: fakeInitdb } }).catch((e: Error) => e);
    if (!(outcome instanceof Error)) started.push(outcome);
    expect(outcome).toBeInstanceOf(Error);
    const message = (outcome as Error).message;
    expect(message).toMatch(/^initdb failed: probe /);
    const probe = /probe pwfile=(\d+):(\d+) saved=(\d+):(\d+) content=(\S+) me=(\d+)/.exec(message);
    expect(probe, message).not.toBeNull();
    const [, pwMode, pwOwner, savedMode, savedOwner, content, initdbUser] = probe!;
    expect(pwMode).toBe('600');
    expect(pwOwner).toBe(initdbUser); // as root: the postgres user, who runs initdb
    expect(savedMode).toBe('600');
    expect(savedOwner).toBe(String(process.getuid?.()));
    const password = await readFile(path.join(dataDir, 'contacto-password'), 'utf8');
    expect(content).toBe(password);
    expect((await stat(path.join(dataDir, 'contacto-password'))).mode & 0o777).toBe(0o600);
    expect(await readdir(dataDir)).toEqual(['contacto-password', 'pg']); // initdb's copy is gone
  });

  it('when postmaster.pid names a live process that is not PostgreSQL, then that process is left alone and is not taken for our server', async () => {
    const dataDir = await stoppedCluster('foreign-pid');
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const fakePidFile = (pid: number) =>
      `${pid}\n${path.join(dataDir, 'pg')}\n${Math.floor(Date.now() / 1000)}\n5432\n${path.join(dataDir, 'pg')}\n127.0.0.1\n0 0\nready\n`;

    // A process of the server's own user: PostgreSQL cannot tell it from a server of this folder
    // either, so it refuses, and we say which file to delete; nothing is signalled or removed.
    const other = bystander(await serverUser());
    await writeFile(pidFile, fakePidFile(other.pid));
    const warnings: string[] = [];
    const refused = await start(dataDir, { warn: (m) => warnings.push(m) }).catch((e: Error) => e);
    expect(isRunning(other)).toBe(true);
    expect(warnings.join('\n')).toMatch(new RegExp(`names process ${other.pid}, which is not this cluster's server`));
    expect((refused as Error).message).toMatch(
      /postmaster\.pid names a running process .* if no PostgreSQL runs on .*delete that file and start again/,
    );
    expect(Number((await readFile(pidFile, 'utf8')).split('\n')[0])).toBe(other.pid);

    if (asRoot) {
      // A root process, as PID 1 of a container is: PostgreSQL (the postgres user) may not signal
      // it, knows it cannot be a server of its own, and replaces the file.
      const rootProcess = bystander();
      await writeFile(pidFile, fakePidFile(rootProcess.pid));
      const pg = await start(dataDir);
      expect(isRunning(rootProcess)).toBe(true);
      await pg.stop();
    }

    // The same with this very process (a pid reused after a reboot may be ours).
    await writeFile(pidFile, fakePidFile(process.pid));
    const pg = await start(dataDir);
    expect(await query<{ one: number }>(pg.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await pg.stop();
  }, 120_000);

  it('a server left by an earlier run is recognised by connecting: shared while its owner lives, restarted once the owner is gone, even when its pid was reused', async () => {
    const dataDir = path.join(tmp, 'left-over');
    const script = path.join(tmp, 'owner.mts'); // an ES module outside our package
    await writeFile(
      script,
      [
        `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, 'embedded.ts'))};`,
        `const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, ephemeral: true });`,
        "console.log('READY', pg.port);",
        'setInterval(() => undefined, 60_000);',
      ].join('\n'),
    );
    const owner = startProcess(script, {});
    children.push(owner.child);
    const port = Number(/READY (\d+)/.exec(await owner.waitFor(/READY \d+/))?.[1]);

    // The owner lives: a second process shares its server (the worker), a second server refuses.
    const shared = await start(dataDir, { attach: true });
    expect(shared.port).toBe(port);
    await query(shared.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await expect(start(dataDir)).rejects.toThrow(new RegExp(`in use by process ${owner.child.pid}`));

    // The owner dies without stopping its server; its pid now belongs to a process that started later.
    owner.child.kill('SIGKILL');
    await owner.exited;
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const postmaster = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    const reused = bystander();
    await writeFile(path.join(dataDir, 'contacto-owner.pid'), String(reused.pid));

    const warnings: string[] = [];
    const pg = await start(dataDir, { warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([`stopping a stale embedded PostgreSQL (pid ${postmaster}) left by an earlier run`]);
    expect(isRunning(reused)).toBe(true);
    // the old server was stopped, not left running beside the new one (gone, or a zombie nobody reaped)
    expect(await readFile(`/proc/${postmaster}/cmdline`, 'utf8').catch(() => '')).not.toContain(path.join(dataDir, 'pg'));
    expect(await query<{ n: number }>(pg.url, 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    expect(await readFile(path.join(dataDir, 'contacto-owner.pid'), 'utf8')).toBe(String(process.pid));
    await pg.stop();
  }, 180_000);
});
