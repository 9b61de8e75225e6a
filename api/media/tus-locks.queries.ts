// The leases of resumable uploads (tus-locker.ts): one row per upload a request is appending to,
// held by that request until it ends or its lease runs out.
import type { Queryable } from '#db/connection.ts';

/** Takes the lease of an upload when it is free or expired; true when taken. */
export async function takeUploadLease(sql: Queryable, id: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await sql`
    INSERT INTO tus_upload_locks (id, holder, expires_at)
    VALUES (${id}, ${holder}, now() + ${`${leaseMs} milliseconds`}::interval)
    ON CONFLICT (id) DO UPDATE
      SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at, release_requested = false
      WHERE tus_upload_locks.expires_at < now()
    RETURNING 1`;
  return rows.length > 0;
}

/** Asks the request holding an upload to let it go. */
export async function askUploadLeaseRelease(sql: Queryable, id: string): Promise<void> {
  await sql`UPDATE tus_upload_locks SET release_requested = true WHERE id = ${id}`;
}

/** Extends a held lease; whether another request asked for it, or null when it is no longer held. */
export async function renewUploadLease(sql: Queryable, id: string, holder: string, leaseMs: number): Promise<boolean | null> {
  const [row] = await sql<{ releaseRequested: boolean }[]>`
    UPDATE tus_upload_locks SET expires_at = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE id = ${id} AND holder = ${holder}
    RETURNING release_requested AS "releaseRequested"`;
  return row ? row.releaseRequested : null;
}

export async function dropUploadLease(sql: Queryable, id: string, holder: string): Promise<void> {
  await sql`DELETE FROM tus_upload_locks WHERE id = ${id} AND holder = ${holder}`;
}

/** Forgets the leases of processes that stopped while they received an upload. */
export async function deleteLeasesExpiredBefore(sql: Queryable, before: Date): Promise<void> {
  await sql`DELETE FROM tus_upload_locks WHERE expires_at < ${before}`;
}
