// The two emails the back office's support work sends, in the recipient's language (the row's
// `language`): a reply to a contact message ("Re: <subject label>", the reply, then her message
// quoted) and the outcome of a report (what the admin wrote, framed by the date and type of her
// report). Plain text plus a simple HTML version; every value escaped.
import path from 'node:path';
import { escapeHtml } from '../../html.ts';
import { translator } from '../../i18n/messages.ts';
import type { RenderedEmail } from '../../mail/order-confirmation.ts';

export const SUPPORT_MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE', nl: 'nl-NL', pt: 'pt-PT' };
const longDate = (language: string, date: Date) =>
  new Intl.DateTimeFormat(LOCALES[language] ?? 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function layout(language: string, blocks: string[]): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${blocks.join('\n')}
</body></html>`;
}

/** The subject label of a contact message in a language ("Billing Question"). */
export function subjectLabel(language: string, subject: string): string {
  return translator(SUPPORT_MESSAGES_DIR, language)(`subjects.${subject}`);
}

export interface ReplyMailInput {
  language: string;
  name: string;
  subject: string;
  reply: string;
  original: string;
  sentAt: Date;
}

export function renderReplyMail(input: ReplyMailInput): RenderedEmail {
  const t = translator(SUPPORT_MESSAGES_DIR, input.language);
  const greeting = t('reply.greeting', { name: input.name });
  const wrote = t('reply.youWrote', { date: longDate(input.language, input.sentAt) });
  const quoted = input.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const signature = t('signature');
  const text = [greeting, '', input.reply, '', signature, '', wrote, quoted, ''].join('\n');
  const html = layout(input.language, [
    `<p>${escapeHtml(greeting)}</p>`,
    paragraphs(input.reply),
    `<p>${escapeHtml(signature)}</p>`,
    `<p style="color:#6b7280">${escapeHtml(wrote)}</p>`,
    `<blockquote style="margin:0;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563">${paragraphs(input.original)}</blockquote>`,
  ]);
  return { subject: t('reply.subject', { subject: subjectLabel(input.language, input.subject) }), text, html };
}

/** The standard outcome text of a closed report in a language; null for a report still open. */
export function outcomeTemplate(language: string, status: string): string | null {
  if (status !== 'resolved' && status !== 'dismissed') return null;
  return translator(SUPPORT_MESSAGES_DIR, language)(`outcome.templates.${status}`);
}

export interface OutcomeMailInput {
  language: string;
  type: string;
  reportedAt: Date;
  outcome: string;
}

export function renderOutcomeMail(input: OutcomeMailInput): RenderedEmail {
  const t = translator(SUPPORT_MESSAGES_DIR, input.language);
  const greeting = t('outcome.greeting');
  const intro = t('outcome.intro', { date: longDate(input.language, input.reportedAt), type: t(`reportTypes.${input.type}`) });
  const signature = t('signature');
  const text = [greeting, '', intro, '', input.outcome, '', signature, ''].join('\n');
  const html = layout(input.language, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    paragraphs(input.outcome),
    `<p>${escapeHtml(signature)}</p>`,
  ]);
  return { subject: t('outcome.subject'), text, html };
}
