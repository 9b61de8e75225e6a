// The owner-link email (DESIGN §8a): sent after a submission with a contact email and for every
// re-sent link, in her language; the link opens /<lang>/my-profile/<token>.
import path from 'node:path';
import { translator } from '../i18n/messages.ts';
import { renderLinkMail } from '../mail/link-mail.ts';
import type { RenderedEmail } from '../mail/order-confirmation.ts';

export const OWNER_MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

export interface OwnerLinkMailInput {
  language: string;
  /** Her first name, as the greeting names her. */
  name: string;
  link: string;
}

/** The page her owner link opens (the token is a path segment: base64url needs no escaping). */
export function ownerLinkUrl(base: string, language: string, token: string): string {
  return `${base}/${language}/my-profile/${token}`;
}

export function renderOwnerLinkMail(input: OwnerLinkMailInput): RenderedEmail {
  const t = translator(OWNER_MESSAGES_DIR, input.language);
  return renderLinkMail({
    language: input.language,
    subject: t('mail.subject'),
    greeting: t('mail.greeting', { name: input.name }),
    intro: t('mail.intro'),
    button: t('mail.button'),
    link: input.link,
    notes: [t('mail.secret'), t('mail.ignore')],
    signature: t('mail.signature'),
  });
}
