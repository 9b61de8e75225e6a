// A signed grant that lets one holder see one file that is not public, for a few hours: her owner
// page shows her own photos and videos while she is pending, paused or withdrawn (nobody else
// sees them then). The grant rides in the file's URL (`?grant=<expiry>.<signature>`, an HMAC of
// kind, name and expiry under a key derived from the server secret), so <img> and <video> can
// load it without a cookie or header, and it says nothing about the owner token. Responses to a
// grant are 'private, no-store': no cache keeps them, the browser's and the service worker's included.
import { keyedHash, sameSecret } from '#lib/crypto.ts';
import type { PublicMediaKind } from '../storage/storage.ts';

/** How long a granted URL works (her page reloads its view well within it). */
export const MEDIA_GRANT_SECONDS = 6 * 3600;
const GRANT = /^(\d{10})\.([\w-]{43})$/;

const signature = (secret: string, kind: PublicMediaKind, name: string, expires: number) =>
  keyedHash(`media-grant:${secret}`, `${kind}/${name}:${expires}`);

/** `url` (/uploads/<kind>/<name>) with a grant to see it until MEDIA_GRANT_SECONDS from `now`; other values unchanged. */
export function grantMediaUrl(secret: string, url: string, now = Date.now()): string {
  const match = /^\/uploads\/(images|videos)\/([^/?]+)$/.exec(url);
  if (!match) return url;
  const kind = match[1] as PublicMediaKind;
  const name = match[2] as string;
  const expires = Math.floor(now / 1000) + MEDIA_GRANT_SECONDS;
  return `${url}?grant=${expires}.${signature(secret, kind, name, expires)}`;
}

/** Whether `grant` (the query value) lets its holder see this file now. */
export function isMediaGranted(secret: string, kind: PublicMediaKind, name: string, grant: unknown, now = Date.now()): boolean {
  const match = typeof grant === 'string' ? GRANT.exec(grant) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now && sameSecret(match[2] as string, signature(secret, kind, name, expires));
}
