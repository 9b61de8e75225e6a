// Favourites: the four public calls and the sync pull.
// Every call needs a signed-in user (401 { message, requiresLogin } otherwise).
import { z } from 'zod/mini';
import { PublicProfileSchema } from '#contract/profile.schema.ts';

/** :profileId of /api/favorites/{profileId}: a positive 32-bit integer. */
export const FavoriteParamsSchema = z.object({
  profileId: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

/** GET /api/favorites/{profileId}/status. */
export const FavoriteStatusSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof FavoriteStatusSchema>;

/** One element of GET /api/favorites (newest first; profiles that left the public view are left out). */
export const FavoriteSchema = z.object({ profile: PublicProfileSchema, createdAt: z.string() });
export type Favorite = z.infer<typeof FavoriteSchema>;

/** One element of GET /api/sync/favorites: the server's truth, including profiles no longer public. */
export const SyncedFavoriteSchema = z.object({
  profileId: z.int().check(z.positive()),
  /** ISO time the favourite was added. */
  createdAt: z.string(),
  /** False once the profile left the public view (the page shows "no longer available"). */
  isPublic: z.boolean(),
});
export type SyncedFavorite = z.infer<typeof SyncedFavoriteSchema>;
