// The SQL of a profile's erasure: erase_profile() (migration 00032) does it all in the caller's
// transaction, so her data goes with her deletion or not at all.
import type { Queryable } from '#db/connection.ts';

/** How she came to be deleted (profile_erasures.via). */
export type ErasureVia = 'owner' | 'admin' | 'takedown';

/** Locks her row for the erasure (a concurrent write of hers waits, then finds her deleted); false when there is none. */
export async function lockProfileForErasure(q: Queryable, profileId: number): Promise<boolean> {
  const rows = await q`SELECT id FROM profiles WHERE id = ${profileId} FOR UPDATE`;
  return rows.length > 0;
}

/** Deletes (if not yet) and erases the profile; false when there is no such profile. */
export async function eraseProfileRows(q: Queryable, profileId: number, via: ErasureVia): Promise<boolean> {
  const [row] = await q<{ erased: boolean }[]>`SELECT erase_profile(${profileId}::int, ${via}::text) AS erased`;
  return row?.erased ?? false;
}
