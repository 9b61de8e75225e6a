// GET /api/admin/profiles/:id/preview: one profile exactly as buyers see it (the public profile
// contract, with contact channels as flags and never their values), in any state but deleted,
// with where it stands, so the back office can say why buyers do not see it now.
import { z } from 'zod/mini';
import { PublicProfileSchema } from './profile.schema.ts';

/**
 * Where a profile stands for buyers, the first that applies: she withdrew her consent, she paused
 * it, it is live (public), a moderator sent it back for changes or declined it, it waits for
 * review (pending or not approved), or it was approved and then set to Inactive.
 */
export const PREVIEW_STATES = ['withdrawn', 'paused', 'live', 'needs_changes', 'declined', 'pending', 'inactive'] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

export const AdminProfilePreviewSchema = z.object({
  profile: PublicProfileSchema,
  state: z.enum(PREVIEW_STATES),
  /** Her edit of a live profile waits for review: buyers still see the version shown. */
  editWaiting: z.boolean(),
});
export type AdminProfilePreview = z.infer<typeof AdminProfilePreviewSchema>;
