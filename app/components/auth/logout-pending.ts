// A logout done offline. The session cookie is HttpOnly, so the browser cannot drop
// it: the device remembers that the server has not heard the logout yet, and tells it before it
// trusts GET /api/auth/session again — otherwise the next online start would sign the user back in.
import { logout } from '#app/api/auth.ts';
import { ApiError } from '#app/api/client.ts';

export const LOGOUT_PENDING_KEY = 'contacto.logout-pending';

export function markLogoutPending(): void {
  try {
    globalThis.localStorage?.setItem(LOGOUT_PENDING_KEY, '1');
  } catch {
    // Storage refused (private mode): nothing outlives the page anyway.
  }
}

export function clearLogoutPending(): void {
  try {
    globalThis.localStorage?.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    // as above
  }
}

export function isLogoutPending(): boolean {
  try {
    return globalThis.localStorage?.getItem(LOGOUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** POST /api/auth/logout. Throws as request does (a network failure is not an ApiError). */
export async function postLogout(): Promise<void> {
  await logout();
}

/**
 * Sends the logout the server has not heard yet. True once it has: it answered, and not with a
 * 5xx (a 4xx means there is no session left to end). False while offline or on a server error.
 */
export async function sendPendingLogout(): Promise<boolean> {
  try {
    await postLogout();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return false;
  }
  clearLogoutPending();
  return true;
}
