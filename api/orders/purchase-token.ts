// The signed link that reopens a paid order (the confirmation email's "view my contacts"):
// token = base64url(HMAC-SHA256(server secret, order id)), compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function purchaseToken(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(String(orderId)).digest('base64url');
}

export function verifyPurchaseToken(secret: string, orderId: number, token: string): boolean {
  const expected = Buffer.from(purchaseToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `${base}/${lang}/purchases?order=…&token=…`: the page that shows a paid order again. */
export function purchaseLink(baseUrl: string, language: string, orderId: number, secret: string): string {
  const url = new URL(`/${language}/purchases`, baseUrl);
  url.searchParams.set('order', String(orderId));
  url.searchParams.set('token', purchaseToken(secret, orderId));
  return url.toString();
}
