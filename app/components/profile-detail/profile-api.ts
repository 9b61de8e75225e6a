// The profile detail's API calls (storefront §7): GET /api/profiles/{id} when the parameter is all
// digits, else GET /api/profiles/by-slug/{slug}/{language}. A 404 answers null; any other non-OK
// answer raises "<status>: <body>" as the spec's client does.
import { type PublicProfile, PublicProfileSchema } from '#api/contract/profile.schema.ts';
import type { Language } from '#app/i18n/language.ts';
import { isNumericParam } from '#app/local/profile-details.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
  }
}

export function profileApiUrl(param: string, lang: Language): string {
  return isNumericParam(param) ? `/api/profiles/${Number(param)}` : `/api/profiles/by-slug/${encodeURIComponent(param)}/${lang}`;
}

export async function fetchPublicProfile(param: string, lang: Language, signal?: AbortSignal): Promise<PublicProfile | null> {
  const response = await fetch(profileApiUrl(param, lang), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  const parsed = PublicProfileSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`The profile answer does not match the contract: ${parsed.error.message}`);
  return parsed.data;
}
