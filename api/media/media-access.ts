// Who may see an uploaded file: a file is served while a public profile shows it
// as one of her active photos or videos, and otherwise not at all. Beyond that: the holder of a
// grant (her owner page) sees that file, and a signed-in admin sees any profile's media (the edit
// page shows pending and hidden profiles); both answered so that no cache at all keeps them.
import type { Sql } from '#db/connection.ts';
import type { CachePolicy } from '../http/cache-control.ts';
import { isMediaName, type PublicMediaKind } from '../storage/storage.ts';
import { isProfileMedia, isPublicMedia } from './media.queries.ts';
import { isMediaGranted } from './media-grant.ts';

/** Who asks: the public, the holder of a grant for one file (her owner page, media-grant.ts), or
 * a request with an admin cookie (`signedIn` asks, only when needed, whether its session is live
 * and its admin may use the back office: not while their MFA enrolment is due). */
export type MediaViewer =
  | { readonly role: 'public' }
  | { readonly role: 'grant'; readonly grant: string; readonly secret: string }
  | { readonly role: 'admin'; readonly signedIn: () => Promise<boolean> };

export const PUBLIC_VIEWER: MediaViewer = { role: 'public' };

/**
 * 'public': anyone may see it, caches may keep it briefly; 'private': only the holder of a grant;
 * 'admin': only this admin; null: a 404, the same for "never existed" and "withdrawn". No cache at
 * all keeps a private or admin answer, the browser's own and the service worker's included (the
 * worker keeps only answers marked public): the next person at the device must not find them.
 */
export type MediaAccess = 'public' | 'private' | 'admin' | null;

export async function mediaAccess(sql: Sql, viewer: MediaViewer, kind: PublicMediaKind, name: string): Promise<MediaAccess> {
  if (!isMediaName(name)) return null;
  if (await isPublicMedia(sql, kind, name)) return 'public';
  switch (viewer.role) {
    case 'public':
      return null;
    case 'grant':
      return isMediaGranted(viewer.secret, kind, name, viewer.grant) ? 'private' : null;
    case 'admin':
      return (await viewer.signedIn()) && (await isProfileMedia(sql, kind, name)) ? 'admin' : null;
  }
}

/** How a file this viewer may see is cached: a public one briefly and revalidated, any other by nobody. */
export function mediaCachePolicy(access: Exclude<MediaAccess, null>): CachePolicy {
  return access === 'public' ? 'publicMedia' : 'privateNoStore';
}
