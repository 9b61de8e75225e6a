// The owner-link emails, in her language: her owner link (after a submission with a contact email,
// and when she confirmed a new one), opening /<lang>/my-profile/<token>; and the short-lived link
// that "send me a new link" mails, opening /<lang>/my-profile/<request token>/new-link, where she
// confirms before a new owner link replaces hers.
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

/** The page where she confirms a new owner link (the request token is the segment her page's token has). */
export function ownerLinkRequestUrl(base: string, language: string, token: string): string {
  return `${base}/${language}/my-profile/${token}/new-link`;
}

export function renderOwnerLinkRequestMail(input: OwnerLinkMailInput & { minutes: number }): RenderedEmail {
  const t = translator(OWNER_MESSAGES_DIR, input.language);
  return renderLinkMail({
    language: input.language,
    subject: t('requestMail.subject'),
    greeting: t('mail.greeting', { name: input.name }),
    intro: t('requestMail.intro', { minutes: input.minutes }),
    button: t('requestMail.button'),
    link: input.link,
    notes: [t('requestMail.kept'), t('requestMail.ignore')],
    signature: t('mail.signature'),
  });
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
