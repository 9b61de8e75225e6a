import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError } from '../env.ts';
import { resolveVideoTools, runVideoTool, VideoToolError } from './video-tools.ts';

const LIMITS = { VIDEO_JOB_TIMEOUT_SECONDS: 60, VIDEO_JOB_MEMORY_MB: 512 };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'video-tools-'));
  for (const name of ['ffmpeg', 'ffprobe']) {
    await writeFile(path.join(dir, name), '#!/bin/sh\n');
    await chmod(path.join(dir, name), 0o755);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('which ffmpeg the video job runs', () => {
  it('takes FFMPEG_PATH and FFPROBE_PATH first', () => {
    expect(resolveVideoTools({ ...LIMITS, FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe' }, dir)).toMatchObject({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: '/opt/ff/ffprobe',
      source: 'env',
    });
  });

  it("prefers the system's binaries on PATH", () => {
    expect(resolveVideoTools({ ...LIMITS }, `/nowhere${path.delimiter}${dir}`)).toMatchObject({
      ffmpeg: path.join(dir, 'ffmpeg'),
      ffprobe: path.join(dir, 'ffprobe'),
      source: 'system',
    });
  });

  it('falls back to the npm-shipped binaries, with the limits in milliseconds and bytes', () => {
    const tools = resolveVideoTools({ ...LIMITS }, '/nowhere');
    expect(tools.source).toBe('npm');
    expect(tools.ffmpeg).toMatch(/@ffmpeg-installer.*ffmpeg$/);
    expect(tools.ffprobe).toMatch(/@ffprobe-installer.*ffprobe$/);
    expect(tools).toMatchObject({ timeoutMs: 60_000, memoryBytes: 512 * 1024 * 1024 });
  });

  describe('in production', () => {
    const PRODUCTION = { ...LIMITS, NODE_ENV: 'production' as const };

    it('refuses the npm-shipped binaries, naming the variable that would allow them', () => {
      expect(() => resolveVideoTools(PRODUCTION, '/nowhere')).toThrow(EnvError);
      expect(() => resolveVideoTools({ ...PRODUCTION, UNSAFE_NPM_FFMPEG_IN_PRODUCTION: false }, '/nowhere')).toThrow(
        /no ffmpeg and ffprobe on PATH.*FFMPEG_PATH and FFPROBE_PATH.*UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true/,
      );
    });

    it('takes them when UNSAFE_NPM_FFMPEG_IN_PRODUCTION allows it', () => {
      const tools = resolveVideoTools({ ...PRODUCTION, UNSAFE_NPM_FFMPEG_IN_PRODUCTION: true }, '/nowhere');
      expect(tools.source).toBe('npm');
      expect(tools.ffmpeg).toMatch(/@ffmpeg-installer.*ffmpeg$/);
    });

    it("needs nothing more with the system's binaries or FFMPEG_PATH and FFPROBE_PATH", () => {
      expect(resolveVideoTools(PRODUCTION, dir).source).toBe('system');
      const paths = { FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe' };
      expect(resolveVideoTools({ ...PRODUCTION, ...paths }, '/nowhere').source).toBe('env');
    });
  });
});

describe('running a tool under limits', () => {
  it('caps its address space (ulimit -v, in KiB) and passes arguments without a shell parsing them', async () => {
    const limits = { timeoutMs: 5000, memoryBytes: 300 * 1024 * 1024 };
    expect((await runVideoTool(limits, '/bin/sh', ['-c', 'ulimit -v'])).trim()).toBe(String(300 * 1024));
    expect(await runVideoTool(limits, '/bin/echo', ['$(id)', ';', '`id`'])).toBe('$(id) ; `id`\n');
  });

  it('kills it after the time limit', async () => {
    const started = Date.now();
    const error = await runVideoTool({ timeoutMs: 300, memoryBytes: 256 * 1024 * 1024 }, '/bin/sleep', ['10']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoToolError);
    expect((error as VideoToolError).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('rejects a failing run with what it said', async () => {
    const error = await runVideoTool({ timeoutMs: 5000, memoryBytes: 256 * 1024 * 1024 }, '/bin/sh', ['-c', 'echo bad >&2; exit 3']).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ timedOut: false, stderr: 'bad\n', message: 'sh exited with 3' });
  });
});
