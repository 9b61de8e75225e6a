import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.ts';

describe('isSameOrigin', () => {
  it('accepts the host the request was addressed to, port included', () => {
    expect(isSameOrigin('http://127.0.0.1:4206', '127.0.0.1:4206')).toBe(true);
    expect(isSameOrigin('https://Contacto.example', 'contacto.example')).toBe(true);
  });

  it('accepts the public URL behind a proxy that rewrites the host', () => {
    expect(isSameOrigin('https://contacto.example', 'api:3000', 'https://contacto.example/')).toBe(true);
  });

  it('refuses other sites, other ports, look-alikes and opaque origins', () => {
    expect(isSameOrigin('https://evil.example', 'contacto.example')).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:9999', '127.0.0.1:4206')).toBe(false);
    expect(isSameOrigin('https://contacto.example.evil.example', 'contacto.example', 'https://contacto.example')).toBe(false);
    expect(isSameOrigin('null', 'contacto.example')).toBe(false);
    expect(isSameOrigin('file://', 'contacto.example')).toBe(false);
    expect(isSameOrigin('https://contacto.example', undefined)).toBe(false);
  });
});
