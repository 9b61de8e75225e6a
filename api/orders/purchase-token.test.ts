import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { purchaseLink, purchaseToken, verifyPurchaseToken } from './purchase-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('purchase links', () => {
  it('signs the order id with HMAC-SHA256 in base64url', () => {
    expect(purchaseToken(SECRET, 42)).toBe(createHmac('sha256', SECRET).update('42').digest('base64url'));
  });

  it('accepts its own token and refuses another order, another secret or a changed token', () => {
    const token = purchaseToken(SECRET, 42);
    expect(verifyPurchaseToken(SECRET, 42, token)).toBe(true);
    expect(verifyPurchaseToken(SECRET, 43, token)).toBe(false);
    expect(verifyPurchaseToken(`${SECRET}x`, 42, token)).toBe(false);
    expect(verifyPurchaseToken(SECRET, 42, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(verifyPurchaseToken(SECRET, 42, '')).toBe(false);
    expect(verifyPurchaseToken(SECRET, 42, `${token}=`)).toBe(false);
  });

  it('builds the purchases page link in the buyer language', () => {
    const link = new URL(purchaseLink('https://contacto.example', 'es', 7, SECRET));
    expect(link.origin + link.pathname).toBe('https://contacto.example/es/purchases');
    expect(link.searchParams.get('order')).toBe('7');
    expect(link.searchParams.get('token')).toBe(purchaseToken(SECRET, 7));
  });
});
