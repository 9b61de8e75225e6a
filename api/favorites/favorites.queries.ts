// SQL of a user's favourites (user_favorites, 00001). Adding requires the profile to be public
// (profiles.is_public through publicProfile()); the list joins public_profile_json, so a profile
// that left the public view drops out of it, and the sync pull reports it as not public.
import type { Queryable, Sql } from '#db/connection.ts';
import { profileJson } from '../profiles/profiles.queries.ts';
import { publicProfile } from '../profiles/public-profile.ts';

/** f.created_at as the ISO text JavaScript writes (UTC, milliseconds, Z). */
const createdAtIso = (db: Queryable) => db`to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Adds the favourite if the profile is public (an existing one keeps its time); `addedAt` (never
 * later than now) is when the device made it. Answers false when the profile is not public.
 * Her row is share-locked, so a favourite never outlives her erasure.
 */
export async function insertFavorite(db: Queryable, userId: number, profileId: number, addedAt?: Date): Promise<boolean> {
  const at = addedAt ?? null;
  const [row] = await db<{ isPublic: boolean }[]>`
    WITH p AS (SELECT id FROM profiles WHERE id = ${profileId} AND ${publicProfile(db)} FOR KEY SHARE),
    added AS (
      INSERT INTO user_favorites (user_id, profile_id, created_at)
      SELECT ${userId}, p.id, least(coalesce(${at}::timestamptz, now()), now()) FROM p
      ON CONFLICT (user_id, profile_id) DO NOTHING
    )
    SELECT EXISTS (SELECT 1 FROM p) AS "isPublic"`;
  return row?.isPublic ?? false;
}

export async function deleteFavorite(db: Queryable, userId: number, profileId: number): Promise<void> {
  await db`DELETE FROM user_favorites WHERE user_id = ${userId} AND profile_id = ${profileId}`;
}

export async function favoriteExists(db: Queryable, userId: number, profileId: number): Promise<boolean> {
  const [row] = await db<{ exists: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM user_favorites WHERE user_id = ${userId} AND profile_id = ${profileId}) AS exists`;
  return row?.exists ?? false;
}

/** JSON text: the user's favourites whose profile is public, newest first, as [{profile, createdAt}]. */
export async function findFavoritesJson(db: Queryable, userId: number): Promise<string> {
  const [row] = await db<{ json: string | null }[]>`
    SELECT '[' || string_agg(
      '{"profile":' || ${profileJson(db as Sql)} || ',"createdAt":"' || ${createdAtIso(db)} || '"}',
      ',' ORDER BY f.created_at DESC, f.id DESC) || ']' AS json
    FROM user_favorites f
    JOIN public_profile_json j ON j.id = f.profile_id
    WHERE f.user_id = ${userId}`;
  return row?.json ?? '[]';
}

export interface SyncedFavoriteRow {
  profileId: number;
  createdAt: string;
  isPublic: boolean;
}

/** Every favourite of the user (public or not), newest first. */
export async function findSyncedFavorites(db: Queryable, userId: number): Promise<SyncedFavoriteRow[]> {
  return db<SyncedFavoriteRow[]>`
    SELECT f.profile_id AS "profileId", ${createdAtIso(db)} AS "createdAt", p.is_public AS "isPublic"
    FROM user_favorites f JOIN profiles p ON p.id = f.profile_id
    WHERE f.user_id = ${userId}
    ORDER BY f.created_at DESC, f.id DESC`;
}
