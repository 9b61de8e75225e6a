// The confirmation mail's link (GET /api/auth/verify-email) lands on /<lang>?emailVerified=true|false.
// The app reads the outcome once, at start, and takes it out of the address so a reload or a shared
// link does not say it again.
/** The address's parameter the confirmation mail's link lands with. */
export const EMAIL_VERIFIED_PARAM = 'emailVerified';

/** The outcome in the address (true, false, or null when absent); the parameter is removed. */
export function takeEmailVerified(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): boolean | null {
  const url = new URL(location.href);
  const value = url.searchParams.get(EMAIL_VERIFIED_PARAM);
  if (value === null) return null;
  url.searchParams.delete(EMAIL_VERIFIED_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value === 'true';
}
