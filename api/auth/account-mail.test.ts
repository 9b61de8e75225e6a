import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { escapeHtml } from '../html.ts';
import { renderAccountMail } from './account-mail.ts';

const LINK = 'https://contacto.example/api/auth/verify-email?token=abc&lang=en';

describe('account mails', () => {
  it.each(SUPPORTED_LANGUAGES)('in %s, every kind greets her by name and carries the link once in text and as a button', (language) => {
    const subjects = new Set<string>();
    for (const kind of ['verify', 'reset', 'change-email', 'address-in-use'] as const) {
      const mail = renderAccountMail({ kind, language, name: 'ana_1', link: LINK });
      subjects.add(mail.subject);
      expect(mail.text).toContain('ana_1');
      expect(mail.text.split(LINK)).toHaveLength(2);
      expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
      expect(mail.html).toContain(`lang="${language}"`);
    }
    expect(subjects.size).toBe(4);
  });

  it('escapes what the user chose (her username) in the HTML version', () => {
    const mail = renderAccountMail({ kind: 'verify', language: 'en', name: '<b>x</b>', link: LINK });
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain(escapeHtml('<b>x</b>'));
  });

  it('tells the owner of an address that someone asked for it, in her language, without a key to anything', () => {
    const mail = renderAccountMail({ kind: 'address-in-use', language: 'de', name: 'ana_1', link: 'https://contacto.example/de' });
    expect(mail.subject).toBe('Jemand wollte deine E-Mail-Adresse verwenden');
    expect(mail.text).toContain('Es hat sich nichts geändert');
  });

  it('an unknown language falls back to English', () => {
    expect(renderAccountMail({ kind: 'reset', language: 'fr', name: 'x', link: LINK }).subject).toBe('Reset your password');
  });
});
