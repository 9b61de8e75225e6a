// Runs one of our entry points (api/main.ts, api/jobs/worker.ts, a script) as a real child process, as
// production runs it (Node strips the types), with a minimal environment, and collects what it prints.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; ms: number }>;
  /** Resolves with the output once it matches, or fails with the output after the timeout. */
  waitFor(pattern: RegExp | string, timeoutMs?: number): Promise<string>;
}

export function startProcess(script: string, env: Record<string, string>, args: readonly string[] = []): RunningProcess {
  const begun = Date.now();
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
    child.on('exit', (code) => resolve({ code, ms: Date.now() - begun }));
  });
  return {
    child,
    output: () => output,
    exited,
    async waitFor(pattern, timeoutMs = 60_000) {
      const matches = () => (typeof pattern === 'string' ? output.includes(pattern) : pattern.test(output));
      const deadline = Date.now() + timeoutMs;
      while (!matches()) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms in: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return output;
    },
  };
}
