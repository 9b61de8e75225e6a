// The queue of media files whose public copy must be made or removed (filled by a trigger on
// public_media; media-publish.service.ts empties it).
import type { Transaction } from '#db/connection.ts';
import type { PublicMediaKind } from '../storage/storage.ts';

export interface PublishEntry {
  id: string;
  kind: PublicMediaKind;
  name: string;
  /** Whether a public profile shows the file now. */
  isPublic: boolean;
}

/** The oldest queued files, one run at a time across processes (an advisory lock for the transaction). */
export async function takePublishBatch(tx: Transaction, limit: number): Promise<PublishEntry[]> {
  await tx`SELECT pg_advisory_xact_lock(hashtext('media.publish'))`;
  return tx<PublishEntry[]>`
    SELECT q.id::text AS id, q.kind, q.name,
           EXISTS (SELECT 1 FROM public_media AS m WHERE m.kind = q.kind AND m.name = q.name) AS "isPublic"
    FROM media_publish_queue AS q
    ORDER BY q.id
    LIMIT ${limit}
    FOR UPDATE OF q SKIP LOCKED`;
}

export async function deletePublishEntries(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`DELETE FROM media_publish_queue WHERE id = ANY (${ids}::bigint[])`;
}
