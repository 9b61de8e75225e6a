import { describe, expect, it } from 'vitest';
import { redactBearerParams } from './logger.ts';

describe('redactBearerParams', () => {
  it('hides the values that open an order, and keeps the rest of the address', () => {
    expect(redactBearerParams('/es/payment-success?session_id=cs_live_abc&x=1')).toBe('/es/payment-success?session_id=[redacted]&x=1');
    expect(redactBearerParams('/api/purchases/7?token=k1.abcdef')).toBe('/api/purchases/7?token=[redacted]');
    expect(redactBearerParams('/en/purchases?order=7&token=k1.abc&lang=en')).toBe('/en/purchases?order=7&token=[redacted]&lang=en');
    expect(redactBearerParams('/en/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2')).toBe(
      '/en/payment-success?payment_intent=[redacted]&payment_intent_client_secret=[redacted]',
    );
    expect(redactBearerParams('/en/payment-success?SESSION%5Fid=cs_live_abc')).toBe('/en/payment-success?SESSION%5Fid=[redacted]');
  });

  it("hides the token of her owner link's page, in the address and in a referer", () => {
    expect(redactBearerParams('/es/my-profile/AbC_-123xyz')).toBe('/es/my-profile/[redacted]');
    expect(redactBearerParams('/es/requests/AbC_-123xyz')).toBe('/es/requests/[redacted]');
    expect(redactBearerParams('/es/my-profile/AbC_-123xyz/edit?x=1')).toBe('/es/my-profile/[redacted]/edit?x=1');
    expect(redactBearerParams('/nl/my-profile/AbC_-123xyz/new-link')).toBe('/nl/my-profile/[redacted]/new-link');
    expect(redactBearerParams('https://contacto.example/pt/my-profile/AbC_-123xyz')).toBe(
      'https://contacto.example/pt/my-profile/[redacted]',
    );
  });

  it('leaves addresses without such parameters alone', () => {
    expect(redactBearerParams('/api/profiles?search=maria&limit=20')).toBe('/api/profiles?search=maria&limit=20');
    expect(redactBearerParams('/es/browse')).toBe('/es/browse');
  });
});
