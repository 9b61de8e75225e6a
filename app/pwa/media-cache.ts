// The service worker's runtime cache of uploaded media: the worker fills it with answers the
// server marks public (and only those), the catalogue sync deletes a profile's entries when her
// tombstone arrives, and the back office's logout empties it.
export const MEDIA_CACHE = 'contacto-media-v1';

/**
 * Whether an answer's Cache-Control lets this device keep it: `public`, and neither `private` nor
 * `no-store`. The server sends an admin's view of a hidden profile's media and a grant's answer
 * (her own page) as `private, no-store`; a missing header is not public either.
 */
export function isPublicCacheControl(value: string | null): boolean {
  if (!value) return false;
  const directives = value
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=', 1)[0]);
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/** Deletes the whole media cache (a missing Cache API is fine); the pictures come again from the network. */
export async function clearMediaCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(MEDIA_CACHE);
  } catch {
    // A browser that refuses storage access has no cache to clear.
  }
}
