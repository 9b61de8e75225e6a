// Starts the real production server (api/main.ts serving dist/) for a benchmark, with its own
// data folder, and stops it with SIGTERM so its embedded PostgreSQL stops too. Set
// BENCH_BASE_URL to measure a server that is already running instead.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stagingVariables } from '#tests/env.ts';
import { type RunningProcess, startProcess } from '#tests/process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** The server's process; absent when BENCH_BASE_URL names a server that was already running. */
  process?: RunningProcess;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** As a staging site runs it (the default: production, test-mode payments, no demo accounts),
   * or as development runs it (demo accounts to sign in with; the reliability benches). */
  staging?: boolean;
  /** Ignore BENCH_BASE_URL: the bench needs its own server (its process, its database). */
  own?: boolean;
}

/** `variables` override the server's environment (e.g. DATABASE_URL of a bench database). */
export async function startBenchServer(
  port = 4390,
  variables: Record<string, string> = {},
  { staging = true, own = false }: BenchServerOptions = {},
): Promise<BenchServer> {
  if (process.env.BENCH_BASE_URL && !own) return { url: process.env.BENCH_BASE_URL, stop: async () => undefined };
  if (staging && !existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first');
  }
  const url = `http://127.0.0.1:${port}`;
  // A server already answering there would be measured instead of ours: refuse.
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use; stop that server or set BENCH_BASE_URL to measure it`);
  }
  const common = {
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: '.data/bench',
    LOG_LEVEL: 'warn',
    BUILD_ON_START: 'false',
    // a bench machine may lack the system ffmpeg; the benches upload only their own generated files
    UNSAFE_NPM_FFMPEG_IN_PRODUCTION: 'true',
  };
  // production as a staging site runs it: test-mode payments, demo data asked for explicitly
  const environment = staging ? stagingVariables({ ...common, SEED_DEMO_DATA: 'true', ...variables }) : { ...common, ...variables };
  const server = startProcess(
    'api/main.ts',
    Object.fromEntries(Object.entries(environment).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  );
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`server exited before it was ready:\n${server.output()}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: server,
    async stop() {
      server.child.kill('SIGTERM');
      const stopped = await Promise.race([server.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 20_000))]);
      if (!stopped) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The host's load average and cores, printed beside a bench's figures: on a shared machine, load
 * moves them more than most changes do (a Lighthouse run's TBT above all, decision 056). */
export function hostLoad(): string {
  return `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;
}
