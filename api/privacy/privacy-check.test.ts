// What the erasure report counts as holding nothing: a value is left over unless it is empty.
import { describe, expect, it } from 'vitest';
import { isBlank, KEPT_PROFILE } from './privacy-check.ts';

describe('isBlank', () => {
  it('holds nothing: null, blank text, empty lists and objects, flags, and an object that keeps only its id', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      [],
      [''],
      {},
      { a: null, b: [] },
      true,
      false,
      { id: 42, firstName: '', photos: [] },
    ]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('holds something: any text, any number (an age), a list or object with one of them', () => {
    for (const value of ['Ana', 0, 27, ['x'], { whatsapp: '+1 809 555 0101' }, { photos: ['a.webp'] }, { id: 42, firstName: 'Ana' }]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(false);
    }
  });
});

it('keeps of her row only the consent record, the facts of sale and moderation, and the times', () => {
  for (const personal of [
    'first_name',
    'last_name',
    'age',
    'email',
    'about_me',
    'contact_methods',
    'photos',
    'consent_ip_hash',
    'slug_en',
  ]) {
    expect(KEPT_PROFILE.has(personal), personal).toBe(false);
  }
  for (const kept of ['consent_text_version', 'consent_given_at', 'consent_withdrawn_at', 'deleted_at', 'price']) {
    expect(KEPT_PROFILE.has(kept), kept).toBe(true);
  }
});
