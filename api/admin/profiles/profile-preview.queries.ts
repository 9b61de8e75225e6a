// The SQL of the back office's preview of one profile: her public shape built from the row (the
// public builders, whatever her state) and the columns that say where she stands. A deleted
// profile is not found.
import type { Sql } from '#db/connection.ts';
import { builtProfileJson } from '../../profiles/profiles.queries.ts';

export interface ProfilePreviewRow {
  /** JSON text of the PublicProfile. */
  json: string;
  status: string;
  isApproved: boolean;
  isPublic: boolean;
  pausedAt: Date | null;
  consentWithdrawnAt: Date | null;
  reviewDecision: 'needs_changes' | 'declined' | null;
  editWaiting: boolean;
}

export async function findProfilePreview(sql: Sql, id: number): Promise<ProfilePreviewRow | undefined> {
  const [row] = await sql<ProfilePreviewRow[]>`
    SELECT ${builtProfileJson(sql, 'p')} AS json, p.status, p.is_approved AS "isApproved", p.is_public AS "isPublic",
      p.paused_at AS "pausedAt", p.consent_withdrawn_at AS "consentWithdrawnAt", p.review_decision AS "reviewDecision",
      p.pending_edit IS NOT NULL AS "editWaiting"
    FROM profiles p
    WHERE p.id = ${id} AND p.deleted_at IS NULL`;
  return row;
}
