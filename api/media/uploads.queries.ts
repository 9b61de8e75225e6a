// The SQL of pending uploads (migration 00012): the files POST /api/upload stored in the private
// kind "pending", waiting for a submission to claim them, for the video job (unprocessed videos)
// or for the cleanup (unclaimed after a day).
import type { UploadErrorCode } from '#contract/upload.schema.ts';
import type { Queryable, Transaction } from '#db/connection.ts';

export type PendingUploadKind = 'image' | 'video';

export interface NewPendingUpload {
  name: string;
  kind: PendingUploadKind;
  mimetype: string;
  bytes: number;
  sha256: string;
  /** Images are stored re-encoded (true); videos as sent, for the video job (false). */
  processed: boolean;
  clientKeyHash: string;
  /** The resumable upload it came from (tus), if any. */
  tusId?: string;
}

export interface PendingUpload extends NewPendingUpload {
  id: number;
  createdAt: Date;
  claimedAt: Date | null;
  profileId: number | null;
  /** The video job's poster frame (a JPEG in pending storage), once it ran. */
  posterName: string | null;
  /** Why the video job refused it (its file is gone), or null. */
  refusedCode: UploadErrorCode | null;
  refusedMessage: string | null;
}

const COLUMNS = (sql: Queryable) => sql`
  id, name, kind, mimetype, bytes, sha256, processed, client_key_hash AS "clientKeyHash",
  created_at AS "createdAt", claimed_at AS "claimedAt", profile_id AS "profileId", tus_id AS "tusId",
  poster_name AS "posterName", refused_code AS "refusedCode", refused_message AS "refusedMessage"`;

/** Records the files of one request, all or none. */
export async function insertPendingUploads(sql: Queryable, uploads: readonly NewPendingUpload[]): Promise<void> {
  if (uploads.length === 0) return;
  await sql`
    INSERT INTO pending_uploads ${sql(
      uploads.map((u) => ({
        name: u.name,
        kind: u.kind,
        mimetype: u.mimetype,
        bytes: u.bytes,
        sha256: u.sha256,
        processed: u.processed,
        client_key_hash: u.clientKeyHash,
        tus_id: u.tusId ?? null,
      })),
    )}`;
}

/** The pending uploads of these stored names (claimed or not), in no particular order; unknown names are left out. */
export async function findPendingUploads(sql: Queryable, names: readonly string[]): Promise<PendingUpload[]> {
  if (names.length === 0) return [];
  const rows = await sql<PendingUpload[]>`
    SELECT ${COLUMNS(sql)} FROM pending_uploads WHERE name = ANY (${names as string[]}::text[])`;
  return [...rows];
}

/**
 * Claims these names for a profile, each once: returns the rows claimed now. A name already
 * claimed, removed by the cleanup or never uploaded is not among them, so the caller compares
 * the count with what it asked for.
 */
export async function claimPendingUploads(tx: Transaction, names: readonly string[], profileId: number): Promise<PendingUpload[]> {
  if (names.length === 0) return [];
  const rows = await tx<PendingUpload[]>`
    UPDATE pending_uploads SET claimed_at = now(), profile_id = ${profileId}
    WHERE name = ANY (${names as string[]}::text[]) AND claimed_at IS NULL
    RETURNING ${COLUMNS(tx)}`;
  return [...rows];
}

/**
 * Forgets up to `limit` unclaimed uploads made before `before` and returns them, for the caller
 * to remove their files in the same transaction (a claim waiting on one of these rows then finds
 * it gone; a failing store rolls the forgetting back for the next run).
 */
export async function takeExpiredPendingUploads(
  tx: Transaction,
  before: Date,
  limit: number,
): Promise<{ name: string; kind: PendingUploadKind; posterName: string | null }[]> {
  const rows = await tx<{ name: string; kind: PendingUploadKind; posterName: string | null }[]>`
    DELETE FROM pending_uploads WHERE id IN (
      SELECT id FROM pending_uploads WHERE claimed_at IS NULL AND created_at < ${before}
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING name, kind, poster_name AS "posterName"`;
  return [...rows];
}

/** The stored file of a resumable upload, by its tus id. */
export async function findPendingUploadByTusId(sql: Queryable, tusId: string): Promise<PendingUploadResult | undefined> {
  const [row] = await sql<PendingUploadResult[]>`
    SELECT name, kind, mimetype, processed, refused_code AS "refusedCode", refused_message AS "refusedMessage"
    FROM pending_uploads WHERE tus_id = ${tusId}`;
  return row;
}

export interface PendingUploadResult {
  name: string;
  kind: PendingUploadKind;
  mimetype: string;
  processed: boolean;
  refusedCode: UploadErrorCode | null;
  refusedMessage: string | null;
}

export interface UploadRefusal {
  tusId: string;
  status: number;
  code: UploadErrorCode;
  message: string;
}

/** Remembers why the pipeline refused a resumable upload (the file itself is gone); once per tus id. */
export async function insertUploadRefusal(sql: Queryable, refusal: UploadRefusal): Promise<void> {
  await sql`
    INSERT INTO upload_refusals (tus_id, status, code, message)
    VALUES (${refusal.tusId}, ${refusal.status}, ${refusal.code}, ${refusal.message})
    ON CONFLICT (tus_id) DO NOTHING`;
}

export async function findUploadRefusal(sql: Queryable, tusId: string): Promise<UploadRefusal | undefined> {
  const [row] = await sql<UploadRefusal[]>`
    SELECT tus_id AS "tusId", status, code, message FROM upload_refusals WHERE tus_id = ${tusId}`;
  return row;
}

/** Forgets refusals older than `before` (the hourly cleanup). */
export async function deleteUploadRefusals(sql: Queryable, before: Date): Promise<number> {
  const result = await sql`DELETE FROM upload_refusals WHERE created_at < ${before}`;
  return result.count;
}

/** Unprocessed, unrefused videos, oldest first (the video job's sweep). */
export async function findUnprocessedVideos(sql: Queryable, limit: number): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    SELECT name FROM pending_uploads WHERE NOT processed AND refused_code IS NULL AND kind = 'video'
    ORDER BY created_at LIMIT ${limit}`;
  return rows.map((row) => row.name);
}

/** The upload, locked for this transaction, while it is a video still waiting for the job. */
export async function lockUnprocessedVideo(tx: Transaction, name: string): Promise<PendingUpload | undefined> {
  const [row] = await tx<PendingUpload[]>`
    SELECT ${COLUMNS(tx)} FROM pending_uploads
    WHERE name = ${name} AND kind = 'video' AND NOT processed AND refused_code IS NULL
    FOR UPDATE`;
  return row;
}

export async function markVideoProcessed(
  tx: Transaction,
  name: string,
  video: { mimetype: string; bytes: number; sha256: string; posterName: string },
): Promise<void> {
  await tx`
    UPDATE pending_uploads SET processed = true, processed_at = now(), mimetype = ${video.mimetype},
      bytes = ${video.bytes}, sha256 = ${video.sha256}, poster_name = ${video.posterName}
    WHERE name = ${name}`;
}

export async function markVideoRefused(tx: Transaction, name: string, code: UploadErrorCode, message: string): Promise<void> {
  await tx`
    UPDATE pending_uploads SET refused_code = ${code}, refused_message = ${message}, processed_at = now()
    WHERE name = ${name}`;
}

/** What one client has pending: unclaimed bytes, videos waiting for the job, and seconds until its oldest upload expires. */
export async function clientPending(
  sql: Queryable,
  clientKeyHash: string,
  expirySeconds: number,
): Promise<{ bytes: number; queuedVideos: number; oldestExpiresInSeconds: number }> {
  const [row] = await sql<{ bytes: number; queuedVideos: number; oldestExpiresInSeconds: number }[]>`
    SELECT coalesce(sum(bytes), 0)::float8 AS bytes,
      (count(*) FILTER (WHERE kind = 'video' AND NOT processed AND refused_code IS NULL))::int AS "queuedVideos",
      greatest(1, ceil(coalesce(extract(epoch FROM min(created_at) + make_interval(secs => ${expirySeconds}) - now()), 1)))::int
        AS "oldestExpiresInSeconds"
    FROM pending_uploads WHERE client_key_hash = ${clientKeyHash} AND claimed_at IS NULL`;
  return row ?? { bytes: 0, queuedVideos: 0, oldestExpiresInSeconds: 1 };
}

/** The first key of the two-key advisory locks on a client's uploads ('Upld'), apart from pg-boss's one-key locks. */
const UPLOAD_LOCK_SPACE = 0x55706c64;

/** Serialises the recording of one client's uploads across replicas (for the transaction). */
export async function lockClient(tx: Transaction, clientKeyHash: string): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}::int, hashtext(${clientKeyHash}))`;
}
