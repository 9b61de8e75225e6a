// A profile's slug as the database allows it (migration 00001: lowercase letters and digits in
// words joined by single hyphens): one rule for the app's unprefixed /{slug} rewrite and the
// server's page resolver.

const PROFILE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_PROFILE_SLUG_LENGTH = 200;

/** Whether an address segment can be a profile's slug (or a numeric id, which matches too). */
export function isProfileSlug(value: string): boolean {
  return value.length <= MAX_PROFILE_SLUG_LENGTH && PROFILE_SLUG.test(value);
}
