// An error means "login needed" when its message contains 401, "Authentication
// required" or "Unauthorized", or when the answer is flagged requiresLogin. One rule for every
// caller (the session query, the favourite toggle, the push loop).
import { ApiError, parseJson } from './client.ts';

export function isAuthError(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status === 401) return true;
    const body = parseJson(error.body);
    if (body && typeof body === 'object' && (body as { requiresLogin?: unknown }).requiresLogin === true) return true;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /401|Authentication required|Unauthorized/.test(message);
}
