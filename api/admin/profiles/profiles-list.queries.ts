// SQL of the back office's profile list (GET /api/admin/profiles) and of the rows the dashboard's
// recent profiles share. Deleted profiles never appear. Search is case- and accent-insensitive over
// first name, last name, location and email (search_normalize of 00002), each word of the term
// matching somewhere; the expression is the one profiles_admin_search_idx (00018) indexes.
import type postgres from 'postgres';
import type { AdminProfileFilter, AdminProfileListItem } from '#contract/admin-profile-list.schema.ts';
import type { Queryable } from '#db/connection.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

export interface ProfileListFilter {
  status?: AdminProfileFilter;
  /** Words, each of which must match (already split and non-empty). */
  words: readonly string[];
}

/** A timestamptz value as the ISO text JavaScript writes (UTC, milliseconds, Z). */
export const isoTime = (db: Queryable, value: Fragment): Fragment =>
  db`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A new submission waiting for review (on the profiles row `p`): never approved, no moderator's
 * answer yet (a profile sent back returns here when she resubmits), consent not withdrawn.
 */
export const awaitingReview = (db: Queryable): Fragment =>
  db`p.deleted_at IS NULL AND p.status = 'PENDING' AND NOT p.is_approved AND p.review_decision IS NULL
    AND p.consent_withdrawn_at IS NULL`;

/** An owner's edit of her (live) profile waits for review. */
export const editWaiting = (db: Queryable): Fragment => db`p.deleted_at IS NULL AND p.pending_edit IS NOT NULL`;

/** LIKE's wildcards and escape character taken literally. */
const likeLiteral = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(db: Queryable, filter: ProfileListFilter): Fragment {
  const status =
    filter.status === 'pending'
      ? db`AND ${awaitingReview(db)}`
      : filter.status === 'edit_waiting'
        ? db`AND ${editWaiting(db)}`
        : filter.status === 'approved'
          ? db`AND p.is_approved`
          : db``;
  const words = filter.words.map(
    (word) => db`AND search_normalize(p.first_name || ' ' || coalesce(p.last_name, '') || ' ' || p.location || ' ' || coalesce(p.email, ''))
      LIKE '%' || search_normalize(${likeLiteral(word)}) || '%'`,
  );
  return db`WHERE p.deleted_at IS NULL ${status} ${words.reduce((all, w) => db`${all} ${w}`, db``)}`;
}

/** The queues oldest first (what waits longest is handled first); every other list newest first. */
function order(db: Queryable, status: AdminProfileFilter | undefined): Fragment {
  if (status === 'pending') return db`ORDER BY p.created_at, p.id`;
  if (status === 'edit_waiting') return db`ORDER BY p.pending_edit_at, p.id`;
  return db`ORDER BY p.created_at DESC, p.id DESC`;
}

export async function findProfilePage(
  db: Queryable,
  filter: ProfileListFilter,
  page: { limit: number; offset: number },
): Promise<AdminProfileListItem[]> {
  return db<AdminProfileListItem[]>`
    SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.age, p.location, p.email,
      ${isoTime(db, db`p.created_at`)} AS "createdAt", p.status, p.is_approved AS "isApproved",
      p.is_featured AS "isFeatured", p.photos, p.primary_photo AS "primaryPhoto",
      p.pending_edit IS NOT NULL AS "hasPendingEdit", ${isoTime(db, db`p.pending_edit_at`)} AS "pendingEditAt",
      p.review_decision AS "reviewDecision"
    FROM profiles p
    ${where(db, filter)}
    ${order(db, filter.status)}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export async function countProfiles(db: Queryable, filter: ProfileListFilter): Promise<number> {
  const [row] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM profiles p ${where(db, filter)}`;
  return row?.total ?? 0;
}
