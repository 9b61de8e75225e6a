// Real videos made with the same ffmpeg the video job runs (lavfi test patterns, synthetic): a
// phone-like MOV that carries its location both as a metadata tag and in tracks other than audio
// and video (a timecode data track, a subtitle track with the coordinates), and WebMs of any length.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseEnv } from '#api/env.ts';
import { resolveVideoTools } from '#api/media/video-tools.ts';

const run = promisify(execFile);
export const videoTools = () => resolveVideoTools(parseEnv({}));

/** The location a phone would record: Santo Domingo, as ISO 6709. */
export const PLANTED_LOCATION = '+18.4861-069.9312/';

async function make(name: string, args: (dir: string) => string[], seconds = 1): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contacto-video-factory-'));
  try {
    const end = `00:00:${String(Math.min(59, seconds)).padStart(2, '0')},000`;
    await writeFile(path.join(dir, 'location.srt'), `1\n00:00:00,000 --> ${end}\n${PLANTED_LOCATION}\n`);
    await run(videoTools().ffmpeg, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args(dir), path.join(dir, name)], {
      maxBuffer: 1 << 20,
    });
    return await readFile(path.join(dir, name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const pattern = (size: string, rate: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];

/** A QuickTime movie (H.264/AAC) with the location as a tag, a subtitle track and a timecode data track. */
export function movWithLocation(seconds = 3, size = '320x240'): Promise<Buffer> {
  return make(
    'clip.mov',
    (dir) => [
      ...pattern(size, 25, seconds),
      ...tone(seconds),
      '-i',
      path.join(dir, 'location.srt'),
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-map',
      '2:s',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-c:s',
      'mov_text',
      '-timecode',
      '01:02:03:04',
      '-metadata',
      `location=${PLANTED_LOCATION}`,
      '-movflags',
      '+use_metadata_tags',
      '-f',
      'mov',
    ],
    seconds,
  );
}

/** An MP4 of about `megabytes` MB lasting `seconds` (the benchmark's 2-minute phone video). */
export function mp4Of(seconds: number, megabytes: number, size = '1280x720'): Promise<Buffer> {
  const kbps = Math.floor((megabytes * 8 * 1024) / seconds) - 130;
  return make('clip.mp4', () => [
    ...pattern(size, 30, seconds),
    ...tone(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    `${kbps}k`,
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps * 2}k`,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-metadata',
    `location=${PLANTED_LOCATION}`,
    '-f',
    'mp4',
  ]);
}

/** A small VP8 WebM lasting `seconds` (its header states no duration ffmpeg trusts more than the stream). */
export function webmLasting(seconds: number): Promise<Buffer> {
  return make('clip.webm', () => [...pattern('64x48', 5, seconds), '-c:v', 'libvpx', '-b:v', '50k', '-deadline', 'realtime', '-f', 'webm']);
}
