// Where uploaded and generated media live: disk by default (under DATA_DIR/uploads), or an
// S3-compatible bucket (s3.ts) when the S3 settings are given. Files derived from an image
// (resized WebP variants, share images) live beside the originals under `variants/` and are
// removed together with their image.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '#contract/media.ts';
import { ServiceUnavailableError } from '../errors.ts';

/** Served publicly at /uploads/<kind>/<name>. */
export type PublicMediaKind = 'images' | 'videos';
/**
 * Never served under /uploads, read only through the API by whoever may see them: report
 * evidence, and pending media (a submission's photos and videos before a moderator approves them;
 * on approval they are copied to a public kind).
 */
export type PrivateMediaKind = 'evidence' | 'pending';
export type MediaKind = PublicMediaKind | PrivateMediaKind;

/** Seconds a client waits before it sends again what the store could not take. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The media store cannot be reached or answers with its own failure (an S3 endpoint down, 5xx,
 * SlowDown): a 503 with Retry-After, never a 500. Nothing of the request was kept, and the
 * submission's outbox on her phone sends it again.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  override name = 'StorageUnavailableError';
  readonly detail: string;
  constructor(detail: string) {
    super('The media storage is not reachable just now; nothing was lost, try again in a moment', STORAGE_RETRY_AFTER_SECONDS);
    this.detail = detail;
  }
}

export interface MediaStorage {
  put(kind: MediaKind, name: string, data: Buffer, contentType: string): Promise<void>;
  get(kind: MediaKind, name: string): Promise<Buffer | null>;
  /** Removes an object; removing an image also removes everything derived from it. */
  remove(kind: MediaKind, name: string): Promise<void>;
  /** Removes only what is derived from an image (nothing for a video); the original stays. */
  removeDerived(kind: MediaKind, name: string): Promise<void>;
  /** Stores a file derived from an image under a key made by derivedKey(). */
  putDerived(key: DerivedKey, data: Buffer, contentType: string): Promise<void>;
  getDerived(key: DerivedKey): Promise<Buffer | null>;
  /**
   * Every stored key (`images/<name>`, `variants/w640/<name>`, `pending/<name>` …) whose file name
   * starts with `stem`, an upload's uuid: whatever is left of that upload anywhere in the store.
   */
  keysOf(stem: string): Promise<string[]>;
  /** The size and a strong ETag of a stored object, or null when there is none. */
  stat(kind: MediaKind, name: string): Promise<ObjectStat | null>;
  /** Bytes `start` to `end` (both included) of a stored object, or null when there is none. */
  getRange(kind: MediaKind, name: string, start: number, end: number): Promise<Buffer | null>;
  /**
   * Where public media are published for a CDN (an S3 bucket with MEDIA_PUBLIC_URL), or undefined
   * when the API serves them itself.
   */
  readonly publisher?: MediaPublisher;
  /** The folder (on disk) whose public kinds are served at /uploads/<kind>/; private kinds are not. */
  readonly root?: string;
}

export interface ObjectStat {
  size: number;
  /** A strong ETag, quoted. */
  etag: string;
}

/**
 * The public copies of public media, read by anyone from MEDIA_PUBLIC_URL (usually a CDN in front
 * of the bucket's `public/` prefix). A path is what follows /uploads/ in the API's own URL:
 * `images/<name>`, `images/w640/<name>`, `videos/<name>`.
 */
export interface MediaPublisher {
  /** The public URL of a path. */
  url(publicPath: string): string;
  /** Stores a public copy, cached for a year by browsers (its name never names other bytes). */
  publish(publicPath: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes a public copy (absent is fine). */
  unpublish(publicPath: string): Promise<void>;
}

/** The public paths of a public medium: a video, or an image and its WebP variants. */
export function publicPathsOf(kind: PublicMediaKind, name: string): string[] {
  if (kind === 'videos') return [`videos/${name}`];
  return [`images/${name}`, ...IMAGE_WIDTHS.map((width) => `images/w${width}/${name}`)];
}

/** What is derived from an image: a WebP variant of a width (`w640`) or the share image (`og`). */
export type DerivedKind = `w${(typeof IMAGE_WIDTHS)[number]}` | 'og';
export type DerivedKey = `${DerivedKind}/${string}`;
export const DERIVED_KINDS: readonly DerivedKind[] = [...IMAGE_WIDTHS.map((width) => `w${width}` as const), 'og'];

// A media name is a 36-character identifier plus an extension. Anything else
// could escape the folder, so it is refused before touching the disk.
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpe?g|png|gif|webp|mp4|mov|avi|webm)$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

// Evidence may also be a PDF or a Word document; those never get a public media name.
const EVIDENCE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|pdf|doc|docx)$/;

export function isObjectName(kind: MediaKind, name: string): boolean {
  if (kind === 'images' || kind === 'videos' || kind === 'pending') return isMediaName(name);
  if (kind === 'evidence') return EVIDENCE_NAME.test(name);
  return false;
}

/** The folders a key can live in: every kind, and every kind of derived file. */
export const STORAGE_FOLDERS: readonly string[] = [
  'images',
  'videos',
  'pending',
  'evidence',
  ...DERIVED_KINDS.map((kind) => `variants/${kind}`),
];

const MEDIA_STEM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An upload's uuid, the name of its files without their extension; anything else is refused. */
export function assertMediaStem(stem: string): void {
  if (!MEDIA_STEM.test(stem)) throw new Error(`Invalid media stem: ${JSON.stringify(stem)}`);
}

export function assertMediaName(name: string, kind: MediaKind = 'images'): void {
  if (!isObjectName(kind, name)) throw new Error(`Invalid media name: ${JSON.stringify(name)}`);
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/;

/** The key of a file derived from an image; throws for anything but an image's media name. */
export function derivedKey(kind: DerivedKind, imageName: string): DerivedKey {
  if (!DERIVED_KINDS.includes(kind) || !isMediaName(imageName) || !IMAGE_NAME.test(imageName)) {
    throw new Error(`Invalid derived media key: ${JSON.stringify(`${kind}/${imageName}`)}`);
  }
  return `${kind}/${imageName}`;
}

export function assertDerivedKey(key: string): asserts key is DerivedKey {
  const [kind = '', name = '', ...rest] = key.split('/');
  if (rest.length > 0) throw new Error(`Invalid derived media key: ${JSON.stringify(key)}`);
  derivedKey(kind as DerivedKind, name);
}

/** The derived keys of an image (empty for a video or a name that is not an image). */
export function derivedKeysOf(kind: MediaKind, name: string): DerivedKey[] {
  if (kind !== 'images' || !IMAGE_NAME.test(name)) return [];
  return DERIVED_KINDS.map((derived) => derivedKey(derived, name));
}

async function statOrNull(file: string): Promise<ObjectStat | null> {
  try {
    const info = await stat(file);
    return { size: info.size, etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function readRangeOrNull(file: string, start: number, end: number): Promise<Buffer | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const data = Buffer.alloc(Math.max(0, end - start + 1));
    const { bytesRead } = await handle.read(data, 0, data.length, start);
    return data.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Write then rename, so a reader never sees half a file; the temp name is unique per write. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

export function createDiskStorage(root: string): MediaStorage {
  const file = (kind: MediaKind, name: string) => path.join(root, kind, name);
  const derivedFile = (key: DerivedKey) => path.join(root, 'variants', ...key.split('/'));
  const removeDerived = async (kind: MediaKind, name: string) => {
    for (const key of derivedKeysOf(kind, name)) await rm(derivedFile(key), { force: true });
  };
  return {
    root,
    async put(kind, name, data) {
      assertMediaName(name, kind);
      await writeAtomically(file(kind, name), data);
    },
    async get(kind, name) {
      assertMediaName(name, kind);
      return readOrNull(file(kind, name));
    },
    async remove(kind, name) {
      assertMediaName(name, kind);
      await rm(file(kind, name), { force: true });
      await removeDerived(kind, name);
    },
    async removeDerived(kind, name) {
      assertMediaName(name, kind);
      await removeDerived(kind, name);
    },
    async putDerived(key, data) {
      assertDerivedKey(key);
      await writeAtomically(derivedFile(key), data);
    },
    async getDerived(key) {
      assertDerivedKey(key);
      return readOrNull(derivedFile(key));
    },
    async stat(kind, name) {
      assertMediaName(name, kind);
      return statOrNull(file(kind, name));
    },
    async getRange(kind, name, start, end) {
      assertMediaName(name, kind);
      return readRangeOrNull(file(kind, name), start, end);
    },
    async keysOf(stem) {
      assertMediaStem(stem);
      const keys: string[] = [];
      for (const folder of STORAGE_FOLDERS) {
        for (const name of await namesIn(path.join(root, ...folder.split('/')))) {
          // a temporary file of a write in progress (name.pid.uuid.tmp) counts too: it holds her bytes
          if (name.startsWith(`${stem}.`)) keys.push(`${folder}/${name}`);
        }
      }
      return keys;
    },
  };
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
