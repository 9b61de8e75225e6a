// Who may see an uploaded file (DESIGN §10): a file is served while a public profile shows it
// as one of her active photos or videos, and otherwise not at all. The viewer is a parameter so
// that admin and owner sessions (later issues) plug in here: they will be allowed the files of
// profiles they may see, answered as 'private' so no shared cache keeps them.
import type { Sql } from '#db/connection.ts';
import { isMediaName, type PublicMediaKind } from '../storage/storage.ts';
import { isPublicMedia } from './media.queries.ts';
import { isMediaGranted } from './media-grant.ts';

/** Who asks: the public, or the holder of a grant for one file (her owner page, media-grant.ts).
 * `{ role: 'admin', … }` joins this union when admin sessions do. */
export type MediaViewer = { readonly role: 'public' } | { readonly role: 'grant'; readonly grant: string; readonly secret: string };

export const PUBLIC_VIEWER: MediaViewer = { role: 'public' };

/**
 * 'public': anyone may see it, shared caches may keep it briefly; 'private': only this viewer,
 * never a shared cache; null: a 404, the same for "never existed" and "withdrawn".
 */
export type MediaAccess = 'public' | 'private' | null;

export async function mediaAccess(sql: Sql, viewer: MediaViewer, kind: PublicMediaKind, name: string): Promise<MediaAccess> {
  if (!isMediaName(name)) return null;
  if (await isPublicMedia(sql, kind, name)) return 'public';
  switch (viewer.role) {
    case 'public':
      return null;
    case 'grant':
      return isMediaGranted(viewer.secret, kind, name, viewer.grant) ? 'private' : null;
  }
}

const MEDIA_MAX_AGE = 300;

/**
 * Short and revalidated: a cache keeps a file five minutes at most, then asks again (a 304 while
 * she is public, a 404 once she is not). A year of `immutable`, as before, let a withdrawn
 * profile's photos live on in every cache that ever saw them.
 */
export function mediaCacheControl(access: Exclude<MediaAccess, null>): string {
  return access === 'public' ? `public, max-age=${MEDIA_MAX_AGE}, must-revalidate` : 'private, no-cache';
}
