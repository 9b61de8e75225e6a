// Sending email: through SMTP_URL when set (nodemailer), else into an outbox of .eml files under
// ${DATA_DIR}/mail/ that a developer can open in any mail program. Each send is logged by its
// subject and message id (or file), never by its recipient: an address in the logs says who bought
// or who is listed, to whoever reads them.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { resolveDataDir } from '../data-dir.ts';
import type { Env } from '../env.ts';
import { emails } from '../observability/metrics.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, in outbox mode. */
  file?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  log: Logger;
}

/** Counts each send as sent or failed (contacto_emails_total). */
export function createMailer(options: MailerOptions): Mailer {
  const mailer = createTransportMailer(options);
  const send = mailer.send.bind(mailer);
  return Object.assign(mailer, {
    async send(message: MailMessage) {
      try {
        const sent = await send(message);
        emails.inc({ mode: mailer.mode, outcome: 'sent' });
        return sent;
      } catch (error) {
        emails.inc({ mode: mailer.mode, outcome: 'failed' });
        throw error;
      }
    },
  });
}

function createTransportMailer(options: MailerOptions): Mailer {
  const { log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        log.info({ subject: message.subject, messageId: info.messageId }, 'email sent');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ subject: message.subject, file }, 'email written to the outbox (no SMTP_URL)');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

export function createMailerFromEnv(env: Env, log: Logger): Mailer {
  return createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: path.join(resolveDataDir(env), 'mail'), log });
}
