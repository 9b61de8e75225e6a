// Links to purchased contacts are built only from values in the channel's own format.
import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-links.ts';

describe('contactHref', () => {
  it.each([
    ['whatsapp', '+1 (809) 555-0101', 'https://wa.me/18095550101'],
    ['phone', '809 555 0101', 'tel:+8095550101'],
    ['email', 'ana.p@example.com', 'mailto:ana.p@example.com'],
    ['instagram', '@ana.perez', 'https://www.instagram.com/ana.perez/'],
    ['instagram', 'https://instagram.com/ana_p/', 'https://www.instagram.com/ana_p/'],
    ['telegram', 't.me/ana_perez', 'https://t.me/ana_perez'],
    ['tiktok', '@ana.dr', 'https://www.tiktok.com/@ana.dr'],
    ['facebook', 'https://www.facebook.com/ana.perez.77', 'https://www.facebook.com/ana.perez.77'],
    ['facebook', 'ana.perez.77', 'https://www.facebook.com/ana.perez.77'],
  ])('%s %s → %s', (channel, value, href) => {
    expect(contactHref(channel, value)).toBe(href);
  });

  it.each([
    ['whatsapp', 'call me maybe'],
    ['whatsapp', '123'],
    ['email', 'javascript:alert(1)//@x.com'],
    ['email', 'ana@example'],
    ['instagram', 'javascript:alert(1)'],
    ['instagram', 'ana perez'],
    ['telegram', 'https://evil.example/ana_perez'],
    ['facebook', 'http://www.facebook.com/ana'],
    ['facebook', 'https://evil.example/facebook.com'],
    ['snapchat', 'ana'],
  ])('%s %s has no link', (channel, value) => {
    expect(contactHref(channel, value)).toBeNull();
  });
});
