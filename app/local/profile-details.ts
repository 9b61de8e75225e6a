// Profile detail on the device (shown from Dexie at once, refreshed from the API when online; the
// offline model in docs/architecture.md): finds what is stored for a route parameter (the full
// profile saved from an earlier visit, else the replica's catalogue card), saves a freshly fetched
// profile while she is in the replica, and forgets a profile the API no longer shows.
import type { Language } from '#app/i18n/language.ts';
import { SUPPORTED_LANGUAGES } from '#app/i18n/language.ts';
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';
import { isReplicaComplete } from './catalog.ts';
import { type ContactoDb, db, type LocalProfile } from './db.ts';

export type SlugKey = 'slugEn' | 'slugEs' | 'slugIt' | 'slugDe' | 'slugNl' | 'slugPt';

export function slugKey(lang: Language): SlugKey {
  return `slug${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as SlugKey;
}

/** True for the numeric form of the route parameter ("used when the slug is all digits"). */
export function isNumericParam(param: string): boolean {
  return /^\d+$/.test(param) && Number.isSafeInteger(Number(param)) && Number(param) > 0;
}

export interface LocalMatch {
  /** The full profile when it was saved before, else the replica's card. */
  profile: PublicProfile | CatalogCard;
  complete: boolean;
}

function toCard(row: LocalProfile): CatalogCard {
  const { searchText: _s, createdTime: _c, generation: _g, ...card } = row;
  return card;
}

/** What the device knows about /{param}: by id, or by the slug of `lang` (then of any language). */
export async function findLocalProfile(param: string, lang: Language): Promise<LocalMatch | null> {
  return db.transaction('r', db.profileDetails, db.profiles, async () => {
    if (isNumericParam(param)) {
      const id = Number(param);
      const detail = await db.profileDetails.get(id);
      if (detail) return { profile: detail.profile, complete: true };
      const card = await db.profiles.get(id);
      return card ? { profile: toCard(card), complete: false } : null;
    }
    const languages = [lang, ...SUPPORTED_LANGUAGES.filter((l) => l !== lang)];
    for (const candidate of languages) {
      const key = slugKey(candidate);
      const detail = await db.profileDetails.filter((d) => d.profile[key] === param).first();
      if (detail) return { profile: detail.profile, complete: true };
      const card = await db.profiles.filter((p) => p[key] === param).first();
      if (card) return { profile: toCard(card), complete: false };
    }
    return null;
  });
}

/**
 * Keeps the full profile for offline visits, only while her row is in the replica: a fetch that
 * answers after her tombstone was applied must not bring her back. One rw transaction over the
 * replica and the details, so a tombstone lands either before (nothing is written) or after (it
 * deletes what was written). While a snapshot is still filling the replica may not have reached
 * her yet, so the save is allowed; the end of the snapshot prunes the details whose profile it
 * did not list (catalog.ts). Resolves whether the profile was saved.
 */
export async function saveProfileDetail(
  profile: PublicProfile,
  { fetchedAt = Date.now(), database = db }: { fetchedAt?: number; database?: ContactoDb } = {},
): Promise<boolean> {
  return database.transaction('rw', [database.profiles, database.profileDetails, database.syncState], async () => {
    const listed = (await database.profiles.get(profile.id)) !== undefined;
    if (!listed && (await isReplicaComplete(database))) return false;
    await database.profileDetails.put({ id: profile.id, profile, fetchedAt });
    return true;
  });
}

/** Removes every local copy of a profile the API no longer shows (withdrawn, hidden, deleted). */
export async function forgetProfile(id: number): Promise<void> {
  await db.transaction('rw', db.profileDetails, db.profiles, async () => {
    await db.profileDetails.delete(id);
    await db.profiles.delete(id);
  });
}
