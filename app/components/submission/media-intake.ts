// What the media picker does with the files she chose: more than the
// slots left refuses the whole pick ("Too many files"); a file that is not an image or a video by
// type and name is skipped and counted; photos are re-encoded on the device and must then be at
// most 10 MB; videos must be at most 10 MB as they are and under 2 minutes long.
import { MEDIA_MAX } from '#contract/submission.schema.ts';
import { reencodedName, reencodePhoto } from './reencode-photo.ts';
import type { PickedMedia } from './submission-values.ts';

export const MEDIA_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_DURATION_MAX_SECONDS = 120;

export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'] as const;
/** The file input's `accept`: the accepted names and their usual types. */
export const MEDIA_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/webm',
  ...[...PHOTO_EXTENSIONS, ...VIDEO_EXTENSIONS].map((extension) => `.${extension}`),
].join(',');

export type MediaKind = PickedMedia['kind'];

/** 'photo' or 'video' when the type and the name agree on an accepted kind, else null. */
export function mediaKindOf(file: { type: string; name: string }): MediaKind | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (file.type.startsWith('image/') && (PHOTO_EXTENSIONS as readonly string[]).includes(extension)) return 'photo';
  if (file.type.startsWith('video/') && (VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return null;
}

export type FileProblem = { reason: 'tooLarge' | 'tooLong' | 'unreadable'; name: string };

export type IntakeResult =
  | { kind: 'tooMany' }
  | { kind: 'invalidType' }
  | { kind: 'accepted'; media: PickedMedia[]; skipped: number; problems: FileProblem[] };

export interface IntakeTools {
  reencode: (file: Blob) => Promise<{ bytes: ArrayBuffer; type: string }>;
  /** Seconds, or null when the browser cannot read it (the server checks again). */
  videoDuration: (file: Blob) => Promise<number | null>;
  newId: () => string;
}

const browserTools: IntakeTools = {
  reencode: reencodePhoto,
  videoDuration: readVideoDuration,
  newId: () => crypto.randomUUID(),
};

/** Checks and prepares the picked files; `slotsLeft` is how many the form can still take. */
export async function takeMedia(files: readonly File[], slotsLeft: number, tools: IntakeTools = browserTools): Promise<IntakeResult> {
  if (files.length > slotsLeft) return { kind: 'tooMany' };
  const kinds = files.map(mediaKindOf);
  const skipped = kinds.filter((kind) => kind === null).length;
  if (files.length > 0 && skipped === files.length) return { kind: 'invalidType' };
  const media: PickedMedia[] = [];
  const problems: FileProblem[] = [];
  for (const [index, file] of files.entries()) {
    const kind = kinds[index];
    if (!kind) continue;
    const taken = await takeOne(file, kind, tools);
    if ('reason' in taken) problems.push(taken);
    else media.push(taken);
  }
  return { kind: 'accepted', media, skipped, problems };
}

async function takeOne(file: File, kind: MediaKind, tools: IntakeTools): Promise<PickedMedia | FileProblem> {
  const { name } = file;
  if (kind === 'video') {
    if (file.size > MEDIA_FILE_MAX_BYTES) return { reason: 'tooLarge', name };
    const duration = await tools.videoDuration(file);
    if (duration !== null && duration >= VIDEO_DURATION_MAX_SECONDS) return { reason: 'tooLong', name };
    return { id: tools.newId(), bytes: await file.arrayBuffer(), type: file.type, name, kind };
  }
  let photo: { bytes: ArrayBuffer; type: string };
  try {
    photo = await tools.reencode(file);
  } catch {
    return { reason: 'unreadable', name };
  }
  if (photo.bytes.byteLength > MEDIA_FILE_MAX_BYTES) return { reason: 'tooLarge', name };
  return { id: tools.newId(), bytes: photo.bytes, type: photo.type, name: reencodedName(name), kind };
}

/** A video's duration from its metadata, read by a detached <video> element. */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (duration: number | null) => {
      video.onloadedmetadata = null;
      video.onerror = null;
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      video.load();
      resolve(duration);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

export { MEDIA_MAX };
