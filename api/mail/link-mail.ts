// The shape of every email whose point is one link (confirm an address, reset a password, open
// her owner link): a greeting, what the link does, the link as text and as a button, short notes
// and the signature; plain text plus a simple HTML version (inline styles only, every value
// escaped). The caller brings the texts in the reader's language.
import { escapeHtml } from '../html.ts';
import type { RenderedEmail } from './order-confirmation.ts';

export interface LinkMailInput {
  language: string;
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  link: string;
  /** Lines after the link (how long it works, who may ignore the mail). */
  notes: readonly string[];
  signature: string;
}

export function renderLinkMail(m: LinkMailInput): RenderedEmail {
  const text = [m.greeting, '', m.intro, m.link, '', ...m.notes, '', m.signature, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${e(m.language)}"><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${e(m.greeting)}</p>
<p>${e(m.intro)}</p>
<p><a href="${e(m.link)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${e(m.button)}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${e(m.link)}</p>
<p>${m.notes.map(e).join('<br>')}</p>
<p>${e(m.signature)}</p>
</body></html>`;
  return { subject: m.subject, text, html };
}
