// The ffmpeg and ffprobe the video job runs on untrusted videos, and how they run.
// Which binary: FFMPEG_PATH / FFPROBE_PATH, else the system's on PATH (Debian's, which gets
// security fixes), else the binaries shipped by @ffmpeg-installer/ffmpeg and
// @ffprobe-installer/ffprobe (a 2018 build: fine for the embedded default that needs only
// `npm install`, refused in production unless UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true). How: never through a shell string, stdin closed, the address space capped with
// `ulimit -v` in a `sh` that then execs the tool, and killed after a time limit; the caller
// passes `-protocol_whitelist file` and the demuxer the bytes proved (video.service.ts).
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Env, EnvError } from '../env.ts';

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
  /** Where they came from, for the start-up log. */
  source: 'env' | 'system' | 'npm';
  timeoutMs: number;
  memoryBytes: number;
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function onPath(name: string, searchPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (executable(file)) return file;
  }
  return undefined;
}

function shipped(pkg: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe'): string {
  return (createRequire(import.meta.url)(pkg) as { path: string }).path;
}

type ToolSettings = Pick<Env, 'FFMPEG_PATH' | 'FFPROBE_PATH' | 'VIDEO_JOB_TIMEOUT_SECONDS' | 'VIDEO_JOB_MEMORY_MB'> &
  Partial<Pick<Env, 'NODE_ENV' | 'UNSAFE_NPM_FFMPEG_IN_PRODUCTION'>>;

/**
 * The binaries to run and their limits; resolved once per process (the npm fallback is loaded
 * only when needed). In production, an EnvError instead of the npm fallback unless
 * UNSAFE_NPM_FFMPEG_IN_PRODUCTION allows it: a process that runs the jobs calls this at start-up.
 */
export function resolveVideoTools(env: ToolSettings, searchPath?: string): VideoTools {
  const limits = { timeoutMs: env.VIDEO_JOB_TIMEOUT_SECONDS * 1000, memoryBytes: env.VIDEO_JOB_MEMORY_MB * 1024 * 1024 };
  if (env.FFMPEG_PATH && env.FFPROBE_PATH) return { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, source: 'env', ...limits };
  const ffmpeg = env.FFMPEG_PATH ?? onPath('ffmpeg', searchPath);
  const ffprobe = env.FFPROBE_PATH ?? onPath('ffprobe', searchPath);
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: env.FFMPEG_PATH || env.FFPROBE_PATH ? 'env' : 'system', ...limits };
  if (env.NODE_ENV === 'production' && !env.UNSAFE_NPM_FFMPEG_IN_PRODUCTION) {
    throw new EnvError([
      'the video job found no ffmpeg and ffprobe on PATH, and production refuses the npm-shipped ones (a 2018 build without ' +
        'security fixes, run on untrusted uploads): install the system ffmpeg (apt-get install ffmpeg), or set ' +
        'FFMPEG_PATH and FFPROBE_PATH, or set UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true to accept the old build',
    ]);
  }
  return { ffmpeg: shipped('@ffmpeg-installer/ffmpeg'), ffprobe: shipped('@ffprobe-installer/ffprobe'), source: 'npm', ...limits };
}

/** The tool ran out of time (killed) or failed; `stderr` says why, for the log only. */
export class VideoToolError extends Error {
  readonly timedOut: boolean;
  readonly stderr: string;
  constructor(message: string, timedOut: boolean, stderr: string) {
    super(message);
    this.timedOut = timedOut;
    this.stderr = stderr;
    this.name = 'VideoToolError';
  }
}

const OUTPUT_CAP = 1024 * 1024;

/**
 * Runs `binary args…` under the limits: `sh -c 'ulimit -v KiB && exec "$@"'` (the arguments are
 * passed as positional parameters, never parsed by the shell), stdin closed, SIGKILL after the
 * time limit. Resolves with stdout; rejects with VideoToolError on a non-zero exit or a kill.
 */
export function runVideoTool(
  tools: Pick<VideoTools, 'timeoutMs' | 'memoryBytes'>,
  binary: string,
  args: readonly string[],
): Promise<string> {
  const kib = Math.floor(tools.memoryBytes / 1024);
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', `ulimit -v ${kib} && exec "$@"`, 'sh', binary, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < OUTPUT_CAP) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < OUTPUT_CAP) stderr += chunk.toString('utf8');
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, tools.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(stdout);
      const why = timedOut ? `killed after ${tools.timeoutMs / 1000} s` : `exited with ${code ?? signal}`;
      reject(new VideoToolError(`${path.basename(binary)} ${why}`, timedOut, stderr.slice(-2000)));
    });
  });
}
