// The public predicate on the TypeScript side. A profile is public while it is ACTIVE, approved,
// her consent is not withdrawn, she is not deleted and she has not paused it (00013). Its one owner is the stored column
// profiles.is_public (db/migrations/00008): the triggers and the partial indexes read it, and so
// does every query, through publicProfile() below. A new condition (e.g. "not paused") is a new
// expression for that column in a migration, and the same condition in isPublicProfile().
import type postgres from 'postgres';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** The public predicate as SQL, on the profiles row named `alias` (unqualified without one). */
export function publicProfile(sql: postgres.ISql, alias?: string): Fragment {
  return alias === undefined ? sql`is_public` : sql`${sql(alias)}.is_public`;
}

/** The columns the predicate reads. */
export interface PublicityFields {
  status: string;
  isApproved: boolean;
  consentWithdrawnAt: Date | null;
  deletedAt: Date | null;
  /** Absent reads as not paused (rows read before 00013 had no such column). */
  pausedAt?: Date | null;
}

/** The same rule in JavaScript, for a profile already in memory (tests hold it to the column). */
export function isPublicProfile(p: PublicityFields): boolean {
  return p.status === 'ACTIVE' && p.isApproved && p.consentWithdrawnAt === null && p.deletedAt === null && (p.pausedAt ?? null) === null;
}
