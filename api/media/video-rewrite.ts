// Rewriting one untrusted video, in the video job only, never in a request:
// ffprobe reads it with the demuxer its bytes proved (`-f mov|avi|matroska`) and files only
// (`-protocol_whitelist file`); over VIDEO_MAX_SECONDS, or without a video stream, it is refused.
// ffmpeg then keeps the first video and the first audio stream and nothing else — no data
// tracks (where phones keep the location), subtitles, chapters or metadata — as MP4 (H.264/AAC,
// `+faststart`, long side at most 1280 px, upright), or a WebM re-muxed as it is; a poster frame
// is taken from the result and re-encoded by sharp without metadata. Each run is limited in time
// and memory (video-tools.ts); a file that breaks a limit or a tool is refused as unreadable.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { VIDEO_MAX_SECONDS } from '#contract/upload.schema.ts';
import type { VideoExtension } from './upload-type.ts';
import { runVideoTool, VideoToolError, type VideoTools } from './video-tools.ts';

/** The demuxer each proved type is opened with: nothing else is tried on its bytes. */
const DEMUXER: Record<VideoExtension, string> = { mp4: 'mov', mov: 'mov', avi: 'avi', webm: 'matroska' };
/** The long side of a rewritten video, enough for a phone screen and quick on two cores. */
export const VIDEO_MAX_SIDE = 1280;

export type RewrittenVideo =
  | { ok: true; data: Buffer; mimetype: 'video/mp4' | 'video/webm'; poster: Buffer; seconds: number }
  | { ok: false; code: 'unreadable' | 'tooLong'; message: string; detail?: string };

interface Probe {
  seconds: number | null;
  videoStreams: number;
}

async function probe(tools: VideoTools, file: string, demuxer: string): Promise<Probe> {
  const out = await runVideoTool(tools, tools.ffprobe, [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-f',
    demuxer,
    '-show_entries',
    'format=duration:stream=codec_type,duration',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(out) as { format?: { duration?: string }; streams?: { codec_type?: string; duration?: string }[] };
  const durations = [json.format?.duration, ...(json.streams ?? []).map((s) => s.duration)]
    .map((d) => Number(d))
    .filter((d) => Number.isFinite(d) && d > 0);
  return {
    seconds: durations.length ? Math.max(...durations) : null,
    videoStreams: (json.streams ?? []).filter((s) => s.codec_type === 'video').length,
  };
}

/** "2:30" */
export function videoLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

const tooLong = (seconds: number): RewrittenVideo => ({
  ok: false,
  code: 'tooLong',
  message: `The video lasts ${videoLength(seconds)}; videos must be under 2 minutes`,
});
const unreadable = (detail?: string): RewrittenVideo => ({ ok: false, code: 'unreadable', message: 'The video could not be read', detail });

const even = (side: string) => `trunc(min(${VIDEO_MAX_SIDE},${side})/2)*2`;
const SCALE = `scale='if(gte(iw,ih),${even('iw')},-2)':'if(gte(iw,ih),-2,${even('ih')})'`;

function rewriteArgs(input: string, demuxer: string, output: string, webm: boolean): string[] {
  const common = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file', '-f', demuxer, '-i', input];
  const keep = ['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1', '-dn', '-sn'];
  // one second more than allowed at most: a file whose header says nothing is measured by the result
  const limit = ['-t', String(VIDEO_MAX_SECONDS + 1), '-fflags', '+bitexact'];
  if (webm) return [...common, ...keep, ...limit, '-c', 'copy', '-f', 'webm', '-y', output];
  const encode = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', SCALE, '-threads', '2'];
  return [...common, ...keep, ...limit, ...encode, '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', '-y', output];
}

/** Probes, rewrites and makes the poster of one video whose type its bytes proved. */
export async function rewriteVideo(tools: VideoTools, data: Buffer, ext: VideoExtension): Promise<RewrittenVideo> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contacto-video-'));
  const webm = ext === 'webm';
  const input = path.join(dir, 'input');
  const output = path.join(dir, webm ? 'output.webm' : 'output.mp4');
  const posterFile = path.join(dir, 'poster.jpg');
  try {
    await writeFile(input, data);
    const source = await probe(tools, input, DEMUXER[ext]);
    if (source.videoStreams === 0) return unreadable('no video stream');
    if (source.seconds !== null && source.seconds > VIDEO_MAX_SECONDS) return tooLong(source.seconds);
    await runVideoTool(tools, tools.ffmpeg, rewriteArgs(input, DEMUXER[ext], output, webm));
    const result = await probe(tools, output, webm ? 'matroska' : 'mov');
    if (result.videoStreams !== 1 || result.seconds === null) return unreadable('the rewrite has no video');
    if (result.seconds > VIDEO_MAX_SECONDS + 0.5) return tooLong(result.seconds);
    const at = Math.min(1, result.seconds / 2).toFixed(2);
    await runVideoTool(tools, tools.ffmpeg, [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-protocol_whitelist',
      'file',
      '-f',
      webm ? 'matroska' : 'mov',
      '-ss',
      at,
      '-i',
      output,
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '-y',
      posterFile,
    ]);
    const poster = await sharp(await readFile(posterFile))
      .jpeg({ quality: 85 })
      .toBuffer();
    return { ok: true, data: await readFile(output), mimetype: webm ? 'video/webm' : 'video/mp4', poster, seconds: result.seconds };
  } catch (error) {
    if (error instanceof VideoToolError) return unreadable(`${error.message}: ${error.stderr}`);
    if (error instanceof SyntaxError) return unreadable('ffprobe answered no JSON');
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
