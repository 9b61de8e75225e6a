// The e2e server has no SMTP_URL, so its mailer writes each email as an .eml file under
// DATA_DIR/mail (api/mail/mailer.ts). A test finds the mail it caused by its unique recipient.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parseMail, type ReceivedMail } from '../../tests/smtp.ts';
import { E2E_DATA_DIR } from './forms.ts';

const OUTBOX = path.join(E2E_DATA_DIR, 'mail');

/** The raw mails (headers and body) written so far to `to`. */
async function mailsTo(to: string): Promise<string[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((n) => n.endsWith('.eml')).map((n) => readFile(path.join(OUTBOX, n), 'utf8')));
  return mails.filter((mail) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(mail));
}

/**
 * Waits for the job queue to send a mail to `to` (whose decoded text matches `containing`, when
 * given); answers it decoded (null when the server is not ours).
 */
export async function waitForMailTo(to: string, containing?: RegExp): Promise<ReceivedMail | null> {
  if (process.env.E2E_BASE_URL) return null;
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(to)).map((raw) => parseMail(raw, { from: '', to: [to] }));
        found = mails.filter((mail) => containing === undefined || containing.test(mail.text));
        return found.length;
      },
      { timeout: 45_000, message: `a mail to ${to} in ${OUTBOX}` },
    )
    .toBeGreaterThan(0);
  return found[0] ?? null;
}
