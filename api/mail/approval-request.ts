// Her approval request (DESIGN §8a), in the language she submitted in: who asks (the buyer's
// first name and country, never the email), the buyer's disclosure answers when his country asks
// for them, the deadline, and her private link /<lang>/requests/<token>. Plain text plus a simple
// HTML version (inline styles only; every value escaped).
import path from 'node:path';
import type { BuyerDisclosure } from '#api/contract/consent.schema.ts';
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
  disclosure: BuyerDisclosure | null;
  price: string;
  currency: string;
  deadline: Date;
  link: string;
}

/** The page her emailed link opens (the token is a path segment: base64url needs no escaping). */
export function approvalRequestUrl(base: string, language: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/${language}/requests/${token}`;
}

/** The country's name in her language (the code when the runtime has none). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The disclosure answers as lines, in her language. */
export function disclosureLines(disclosure: BuyerDisclosure, language: string): string[] {
  const t = translator(MESSAGES_DIR, language);
  const k = (key: string, values?: Record<string, string | number>) => t(`approvalRequest.${key}`, values);
  const yesNo = (value: boolean) => k(value ? 'yes' : 'no');
  const lines = [k('criminalHistory', { answer: yesNo(disclosure.criminalHistory) })];
  if (disclosure.criminalHistory && disclosure.criminalHistoryDetails)
    lines.push(k('details', { details: disclosure.criminalHistoryDetails }));
  lines.push(k('protectionOrder', { answer: yesNo(disclosure.protectionOrder) }));
  if (disclosure.protectionOrder && disclosure.protectionOrderDetails)
    lines.push(k('details', { details: disclosure.protectionOrderDetails }));
  lines.push(k('timesMarried', { count: disclosure.timesMarried }));
  if (disclosure.maritalHistoryDetails) lines.push(k('maritalHistoryDetails', { details: disclosure.maritalHistoryDetails }));
  lines.push(k('childrenUnder18', { count: disclosure.childrenUnder18 }));
  if (disclosure.childrenAges) lines.push(k('childrenAges', { details: disclosure.childrenAges }));
  lines.push(k('placesLived', { places: disclosure.placesLived.join(', ') }));
  return lines;
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
  const disclosure = input.disclosure ? disclosureLines(input.disclosure, input.language) : [];
  const deadlineLine = k('deadline', { deadline: `${deadline} (UTC)` });

  const text = [
    k('greeting', { name: input.name }),
    '',
    intro,
    '',
    ...(disclosure.length > 0 ? [k('disclosureHeading'), ...disclosure.map((line) => `- ${line}`), ''] : []),
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
  const disclosureHtml =
    disclosure.length > 0
      ? `<h2 style="font-size:16px;margin:20px 0 8px">${e(k('disclosureHeading'))}</h2><ul style="margin:0 0 16px;padding-left:20px">${disclosure
          .map((line) => `<li style="margin:0 0 6px">${e(line)}</li>`)
          .join('')}</ul>`
      : '';
  const html = `<!doctype html>
<html lang="${e(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(k('subject'))}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:20px;font-weight:700;color:#be123c;margin:0 0 16px">Contacto</p>
<p>${e(k('greeting', { name: input.name }))}</p>
<p>${e(intro)}</p>
${disclosureHtml}
<p style="font-weight:600">${e(deadlineLine)}</p>
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
