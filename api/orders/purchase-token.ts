// The signed link that reopens a paid order (the confirmation email's "view my contacts"):
// token = <key id>.<base64url(HMAC-SHA256(purchase-link key, order id))>, compared in constant
// time. The key id names which secret signed it, so SESSION_SECRET can be rotated while older
// links keep working (api/secret.ts keyRing, SESSION_SECRET_PREVIOUS).
import { keyedHash, sameSecret } from '#lib/crypto.ts';
import type { Env } from '../env.ts';
import { type KeyRing, serverKeyRing } from '../secret.ts';

export const PURCHASE_LINK_PURPOSE = 'purchase-link';

/** The server's purchase-link keys. */
export function purchaseLinkKeys(env: Pick<Env, 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>): KeyRing {
  return serverKeyRing(env, PURCHASE_LINK_PURPOSE);
}

function sign(key: Buffer, orderId: number): string {
  return keyedHash(key, String(orderId));
}

export function purchaseToken(keys: KeyRing, orderId: number): string {
  return `${keys.current.id}.${sign(keys.current.key, orderId)}`;
}

export function verifyPurchaseToken(keys: KeyRing, orderId: number, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot < 0) return false;
  const key = keys.accepted.find((k) => k.id === token.slice(0, dot));
  return key !== undefined && sameSecret(token.slice(dot + 1), sign(key.key, orderId));
}

/** `${base}/${lang}/purchases?order=…&token=…`: the page that shows a paid order again. */
export function purchaseLink(baseUrl: string, language: string, orderId: number, keys: KeyRing): string {
  const url = new URL(`/${language}/purchases`, baseUrl);
  url.searchParams.set('order', String(orderId));
  url.searchParams.set('token', purchaseToken(keys, orderId));
  return url.toString();
}
