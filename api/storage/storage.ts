// Where uploaded and generated media live: disk by default (under DATA_DIR/uploads), or an
// S3-compatible bucket (s3.ts) when the S3 settings are given.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Served publicly at /uploads/<kind>/<name>. */
export type PublicMediaKind = 'images' | 'videos';
/** Never served under /uploads: report evidence, read only through the API by whoever may see it. */
export type PrivateMediaKind = 'evidence';
export type MediaKind = PublicMediaKind | PrivateMediaKind;

export interface MediaStorage {
  put(kind: MediaKind, name: string, data: Buffer, contentType: string): Promise<void>;
  get(kind: MediaKind, name: string): Promise<Buffer | null>;
  remove(kind: MediaKind, name: string): Promise<void>;
  /** The folder (on disk) whose public kinds are served at /uploads/<kind>/; private kinds are not. */
  readonly root?: string;
}

// A media name is a 36-character identifier plus an extension (storefront §3). Anything else
// could escape the folder, so it is refused before touching the disk.
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpe?g|png|gif|webp|mp4|mov|avi|webm)$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

// Evidence may also be a PDF or a Word document; those never get a public media name.
const EVIDENCE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|pdf|doc|docx)$/;

export function isObjectName(kind: MediaKind, name: string): boolean {
  if (kind === 'images' || kind === 'videos') return isMediaName(name);
  if (kind === 'evidence') return EVIDENCE_NAME.test(name);
  return false;
}

export function assertMediaName(name: string, kind: MediaKind = 'images'): void {
  if (!isObjectName(kind, name)) throw new Error(`Invalid media name: ${JSON.stringify(name)}`);
}

export function createDiskStorage(root: string): MediaStorage {
  const file = (kind: MediaKind, name: string) => path.join(root, kind, name);
  return {
    root,
    async put(kind, name, data) {
      assertMediaName(name, kind);
      await mkdir(path.join(root, kind), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file(kind, name)}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file(kind, name));
    },
    async get(kind, name) {
      assertMediaName(name, kind);
      try {
        return await readFile(file(kind, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(kind, name) {
      assertMediaName(name, kind);
      await rm(file(kind, name), { force: true });
    },
  };
}
