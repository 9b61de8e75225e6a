// The order confirmation email in the buyer's language: the order number in the subject, every
// purchased contact with the details she shares, and the signed link that reopens the order.
// Plain text plus a simple HTML version (inline styles only; every value escaped).
import path from 'node:path';
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import { escapeHtml } from '../html.ts';
import { translator } from '../i18n/messages.ts';

const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

export interface ConfirmationItem {
  firstName: string;
  lastName: string;
  age: number | null;
  location: string;
  price: string;
  releaseStatus: string;
  contactInfo: Record<string, string>;
  /** Why a declined item was not released (order_items.decline_reason). */
  declineReason?: string | null;
  /** Until when she may answer, for an item waiting for her. */
  approvalDeadline?: Date | null;
  /** Why it waits for her although the checkout did not sell it so (order_items.approval_reason). */
  approvalReason?: string | null;
}

export interface ConfirmationInput {
  language: string;
  orderId: number;
  customerName: string | null;
  date: Date;
  totalAmount: string;
  currency: string;
  items: ConfirmationItem[];
  link: string;
  /** 'manual': the card was only authorised, so what is declined is never charged (not refunded). */
  captureMethod?: 'automatic' | 'manual';
  /**
   * The outcome email of an order that waited for her answers instead of the
   * confirmation: the contacts she accepted say so above their details, declined ones say why,
   * and the amount finally charged.
   */
  outcome?: { capturedAmount: string };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE', nl: 'nl-NL', pt: 'pt-PT' };

/** Why an item waits for her although his checkout did not sell it so (order_items.approval_reason). */
function approvalReasonText(t: (key: string) => string, reason: string): string | null {
  try {
    return t(`orderConfirmation.approvalReason.${reason}`);
  } catch {
    return null;
  }
}

/** Why an item was not released, in the buyer's words (the reasons of order_items.decline_reason). */
export function declineReasonText(t: (key: string, values?: Record<string, string | number>) => string, reason: string): string {
  try {
    return t(`orderConfirmation.declineReason.${reason}`);
  } catch {
    return t('orderConfirmation.declineReason.unavailable');
  }
}

export function renderOrderConfirmation(input: ConfirmationInput): RenderedEmail {
  const t = translator(MESSAGES_DIR, input.language);
  const locale = LOCALES[input.language] ?? 'en-US';
  const money = (amount: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: input.currency }).format(Number(amount));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.date);
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const number = String(input.orderId);
  const named = input.customerName && input.customerName !== GUEST_CUSTOMER ? input.customerName : null;
  const greeting = named ? t('orderConfirmation.greeting', { name: named }) : t('orderConfirmation.greetingAnonymous');
  const orderLine = t('orderConfirmation.orderLine', { number, date, total: money(input.totalAmount) });
  const outcome = input.outcome;
  const subject = outcome ? t('orderOutcome.subject', { number }) : t('orderConfirmation.subject', { number });
  const intro = outcome ? t('orderOutcome.intro', { number }) : t('orderConfirmation.intro');
  const linkIntro = outcome ? t('orderOutcome.linkIntro') : t('orderConfirmation.linkIntro');
  const manual = input.captureMethod === 'manual';
  const charged = !outcome
    ? null
    : !manual
      ? t('orderOutcome.paidAtOnce', { amount: money(outcome.capturedAmount) })
      : Number(outcome.capturedAmount) > 0
        ? t('orderOutcome.charged', { amount: money(outcome.capturedAmount) })
        : t('orderOutcome.nothingCharged');
  const title = (item: ConfirmationItem) =>
    [`${item.firstName}${item.lastName ? ` ${item.lastName}` : ''}`, item.age === null ? '' : String(item.age), item.location]
      .filter(Boolean)
      .join(', ');
  const channel = (key: string) => {
    try {
      return t(`orderConfirmation.channels.${key}`);
    } catch {
      return key;
    }
  };
  const itemNote = (item: ConfirmationItem): string | null => {
    if (item.releaseStatus === 'awaiting_consent') {
      const deadline = item.approvalDeadline ? `${longDate.format(item.approvalDeadline)} (UTC)` : '';
      const why = item.approvalReason ? approvalReasonText(t, item.approvalReason) : null;
      const waiting = manual
        ? t('orderConfirmation.awaiting', { deadline })
        : t('orderConfirmation.awaitingPaid', { deadline, price: money(item.price) });
      return why ? `${why} ${waiting}` : waiting;
    }
    if (item.releaseStatus === 'declined') {
      const reason = item.declineReason ?? 'unavailable';
      if (reason === 'unavailable' && !manual) return t('orderConfirmation.declined', { price: money(item.price) });
      const after = manual ? t('orderConfirmation.notChargedNote') : t('orderConfirmation.refundNote', { price: money(item.price) });
      return `${declineReasonText(t, reason)} ${after}`;
    }
    if (item.releaseStatus === 'refunded') return t('orderConfirmation.refunded', { price: money(item.price) });
    if (Object.keys(item.contactInfo).length === 0) return t('orderConfirmation.noDetails');
    return null;
  };
  /** Above the details of a contact she accepted, in the outcome email (an item that waited for her
   * has its deadline; a mixed cart's instant items were released at once and only list theirs). */
  const acceptedLine = (item: ConfirmationItem): string | null =>
    input.outcome && item.releaseStatus === 'released' && item.approvalDeadline ? t('orderOutcome.approved') : null;

  const text = [
    greeting,
    '',
    intro,
    orderLine,
    '',
    ...input.items.flatMap((item) => {
      const note = itemNote(item);
      const accepted = acceptedLine(item);
      return [
        `■ ${title(item)}`,
        ...(note
          ? [`  ${note}`]
          : [
              ...(accepted ? [`  ${accepted}`] : []),
              ...Object.entries(item.contactInfo).map(([key, value]) => `  ${channel(key)}: ${value}`),
            ]),
        '',
      ];
    }),
    ...(charged ? [charged, ''] : []),
    linkIntro,
    input.link,
    '',
    t('orderConfirmation.keepPrivate'),
    t('orderConfirmation.respect'),
    t('orderConfirmation.refunds'),
    '',
    t('orderConfirmation.signature'),
    '',
  ].join('\n');

  const e = escapeHtml;
  const itemsHtml = input.items
    .map((item) => {
      const note = itemNote(item);
      const accepted = acceptedLine(item);
      const body = note
        ? `<p style="margin:4px 0 0;color:#6b7280">${e(note)}</p>`
        : `${accepted ? `<p style="margin:4px 0 0;color:#047857;font-weight:600">${e(accepted)}</p>` : ''}<table role="presentation" style="margin-top:4px;border-collapse:collapse">${Object.entries(
            item.contactInfo,
          )
            .map(
              ([key, value]) =>
                `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${e(channel(key))}</td><td style="padding:2px 0;font-weight:600">${e(value)}</td></tr>`,
            )
            .join('')}</table>`;
      return `<li style="margin:0 0 16px;padding:12px 16px;border:1px solid #e5e7eb;border-radius:12px;list-style:none"><strong>${e(title(item))}</strong>${body}</li>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="${e(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:20px;font-weight:700;color:#be123c;margin:0 0 16px">Contacto</p>
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
<p style="color:#6b7280">${e(orderLine)}</p>
<h2 style="font-size:16px;margin:24px 0 8px">${e(t('orderConfirmation.contactsHeading'))}</h2>
<ul style="padding:0;margin:0">${itemsHtml}</ul>
${charged ? `<p style="font-weight:600">${e(charged)}</p>` : ''}
<p>${e(linkIntro)}</p>
<p><a href="${e(input.link)}" style="display:inline-block;padding:12px 20px;background:#be123c;color:#ffffff;border-radius:9999px;text-decoration:none;font-weight:600">${e(t('orderConfirmation.linkLabel'))}</a></p>
<p style="font-size:13px;color:#6b7280">${e(t('orderConfirmation.keepPrivate'))}</p>
<p style="font-size:13px;color:#6b7280">${e(t('orderConfirmation.respect'))}</p>
<p style="font-size:13px;color:#6b7280">${e(t('orderConfirmation.refunds'))}</p>
<p>${e(t('orderConfirmation.signature'))}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
