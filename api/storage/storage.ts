// Where uploaded and generated media live: disk by default (under DATA_DIR/uploads), or an
// S3-compatible bucket (s3.ts) when the S3 settings are given.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type MediaKind = 'images' | 'videos';

export interface MediaStorage {
  put(kind: MediaKind, name: string, data: Buffer, contentType: string): Promise<void>;
  get(kind: MediaKind, name: string): Promise<Buffer | null>;
  remove(kind: MediaKind, name: string): Promise<void>;
  /** Folder served at /uploads/<kind>/ when the store is on disk. */
  readonly root?: string;
}

// A media name is a 36-character identifier plus an extension (storefront §3). Anything else
// could escape the folder, so it is refused before touching the disk.
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpe?g|png|gif|webp|mp4|mov|avi|webm)$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

export function assertMediaName(name: string): void {
  if (!isMediaName(name)) throw new Error(`Invalid media name: ${JSON.stringify(name)}`);
}

export function createDiskStorage(root: string): MediaStorage {
  const file = (kind: MediaKind, name: string) => path.join(root, kind, name);
  return {
    root,
    async put(kind, name, data) {
      assertMediaName(name);
      await mkdir(path.join(root, kind), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file(kind, name)}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file(kind, name));
    },
    async get(kind, name) {
      assertMediaName(name);
      try {
        return await readFile(file(kind, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(kind, name) {
      assertMediaName(name);
      await rm(file(kind, name), { force: true });
    },
  };
}
