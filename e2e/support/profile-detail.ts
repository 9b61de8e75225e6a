// e2e helpers of the profile detail: picks demo profiles through the public API (one with a
// video and several photos, one without) so the specs never depend on generated names.
import type { APIRequestContext } from '@playwright/test';
import type { PublicProfile } from '#contract/profile.schema.ts';

export async function publicProfiles(request: APIRequestContext): Promise<PublicProfile[]> {
  const response = await request.get('/api/profiles?limit=1000');
  if (!response.ok()) throw new Error(`GET /api/profiles: ${response.status()}`);
  return (await response.json()) as PublicProfile[];
}

/** A demo profile with the seeded video and at least three photos. */
export async function profileWithVideo(request: APIRequestContext): Promise<PublicProfile> {
  const found = (await publicProfiles(request)).find((p) => p.videos.length > 0 && p.photos.length >= 3 && p.slugEn);
  if (!found) throw new Error('the demo catalogue has no public profile with a video');
  return found;
}

/** A demo profile without videos, with at least two photos. */
export async function profileWithoutVideo(request: APIRequestContext): Promise<PublicProfile> {
  const found = (await publicProfiles(request)).find((p) => p.videos.length === 0 && p.photos.length >= 2 && p.slugEn);
  if (!found) throw new Error('the demo catalogue has no public profile without a video');
  return found;
}

export function shownName(profile: Pick<PublicProfile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName.charAt(0).toUpperCase()}.`;
}
