// The public profile calls: GET /api/profiles/{id} when the address is all
// digits, else GET /api/profiles/by-slug/{slug}/{language}. A 404 answers null.

import type { Language } from '#app/i18n/language.ts';
import { isNumericParam } from '#app/local/profile-details.ts';
import { type PublicProfile, PublicProfileSchema } from '#contract/profile.schema.ts';
import { requestOrNull } from './client.ts';

/** A profile by id, or by the id-or-slug of an address in a language. */
export type ProfileAddress = { id: number } | { param: string; lang: Language };

export function profileApiUrl(address: ProfileAddress): string {
  if ('id' in address) return `/api/profiles/${address.id}`;
  const { param, lang } = address;
  return isNumericParam(param) ? `/api/profiles/${Number(param)}` : `/api/profiles/by-slug/${encodeURIComponent(param)}/${lang}`;
}

/** The public profile, or null when it is not (or no longer) in the public view. */
export function fetchPublicProfile(address: ProfileAddress, signal?: AbortSignal): Promise<PublicProfile | null> {
  return requestOrNull(profileApiUrl(address), { schema: PublicProfileSchema, ...(signal ? { signal } : {}) });
}
