import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyRing } from '../secret.ts';
import { PURCHASE_LINK_PURPOSE, purchaseLink, purchaseToken, verifyPurchaseToken } from './purchase-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NEXT = 'the-secret-after-a-rotation-9876543210-zyxwv';
const keys = keyRing(PURCHASE_LINK_PURPOSE, [SECRET]);

describe('purchase links', () => {
  it('carry the id of the key that signed them', () => {
    const [id, mac] = purchaseToken(keys, 42).split('.');
    expect(id).toBe(keys.current.id);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts its own token and refuses another order, another secret or a changed token', () => {
    const token = purchaseToken(keys, 42);
    expect(verifyPurchaseToken(keys, 42, token)).toBe(true);
    expect(verifyPurchaseToken(keys, 43, token)).toBe(false);
    expect(verifyPurchaseToken(keyRing(PURCHASE_LINK_PURPOSE, [`${SECRET}x`]), 42, token)).toBe(false);
    expect(verifyPurchaseToken(keys, 42, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(verifyPurchaseToken(keys, 42, '')).toBe(false);
    expect(verifyPurchaseToken(keys, 42, `${token}=`)).toBe(false);
  });

  it('is not the plain HMAC of the secret, so a key for one purpose signs nothing else', () => {
    const plain = createHmac('sha256', SECRET).update('42').digest('base64url');
    expect(verifyPurchaseToken(keys, 42, plain)).toBe(false);
    expect(verifyPurchaseToken(keys, 42, `${keys.current.id}.${plain}`)).toBe(false);
    expect(keyRing('another-purpose', [SECRET]).current.id).not.toBe(keys.current.id);
  });

  it('when the secret is rotated, then old links still open and new links use the new key', () => {
    const oldToken = purchaseToken(keys, 42);
    const rotated = keyRing(PURCHASE_LINK_PURPOSE, [NEXT, SECRET]);
    expect(verifyPurchaseToken(rotated, 42, oldToken)).toBe(true);
    const newToken = purchaseToken(rotated, 42);
    expect(newToken.split('.')[0]).not.toBe(oldToken.split('.')[0]);
    expect(verifyPurchaseToken(rotated, 42, newToken)).toBe(true);
    // once the old secret is dropped, its links stop working
    expect(verifyPurchaseToken(keyRing(PURCHASE_LINK_PURPOSE, [NEXT]), 42, oldToken)).toBe(false);
  });

  it('builds the purchases page link in the buyer language', () => {
    const link = new URL(purchaseLink('https://contacto.example', 'es', 7, keys));
    expect(link.origin + link.pathname).toBe('https://contacto.example/es/purchases');
    expect(link.searchParams.get('order')).toBe('7');
    expect(link.searchParams.get('token')).toBe(purchaseToken(keys, 7));
  });
});
