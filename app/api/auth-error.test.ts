import { describe, expect, it } from 'vitest';
import { isAuthError } from './auth-error.ts';
import { ApiError } from './client.ts';

describe('isAuthError', () => {
  it('takes a 401, the two texts and a requiresLogin answer as "login needed"', () => {
    expect(isAuthError(new ApiError(401, ''))).toBe(true);
    expect(isAuthError(new ApiError(403, JSON.stringify({ message: 'x', requiresLogin: true })))).toBe(true);
    expect(isAuthError(new Error('Authentication required'))).toBe(true);
    expect(isAuthError(new Error('Unauthorized'))).toBe(true);
    expect(isAuthError(new Error('500: 401 attempts'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isAuthError(new ApiError(500, 'boom'))).toBe(false);
    expect(isAuthError(new ApiError(404, JSON.stringify({ requiresLogin: false })))).toBe(false);
    expect(isAuthError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAuthError(null)).toBe(false);
  });
});
