import { describe, expect, it, vi } from 'vitest';
import { takeEmailVerified } from './email-verified.ts';

function history() {
  return { state: { key: 'k' }, replaceState: vi.fn() };
}

describe('the email-verified outcome in the address', () => {
  it('when the confirmation link succeeded, then it reads true and the parameter leaves the address', () => {
    const h = history();
    expect(takeEmailVerified({ href: 'https://contacto.example/es?emailVerified=true&x=1#top' }, h)).toBe(true);
    expect(h.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/es?x=1#top');
  });

  it('when it failed, then it reads false', () => {
    const h = history();
    expect(takeEmailVerified({ href: 'https://contacto.example/en?emailVerified=false' }, h)).toBe(false);
    expect(h.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/en');
  });

  it('when the address has no outcome, then nothing is read or changed', () => {
    const h = history();
    expect(takeEmailVerified({ href: 'https://contacto.example/en/browse?search=ana' }, h)).toBeNull();
    expect(h.replaceState).not.toHaveBeenCalled();
  });
});
