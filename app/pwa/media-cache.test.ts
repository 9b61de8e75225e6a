import { describe, expect, it } from 'vitest';
import { isPublicCacheControl } from './media-cache.ts';

describe('isPublicCacheControl', () => {
  it('keeps what the server marks public', () => {
    expect(isPublicCacheControl('public, max-age=300, must-revalidate')).toBe(true);
    expect(isPublicCacheControl('max-age=300,PUBLIC')).toBe(true);
  });

  it('keeps nothing private, unmarked or marked not to be stored', () => {
    expect(isPublicCacheControl('private, no-store')).toBe(false);
    expect(isPublicCacheControl('private, no-cache')).toBe(false);
    expect(isPublicCacheControl('public, no-store')).toBe(false);
    expect(isPublicCacheControl('max-age=300')).toBe(false);
    expect(isPublicCacheControl('')).toBe(false);
    expect(isPublicCacheControl(null)).toBe(false);
  });
});
