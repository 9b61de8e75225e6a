// An error means "login needed" when its message contains 401, "Authentication
// required" or "Unauthorized", or when the answer is flagged requiresLogin. One rule for every
// caller (the session query, the favourite toggle, the push loop).
import { ApiError } from './client.ts';

export function isAuthError(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status === 401) return true;
    if (error.body.requiresLogin === true) return true;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /401|Authentication required|Unauthorized/.test(message);
}
