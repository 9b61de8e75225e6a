// The purge of media that left the public view (migration 00006). The trigger on
// profiles queues every file a write took out of the public view; here each is looked at again,
// as things stand now:
//   - a public profile shows it (she came back, or another profile shows the same file): kept;
//   - some profile still references it (withdrawn, deleted softly, paused, switched off): the
//     files derived from it (WebP variants, share image) are removed, the original is kept for
//     her and the admins; it is not served to the public either way (media-access.ts);
//   - no profile references it any more (hard deletion, or an edit dropped it): the original
//     goes too, with its media_files row.
// Public copies for a CDN are settled first (the publish job's run). Then the files of erased profiles (migration 00032 profile_erasures: her originals, posters,
// pending uploads and report evidence) are removed, each with what was derived from it, unless
// another profile shows the same file; the erasure is stamped once they are all gone.
// Queue rows and erasures are taken in a transaction with SKIP LOCKED and settled in it after the
// store calls, so a failing store leaves them for the next run and two workers never share a row.
// "No profile references it" is read when the batch is taken: the submission flow (a later
// issue) must only name files its own upload wrote, and lock their media_files rows, so that it
// can never attach a file that this purge is removing.
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import { isMediaName, isObjectName, type MediaKind, type MediaStorage } from '../storage/storage.ts';
import {
  deletePurgeRows,
  findKeysStillShown,
  forgetMediaFiles,
  markErasuresCleared,
  takeErasureBatch,
  takePurgeBatch,
} from './media.queries.ts';
import { createMediaPublishService } from './media-publish.service.ts';

/**
 * Rows younger than this wait for the next run: a variant request that passed the check just
 * before the withdrawal may still be storing what it rendered, and must not store it after the
 * purge went by.
 */
export const PURGE_GRACE_MS = 60_000;
/** Files a batch; each batch costs one pass over profiles (~0.4 s at 100,000 profiles). */
const BATCH = 200;
/** Erased profiles a batch (each up to ten files, with their derived files). */
const ERASURE_BATCH = 20;
/** A run stops taking batches after this long (its job expires after 15 minutes); the next
 * run, five minutes later, goes on. */
const RUN_BUDGET_MS = 5 * 60_000;

export interface PurgeResult {
  /** Files whose derived files were removed (the original kept). */
  derivedRemoved: number;
  /** Files removed with everything derived from them. */
  originalsRemoved: number;
  /** Files still shown by a public profile. */
  kept: number;
  /** Files of erased profiles removed (with what was derived from them). */
  erasedRemoved: number;
}

const ERASED_KINDS: readonly MediaKind[] = ['images', 'videos', 'pending', 'evidence'];

/** The kind and name of a store key of profile_erasures, or null for one no upload could have written. */
function objectOf(key: string): { kind: MediaKind; name: string } | null {
  const slash = key.indexOf('/');
  const kind = key.slice(0, slash) as MediaKind;
  const name = key.slice(slash + 1);
  return slash > 0 && ERASED_KINDS.includes(kind) && isObjectName(kind, name) ? { kind, name } : null;
}

async function purgeMedia(sql: Sql, storage: MediaStorage, log: Logger, now: Date): Promise<PurgeResult> {
  // public copies first (media-publish.service.ts): nothing public is left of what goes below,
  // and the queue keeps no name of an erased profile
  await createMediaPublishService({ sql, storage, log }).run();
  const before = new Date(now.getTime() - PURGE_GRACE_MS);
  const result: PurgeResult = { derivedRemoved: 0, originalsRemoved: 0, kept: 0, erasedRemoved: 0 };
  const stopAt = Date.now() + RUN_BUDGET_MS;
  while (Date.now() < stopAt) {
    const taken = await sql.begin(async (tx) => {
      const { ids, candidates } = await takePurgeBatch(tx, before, BATCH);
      const gone: string[] = [];
      for (const file of candidates) {
        if (file.isPublic) {
          result.kept++;
        } else if (!isMediaName(file.name)) {
          // a value no upload could have written (test data, a hand edit): nothing on disk
        } else if (file.isReferenced) {
          await storage.removeDerived(file.kind, file.name);
          result.derivedRemoved++;
        } else {
          await storage.remove(file.kind, file.name);
          gone.push(file.name);
          result.originalsRemoved++;
        }
      }
      await forgetMediaFiles(tx, gone);
      await deletePurgeRows(tx, ids);
      return ids.length;
    });
    if (taken < BATCH) break;
  }
  while (Date.now() < stopAt) {
    const taken = await sql.begin(async (tx) => {
      const erasures = await takeErasureBatch(tx, before, ERASURE_BATCH);
      const shown = await findKeysStillShown(
        tx,
        erasures.flatMap((e) => e.media),
      );
      for (const erasure of erasures) {
        for (const key of erasure.media) {
          const object = objectOf(key);
          if (!object || shown.has(key)) continue;
          await storage.remove(object.kind, object.name);
          result.erasedRemoved++;
        }
      }
      await markErasuresCleared(
        tx,
        erasures.map((e) => e.profileId),
      );
      return erasures.length;
    });
    if (taken < ERASURE_BATCH) break;
  }
  if (result.derivedRemoved + result.originalsRemoved + result.erasedRemoved > 0) log.info(result, 'media purged');
  return result;
}

export function createMediaPurgeService({ sql, storage, log }: { sql: Sql; storage: MediaStorage; log: Logger }) {
  return {
    /** One run of the purge as of `now`: derived files and unreferenced originals, then erased profiles' files. */
    purge: (now: Date = new Date()): Promise<PurgeResult> => purgeMedia(sql, storage, log, now),
  };
}

export type MediaPurgeService = ReturnType<typeof createMediaPurgeService>;
