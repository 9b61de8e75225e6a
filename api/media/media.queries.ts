// The SQL of media access and of the purge: public_media and media_purge_queue (00006), kept by
// a trigger on profiles, and the media_files register of uploaded files.
import type { Sql, Transaction } from '#db/connection.ts';
import type { PublicMediaKind } from '../storage/storage.ts';

/** True while a public profile shows this file (one primary-key probe of public_media). */
export async function isPublicMedia(sql: Sql, kind: PublicMediaKind, name: string): Promise<boolean> {
  const [row] = await sql<{ public: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM public_media WHERE kind = ${kind} AND name = ${name}) AS public`;
  return row?.public ?? false;
}

/**
 * True when some (not deleted) profile names this file, active or not, or her edit waiting for
 * review does: what an admin may see (admin pages only, so a scan is fine).
 */
export async function isProfileMedia(sql: Sql, kind: PublicMediaKind, name: string): Promise<boolean> {
  const refs = [name, `/uploads/${kind}/${name}`];
  const [row] = await sql<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM profiles
      WHERE deleted_at IS NULL
        AND (photos && ${refs}::text[] OR videos && ${refs}::text[]
          OR (pending_edit IS NOT NULL AND strpos(pending_edit::text, ${`/uploads/${kind}/${name}`}) > 0))
    ) AS found`;
  return row?.found ?? false;
}

export interface PurgeCandidate {
  kind: PublicMediaKind;
  name: string;
  /** Shown by a public profile: nothing to purge. */
  isPublic: boolean;
  /** Referenced by some profile (public or not): the original stays. */
  isReferenced: boolean;
}

/**
 * Locks up to `limit` queue rows queued before `before` (another worker skips them) and says,
 * for each distinct file among them, where it stands now. `ids` are the rows to delete once the
 * files are dealt with.
 */
export async function takePurgeBatch(
  tx: Transaction,
  before: Date,
  limit: number,
): Promise<{ ids: string[]; candidates: PurgeCandidate[] }> {
  const rows = await tx<{ id: string; kind: PublicMediaKind; name: string }[]>`
    SELECT q.id::text AS id, q.kind, q.name FROM media_purge_queue q
    WHERE q.queued_at < ${before}
    ORDER BY q.id -- the bigint, oldest first (a bare "id" would sort the text output column)
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
  if (rows.length === 0) return { ids: [], candidates: [] };
  const kinds = rows.map((r) => r.kind);
  const names = rows.map((r) => r.name);
  // One pass over profiles for the whole batch, hash-joined with the values that would name
  // these files (a bare name, or a legacy /uploads/ path); MATERIALIZED, or the planner folds
  // the pass into a subquery run once per file. Matching a bare name whatever its kind errs on
  // the side of keeping a file.
  const candidates = await tx<PurgeCandidate[]>`
    WITH batch AS MATERIALIZED (
      SELECT DISTINCT kind, name FROM unnest(${kinds}::text[], ${names}::text[]) AS b(kind, name)
    ),
    spellings AS MATERIALIZED (
      SELECT kind, name, name AS value FROM batch
      UNION ALL
      SELECT kind, name, '/uploads/' || kind || '/' || name FROM batch
    ),
    referenced AS MATERIALIZED (
      SELECT DISTINCT s.kind, s.name
      FROM profiles AS p
      CROSS JOIN LATERAL unnest(p.photos || p.videos) AS v(value)
      JOIN spellings AS s ON s.value = v.value
    )
    SELECT b.kind, b.name,
           EXISTS (SELECT 1 FROM public_media AS m WHERE m.kind = b.kind AND m.name = b.name) AS "isPublic",
           r.name IS NOT NULL AS "isReferenced"
    FROM batch AS b
    LEFT JOIN referenced AS r ON r.kind = b.kind AND r.name = b.name
    ORDER BY b.kind, b.name`;
  return { ids: rows.map((r) => r.id), candidates: [...candidates] };
}

/** A file published into a public kind, as the media_files register keeps it. */
export interface MediaFileRow {
  name: string;
  kind: PublicMediaKind;
  contentType: string;
  bytes: number;
}

/** Registers a file a submission's claim published (a name is registered once: a second one fails). */
export async function insertMediaFile(tx: Transaction, file: MediaFileRow): Promise<void> {
  await tx`
    INSERT INTO media_files (name, kind, content_type, size_bytes)
    VALUES (${file.name}, ${file.kind}, ${file.contentType}, ${file.bytes})`;
}

/** Registers a video the video job published; one registered before (a retried job) stays as it is. */
export async function insertPublishedVideo(tx: Transaction, file: Omit<MediaFileRow, 'kind'>): Promise<void> {
  await tx`
    INSERT INTO media_files (name, kind, content_type, size_bytes)
    VALUES (${file.name}, 'videos', ${file.contentType}, ${file.bytes})
    ON CONFLICT (name) DO NOTHING`;
}

/** Takes a refused video (its public URL) off the profile that listed it. */
export async function unlistProfileVideo(tx: Transaction, profileId: number, url: string): Promise<void> {
  await tx`UPDATE profiles SET videos = array_remove(videos, ${url}) WHERE id = ${profileId}`;
}

/** Forgets uploaded files (media_files) that no profile references any more. */
export async function forgetMediaFiles(tx: Transaction, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await tx`DELETE FROM media_files WHERE name = ANY (${names as string[]}::text[])`;
}

export async function deletePurgeRows(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx`DELETE FROM media_purge_queue WHERE id = ANY (${ids as string[]}::bigint[])`;
}

export interface ErasureBatchRow {
  profileId: number;
  /** Store keys: 'images/<name>', 'videos/<name>', 'pending/<name>', 'evidence/<name>'. */
  media: string[];
}

/**
 * Locks up to `limit` erased profiles (00032 profile_erasures) erased before `before` whose files
 * are not all removed yet (another worker skips them).
 */
export async function takeErasureBatch(tx: Transaction, before: Date, limit: number): Promise<ErasureBatchRow[]> {
  return tx<ErasureBatchRow[]>`
    SELECT profile_id AS "profileId", media FROM profile_erasures
    WHERE storage_cleared_at IS NULL AND erased_at < ${before}
    ORDER BY erased_at, profile_id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

/** The public keys among these that some profile still shows (the same file in another listing): they stay. */
export async function findKeysStillShown(tx: Transaction, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx<{ key: string }[]>`
    SELECT DISTINCT m.kind || '/' || m.name AS key
    FROM profiles AS p CROSS JOIN LATERAL uploaded_media(p.photos || p.videos) AS m
    WHERE (p.photos || p.videos) <> '{}' AND m.kind || '/' || m.name = ANY (${keys as string[]}::text[])`;
  return new Set(rows.map((r) => r.key));
}

export async function markErasuresCleared(tx: Transaction, profileIds: readonly number[]): Promise<void> {
  if (profileIds.length === 0) return;
  await tx`UPDATE profile_erasures SET storage_cleared_at = now() WHERE profile_id = ANY (${profileIds as number[]}::int[])`;
}
