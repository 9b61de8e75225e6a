// The account emails (issue 10): "confirm your email address" after sign-up or an email change,
// and "reset your password". Each carries one link with a fresh single-use token, in the user's
// language; plain text plus a simple HTML version (inline styles only, every value escaped).
import path from 'node:path';
import { escapeHtml } from '../html.ts';
import { translator } from '../i18n/messages.ts';
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
  const greeting = t('mail.greeting', { name: input.name });
  const text = [greeting, '', part('intro'), input.link, '', part('expiry'), part('ignore'), '', t('mail.signature'), ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(input.language)}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${e(greeting)}</p>
<p>${e(part('intro'))}</p>
<p><a href="${e(input.link)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${e(part('button'))}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${e(input.link)}</p>
<p>${e(part('expiry'))}<br>${e(part('ignore'))}</p>
<p>${e(t('mail.signature'))}</p>
</body></html>`;
  return { subject: part('subject'), text, html };
}
