import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactBearerParams, requestLogger } from './logger.ts';

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
    expect(redactBearerParams('/es/approval-requests/AbC_-123xyz')).toBe('/es/approval-requests/[redacted]');
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

describe('the request log', () => {
  /** Asks for each address through requestLogger over a real pino logger; answers the lines it wrote. */
  async function logged(requests: { url: string; referer?: string }[]): Promise<string> {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logRequest = requestLogger(pino({ level: 'info' }, sink));
    const server = createServer((req, res) => logRequest(req, res, () => res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const { url, referer } of requests) {
        const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: referer ? { Referer: referer } : {} });
        await res.text();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return lines.join('');
  }

  it("holds no media grant, no token and no other secret of an address, the page's referer included", async () => {
    const log = await logged([
      { url: '/uploads/images/a.jpg?grant=1796553715.GRANTSECRET' },
      { url: '/uploads/images/w320/a.jpg?v=2&grant=1796553715.VARIANTSECRET' },
      { url: '/api/auth/verify-email?lang=es&token=MAILTOKENSECRET' },
      { url: '/x?access_token=ACCESSSECRET&client_secret=CLIENTSECRET&code=CODESECRET&sig=SIGSECRET' },
      { url: '/api/profiles/featured', referer: 'http://127.0.0.1/es/my-profile/x/edit?grant=REFERERGRANT' },
    ]);
    expect(log).toContain('/uploads/images/a.jpg?grant=[redacted]');
    expect(log).toContain('/uploads/images/w320/a.jpg?v=2&grant=[redacted]');
    expect(log).toContain('/api/auth/verify-email?lang=es&token=[redacted]');
    for (const secret of [
      'GRANTSECRET',
      'VARIANTSECRET',
      'MAILTOKENSECRET',
      'ACCESSSECRET',
      'CLIENTSECRET',
      'CODESECRET',
      'SIGSECRET',
      'REFERERGRANT',
    ])
      expect(log).not.toContain(secret);
  });
});
