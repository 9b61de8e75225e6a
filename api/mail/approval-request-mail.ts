// Her approval request, in the language she submitted in: who asks (the buyer's
// first name and country, never the email), a note that the buyer answered the disclosure form
// when his country asks for it — the answers themselves stay on her request page, sealed and
// erased in time, never in a mailbox (docs/decisions/067) — the deadline, and her private link
// /<lang>/approval-requests/<token>. Plain text plus a simple HTML version (inline styles only; every
// value escaped).
import path from 'node:path';
import { escapeHtml } from '../html.ts';
import { translator } from '../i18n/messages.ts';
import type { RenderedEmail } from './order-confirmation.ts';

const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');
const LOCALES: Record<string, string> = { en: 'en-GB', es: 'es-ES', it: 'it-IT', de: 'de-DE', nl: 'nl-NL', pt: 'pt-PT' };

export interface ApprovalRequestMailInput {
  language: string;
  /** Her first name. */
  name: string;
  buyerFirstName: string | null;
  buyerCountry: string | null;
  /** Whether the buyer filled the disclosure form (the mail says where to read it, never what it says). */
  hasDisclosure: boolean;
  price: string;
  currency: string;
  deadline: Date;
  link: string;
}

/** The page her emailed link opens (the token is a path segment: base64url needs no escaping). */
export function approvalRequestUrl(base: string, language: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/${language}/approval-requests/${token}`;
}

/** The country's name in her language (the code when the runtime has none). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function renderApprovalRequestMail(input: ApprovalRequestMailInput): RenderedEmail {
  const t = translator(MESSAGES_DIR, input.language);
  const k = (key: string, values?: Record<string, string | number>) => t(`approvalRequest.${key}`, values);
  const locale = LOCALES[input.language] ?? 'en-GB';
  const deadline = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(input.deadline);
  const buyer = input.buyerFirstName ?? k('someone');
  const intro = input.buyerCountry
    ? k('intro', { buyer, country: countryName(input.buyerCountry, input.language) })
    : k('introNoCountry', { buyer });
  const disclosure = input.hasDisclosure ? k('disclosureNote') : null;
  const deadlineLine = k('deadline', { deadline: `${deadline} (UTC)` });

  const text = [
    k('greeting', { name: input.name }),
    '',
    intro,
    '',
    ...(disclosure ? [disclosure, ''] : []),
    deadlineLine,
    '',
    `${k('button')}:`,
    input.link,
    '',
    k('ownerPage'),
    k('secret'),
    '',
    k('signature'),
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${e(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(k('subject'))}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:20px;font-weight:700;color:#be123c;margin:0 0 16px">Contacto</p>
<p>${e(k('greeting', { name: input.name }))}</p>
<p>${e(intro)}</p>
${disclosure ? `<p>${e(disclosure)}</p>\n` : ''}<p style="font-weight:600">${e(deadlineLine)}</p>
<p><a href="${e(input.link)}" style="display:inline-block;padding:12px 20px;background:#be123c;color:#ffffff;border-radius:9999px;text-decoration:none;font-weight:600">${e(k('button'))}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${e(input.link)}</p>
<p style="font-size:13px;color:#6b7280">${e(k('ownerPage'))}<br>${e(k('secret'))}</p>
<p>${e(k('signature'))}</p>
</div>
</body>
</html>
`;
  return { subject: k('subject'), text, html };
}
