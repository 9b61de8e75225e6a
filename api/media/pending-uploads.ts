// A submission names its photos and videos by the URLs of her pending uploads
// (/uploads/pending/<name>: private storage, never served). Here they are checked against the
// upload register (pending_uploads, migration 00012) and claimed, each once, by the profile the
// submission creates (decision 017): the profile then shows them under /uploads/images/ and
// /uploads/videos/, which media-access.ts serves only while she is public (decision 011) — never
// while she is pending. A photo is copied there at the claim. A video goes there only rewritten
// by the video job (video.job.ts), as MP4 (WebM stays WebM); until then its public URL names a
// file that does not exist yet, so nothing of it is served with a type it did not prove.

import type { Logger } from 'pino';
import { isPendingPhotoUrl, isPendingVideoUrl } from '#contract/submission.schema.ts';
import { pendingUploadName } from '#contract/upload.schema.ts';
import type { Queryable, Transaction } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import type { MediaStorage, PublicMediaKind } from '../storage/storage.ts';
import { insertMediaFile } from './media.queries.ts';
import { claimPendingUploads, findPendingUploads, type PendingUpload } from './uploads.queries.ts';

const PENDING_PREFIX = '/uploads/pending/';
const MISSING = 'forms.validation.uploadMissing';

/** The stored name of a pending upload's URL. */
export function pendingName(url: string): string {
  return url.slice(PENDING_PREFIX.length);
}

/** Where a pending upload is published once claimed: the same uuid, a video's container after the job. */
export function publicMediaOf(name: string): { kind: PublicMediaKind; name: string; url: string } {
  const dot = name.lastIndexOf('.');
  const ext = name.slice(dot + 1);
  const video = ['mp4', 'mov', 'avi', 'webm'].includes(ext);
  const kind: PublicMediaKind = video ? 'videos' : 'images';
  const published = video ? `${name.slice(0, dot)}.${ext === 'webm' ? 'webm' : 'mp4'}` : name;
  return { kind, name: published, url: `/uploads/${kind}/${published}` };
}

export interface PendingMedia {
  photos: readonly string[];
  videos: readonly string[];
}

type Field = 'photos' | 'videos';

/** Field errors (by position) for each URL that is not an unclaimed, unrefused upload of its kind among `rows`. */
function missingFields(
  media: PendingMedia,
  rows: readonly Pick<PendingUpload, 'name' | 'kind' | 'claimedAt'>[],
  refused: Set<string>,
  kept: ReadonlySet<string> = new Set(),
) {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const fieldErrors: Record<string, string[]> = {};
  const check = (field: Field, urls: readonly string[], shape: (url: string) => boolean, kind: 'image' | 'video') => {
    for (const [index, url] of urls.entries()) {
      if (kept.has(url)) continue;
      const row = shape(url) ? byName.get(pendingUploadName(url) ?? '') : undefined;
      if (!row || row.kind !== kind || row.claimedAt !== null || refused.has(row.name)) fieldErrors[`${field}.${index}`] = [MISSING];
    }
  };
  check('photos', media.photos, isPendingPhotoUrl, 'image');
  check('videos', media.videos, isPendingVideoUrl, 'video');
  return fieldErrors;
}

/**
 * Throws a ValidationError (400, field errors by position) unless every URL is a pending upload
 * of its kind, not claimed by any profile and not refused by the video job — or one of `kept`
 * (an owner's edit keeps media her profile already has).
 */
export async function assertPendingUploads(sql: Queryable, media: PendingMedia, kept: ReadonlySet<string> = new Set()): Promise<void> {
  const rows = await findPendingUploads(sql, namesOf(media));
  const fieldErrors = missingFields(media, rows, refusedNames(rows), kept);
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError('Invalid input', fieldErrors);
}

const namesOf = (media: PendingMedia) => [...media.photos, ...media.videos].map((url) => pendingUploadName(url) ?? '').filter(Boolean);
const refusedNames = (rows: readonly PendingUpload[]) => new Set(rows.filter((row) => row.refusedCode !== null).map((row) => row.name));

export interface ClaimedMedia {
  /** Public files written by the claim (to remove if the transaction does not commit). */
  published: { kind: PublicMediaKind; name: string }[];
  /** Pending files no longer needed once the transaction committed. */
  pendingToRemove: string[];
}

/**
 * Claims every named upload for `profileId` inside the submission's transaction, so two
 * submissions never share a file and a claimed file is never claimed again (a claim racing
 * another waits for it and then finds the row taken). Throws the same field errors as
 * assertPendingUploads when one was taken meanwhile or refused. Photos, and videos the job has
 * already rewritten, are copied to their public kind and registered in media_files.
 */
export async function claimSubmissionMedia(
  tx: Transaction,
  storage: MediaStorage,
  media: PendingMedia,
  profileId: number,
): Promise<ClaimedMedia> {
  const claimed = await claimPendingUploads(tx, namesOf(media), profileId);
  const fieldErrors = missingFields(
    media,
    claimed.map((row) => ({ ...row, claimedAt: null })),
    refusedNames(claimed),
  );
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError('Invalid input', fieldErrors);
  const result: ClaimedMedia = { published: [], pendingToRemove: [] };
  try {
    for (const row of claimed) {
      if (!row.processed) continue; // a video the job publishes when it has rewritten it
      const data = await storage.get('pending', row.name);
      if (!data) throw new ValidationError('Invalid input', { [fieldOf(media, row.name)]: [MISSING] });
      const target = publicMediaOf(row.name);
      result.published.push(target);
      await storage.put(target.kind, target.name, data, row.mimetype);
      await insertMediaFile(tx, { name: target.name, kind: target.kind, contentType: row.mimetype, bytes: data.length });
      result.pendingToRemove.push(row.name, ...(row.posterName ? [row.posterName] : []));
    }
  } catch (error) {
    await unpublish(storage, result);
    throw error;
  }
  return result;
}

/** Removes the pending copies a claim no longer needs, once its transaction committed (a failure only leaves a file behind). */
export async function forgetClaimedPending(
  storage: MediaStorage,
  claimed: ClaimedMedia | undefined,
  log?: Pick<Logger, 'warn'>,
): Promise<void> {
  for (const name of claimed?.pendingToRemove ?? []) {
    await storage
      .remove('pending', name)
      .catch((error: unknown) => log?.warn({ err: error, file: name }, 'a claimed pending upload stays'));
  }
}

/** Removes what a claim published, when its transaction failed. */
export async function unpublish(storage: MediaStorage, claimed: ClaimedMedia): Promise<void> {
  for (const file of claimed.published) await storage.remove(file.kind, file.name).catch(() => undefined);
}

function fieldOf(media: PendingMedia, name: string): string {
  const photo = media.photos.findIndex((url) => pendingUploadName(url) === name);
  if (photo >= 0) return `photos.${photo}`;
  return `videos.${media.videos.findIndex((url) => pendingUploadName(url) === name)}`;
}

/** The profile's values with each pending URL replaced by where it is published. */
export function publishedUrls<T extends PendingMedia & { primaryPhoto?: string }>(values: T): T {
  // her media already published (an owner's edit keeps them) stay as they are
  const publish = (url: string) => (url.startsWith(PENDING_PREFIX) ? publicMediaOf(pendingName(url)).url : url);
  return {
    ...values,
    photos: values.photos.map(publish),
    videos: values.videos.map(publish),
    ...(values.primaryPhoto ? { primaryPhoto: publish(values.primaryPhoto) } : {}),
  };
}
