// A submission names its photos and videos by the URLs of her pending uploads
// (/uploads/pending/<name>: private storage, never served before review). This is the one check
// that each named file was really uploaded here and is still waiting; today a shape check and a
// look into pending storage, later backed by the upload register (a table lookup) without
// changing its callers.
import { isPendingPhotoUrl, isPendingVideoUrl } from '#api/contract/submission.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import type { MediaStorage } from '../storage/storage.ts';

const PENDING_PREFIX = '/uploads/pending/';

/** The stored name of a pending upload's URL. */
export function pendingName(url: string): string {
  return url.slice(PENDING_PREFIX.length);
}

export interface PendingMedia {
  photos: readonly string[];
  videos: readonly string[];
}

/**
 * Throws a ValidationError (400, field errors by position) unless every URL is a pending upload
 * of its kind that exists in pending storage.
 */
export async function assertPendingUploads(_sql: Queryable, storage: MediaStorage, media: PendingMedia): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const check = async (field: 'photos' | 'videos', urls: readonly string[], shape: (url: string) => boolean) => {
    for (const [index, url] of urls.entries()) {
      // One file at a time: the storage interface has no cheaper existence check yet.
      const present = shape(url) && (await storage.get('pending', pendingName(url))) !== null;
      if (!present) fieldErrors[`${field}.${index}`] = ['forms.validation.uploadMissing'];
    }
  };
  await check('photos', media.photos, isPendingPhotoUrl);
  await check('videos', media.videos, isPendingVideoUrl);
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError('Invalid input', fieldErrors);
}
