import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { escapeHtml } from '../html.ts';
import { ownerLinkRequestUrl, ownerLinkUrl, renderOwnerLinkMail, renderOwnerLinkRequestMail } from './owner-link-mail.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('the owner-link mail', () => {
  it.each(SUPPORTED_LANGUAGES)('in %s, greets her by name and carries her link once in text and as a button', (language) => {
    const link = ownerLinkUrl('https://contacto.example', language, TOKEN);
    expect(link).toBe(`https://contacto.example/${language}/my-profile/${TOKEN}`);
    const mail = renderOwnerLinkMail({ language, name: 'María', link });
    expect(mail.text).toContain('María');
    expect(mail.text.split(link)).toHaveLength(2);
    expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    expect(mail.html).toContain(`lang="${language}"`);
    if (language !== 'en') expect(mail.subject).not.toBe(renderOwnerLinkMail({ language: 'en', name: 'María', link }).subject);
  });

  it('escapes her name in the HTML version', () => {
    const mail = renderOwnerLinkMail({ language: 'en', name: '<b>x</b>', link: 'https://x.example/en/my-profile/t' });
    expect(mail.html).not.toContain('<b>x</b>');
  });
});

describe('the mail of a request for a new owner link', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'in %s, carries the confirmation page once, says how long it works, and fills every placeholder',
    (language) => {
      const link = ownerLinkRequestUrl('https://contacto.example', language, TOKEN);
      expect(link).toBe(`https://contacto.example/${language}/my-profile/${TOKEN}/new-link`);
      const mail = renderOwnerLinkRequestMail({ language, name: 'María', link, minutes: 30 });
      expect(mail.text.split(link)).toHaveLength(2);
      expect(mail.text).toContain('30');
      expect(`${mail.subject}${mail.text}`).not.toContain('{{');
      if (language !== 'en') {
        expect(mail.text).not.toBe(renderOwnerLinkRequestMail({ language: 'en', name: 'María', link, minutes: 30 }).text);
      }
    },
  );
});
