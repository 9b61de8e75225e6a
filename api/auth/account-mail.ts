// The account emails (issue 10): "confirm your email address" after sign-up or an email change,
// and "reset your password". Each carries one link with a fresh single-use token, in the user's
// language; plain text plus a simple HTML version (inline styles only, every value escaped).
import path from 'node:path';
import { translator } from '../i18n/messages.ts';
import { renderLinkMail } from '../mail/link-mail.ts';
import type { RenderedEmail } from '../mail/order-confirmation.ts';

export const AUTH_MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

export type AccountMailKind = 'verify' | 'reset';

export interface AccountMailInput {
  kind: AccountMailKind;
  language: string;
  /** The username, as the greeting names her. */
  name: string;
  link: string;
}

export function renderAccountMail(input: AccountMailInput): RenderedEmail {
  const t = translator(AUTH_MESSAGES_DIR, input.language);
  const part = (key: string) => t(`mail.${input.kind}.${key}`);
  return renderLinkMail({
    language: input.language,
    subject: part('subject'),
    greeting: t('mail.greeting', { name: input.name }),
    intro: part('intro'),
    button: part('button'),
    link: input.link,
    notes: [part('expiry'), part('ignore')],
    signature: t('mail.signature'),
  });
}
