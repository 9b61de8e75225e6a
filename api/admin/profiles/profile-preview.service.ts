// The back office's preview of one profile: her profile exactly as buyers see it (the public
// contract: contact channels as flags, never their values; media as the URLs buyers get, which
// the media router serves to a signed-in admin while she is not public, api/media/media-access.ts),
// in any state but deleted, and where she stands, so the page says why buyers do not see her now.
// Viewing changes nothing and is not audited, like the other back-office reads of a profile.
import type { AdminProfilePreview, PreviewState } from '#contract/admin-profile-preview.schema.ts';
import type { PublicProfile } from '#contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';
import { NotFoundError } from '../../errors.ts';
import { findProfilePreview, type ProfilePreviewRow } from './profile-preview.queries.ts';

/** Where she stands for buyers: her own choices first, then public, then the moderators'. */
export function previewState(
  row: Pick<ProfilePreviewRow, 'consentWithdrawnAt' | 'pausedAt' | 'isPublic' | 'reviewDecision' | 'status' | 'isApproved'>,
): PreviewState {
  if (row.consentWithdrawnAt) return 'withdrawn';
  if (row.pausedAt) return 'paused';
  if (row.isPublic) return 'live';
  if (row.reviewDecision) return row.reviewDecision;
  if (row.status === 'PENDING' || !row.isApproved) return 'pending';
  return 'inactive';
}

export function createProfilePreviewService(sql: Sql) {
  return {
    async preview(id: number): Promise<AdminProfilePreview> {
      const row = await findProfilePreview(sql, id);
      if (!row) throw new NotFoundError('Profile not found');
      const state = previewState(row);
      return { profile: JSON.parse(row.json) as PublicProfile, state, editWaiting: row.editWaiting };
    },
  };
}
