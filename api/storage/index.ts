// Picks the media store from the settings: S3 when a bucket is configured, else the disk.
import path from 'node:path';
import type { Env } from '../env.ts';
import { createS3Storage } from './s3.ts';
import { createDiskStorage, type MediaStorage } from './storage.ts';

export function createStorage(env: Env, root: string): MediaStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.MEDIA_PUBLIC_URL,
    });
  }
  return createDiskStorage(path.resolve(root, env.DATA_DIR, 'uploads'));
}
