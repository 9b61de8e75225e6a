// The video job's work on one pending video (decision 019): rewrite it
// (video-rewrite.ts) outside any transaction, then, with its pending_uploads row locked (so a
// claim waits, or has already happened): when a profile has claimed it, publish the rewrite
// under the public name the profile already lists (pending-uploads.ts publicMediaOf) and drop the
// original; otherwise replace the original in pending storage, for the claim to publish. The
// poster frame stays in pending storage beside it. A refused video loses its file; the row keeps
// the code and reason, which her submission's status shows, and a profile that claimed it stops
// listing it.
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import { sha256 } from '#lib/crypto.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { insertPublishedVideo, unlistProfileVideo } from './media.queries.ts';
import { publicMediaOf } from './pending-uploads.ts';
import { isVideo, type UploadExtension } from './upload-type.ts';
import { findUnprocessedVideos, lockUnprocessedVideo, markVideoProcessed, markVideoRefused } from './uploads.queries.ts';
import { rewriteVideo } from './video-rewrite.ts';
import type { VideoTools } from './video-tools.ts';

export const VIDEO_QUEUE = 'media.video';
/** Videos one sweep of the job takes on (the rest wait for the next). */
const SWEEP_BATCH = 5;

export interface VideoJobDeps {
  sql: Sql;
  storage: MediaStorage;
  tools: VideoTools;
  log: Pick<Logger, 'info' | 'warn'>;
}

export type VideoOutcome = 'processed' | 'refused' | 'skipped';

async function processPendingVideo({ sql, storage, tools, log }: VideoJobDeps, name: string): Promise<VideoOutcome> {
  const ext = name.slice(name.lastIndexOf('.') + 1) as UploadExtension;
  if (!isVideo(ext)) return 'skipped';
  const original = await storage.get('pending', name);
  if (!original) return 'skipped';
  const rewritten = await rewriteVideo(tools, original, ext);
  const posterName = `${name.slice(0, name.lastIndexOf('.'))}.jpg`;
  const written: { kind: 'pending' | 'videos'; name: string }[] = [];
  try {
    const step = await sql.begin(async (tx): Promise<'skipped' | 'refused' | 'published' | 'replaced'> => {
      const row = await lockUnprocessedVideo(tx, name);
      if (!row) return 'skipped'; // done by another worker, or removed meanwhile
      if (!rewritten.ok) {
        await markVideoRefused(tx, name, rewritten.code, rewritten.message);
        if (row.profileId !== null) {
          await unlistProfileVideo(tx, row.profileId, publicMediaOf(name).url);
        }
        return 'refused';
      }
      written.push({ kind: 'pending', name: posterName });
      await storage.put('pending', posterName, rewritten.poster, 'image/jpeg');
      if (row.profileId !== null) {
        const target = publicMediaOf(name);
        written.push({ kind: 'videos', name: target.name });
        await storage.put('videos', target.name, rewritten.data, rewritten.mimetype);
        await insertPublishedVideo(tx, { name: target.name, contentType: rewritten.mimetype, bytes: rewritten.data.length });
      } else {
        // the same name: the handle her device holds; the row says what it now is
        await storage.put('pending', name, rewritten.data, rewritten.mimetype);
      }
      await markVideoProcessed(tx, name, {
        mimetype: rewritten.mimetype,
        bytes: rewritten.data.length,
        sha256: sha256(rewritten.data),
        posterName,
      });
      return row.profileId !== null ? 'published' : 'replaced';
    });
    if (step === 'refused' || step === 'published') {
      await storage.remove('pending', name).catch((error: unknown) => log.warn({ err: error, file: name }, 'an original video stays'));
    }
    if (!rewritten.ok && step === 'refused') log.info({ file: name, code: rewritten.code, detail: rewritten.detail }, 'video refused');
    return step === 'skipped' || step === 'refused' ? step : 'processed';
  } catch (error) {
    for (const file of written.filter((f) => f.kind === 'videos')) await storage.remove(file.kind, file.name).catch(() => undefined);
    throw error;
  }
}

/** A sweep: the oldest waiting videos, one at a time (each ffmpeg run uses both cores). */
async function processWaitingVideos(deps: VideoJobDeps): Promise<Record<VideoOutcome, number>> {
  const counts: Record<VideoOutcome, number> = { processed: 0, refused: 0, skipped: 0 };
  for (const name of await findUnprocessedVideos(deps.sql, SWEEP_BATCH)) counts[await processPendingVideo(deps, name)] += 1;
  return counts;
}

export function createVideoService(deps: VideoJobDeps) {
  return {
    /** The video job's work on one pending video. */
    process: (name: string): Promise<VideoOutcome> => processPendingVideo(deps, name),
    /** A sweep of the oldest waiting videos; how many ended each way. */
    processWaiting: (): Promise<Record<VideoOutcome, number>> => processWaitingVideos(deps),
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
