// The account emails: "confirm your email address" after sign-up, "confirm your new address" for
// a change of address, "reset your password", and "someone asked for your address" to the owner of
// an address another account asked to change to or someone signed up with (docs/decisions/063). Each carries one link with a fresh single-use token, in the user's
// language; plain text plus a simple HTML version (inline styles only, every value escaped).
import path from 'node:path';
import { translator } from '../i18n/messages.ts';
import { renderLinkMail } from '../mail/link-mail.ts';
import type { RenderedEmail } from '../mail/order-confirmation.ts';

export const AUTH_MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

export type AccountMailKind = 'verify' | 'reset' | 'change-email' | 'address-in-use' | 'signup-attempt';

/** The message keys of each kind (under mail.). */
const MAIL_KEYS: Record<AccountMailKind, string> = {
  verify: 'verify',
  reset: 'reset',
  'change-email': 'changeEmail',
  'address-in-use': 'addressInUse',
  'signup-attempt': 'signupAttempt',
};

export interface AccountMailInput {
  kind: AccountMailKind;
  language: string;
  /** The username, as the greeting names her. */
  name: string;
  link: string;
}

export function renderAccountMail(input: AccountMailInput): RenderedEmail {
  const t = translator(AUTH_MESSAGES_DIR, input.language);
  const part = (key: string) => t(`mail.${MAIL_KEYS[input.kind]}.${key}`);
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
