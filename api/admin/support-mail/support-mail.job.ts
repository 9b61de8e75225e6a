// The back office's support emails, enqueued in the transaction that stores them: a reply to a
// contact message, or a report's outcome to its reporter. The job reads the stored row, sends it
// in the recipient's language and stamps sent_at; a retried job whose mail already left sends
// nothing.
import { z } from 'zod';
import { defineJob } from '../../jobs/queues.ts';
import { findReplyForMail, markReplySent } from '../messages/messages.queries.ts';
import { findOutcomeForMail, markOutcomeSent } from '../reports/admin-reports.queries.ts';
import { renderOutcomeMail, renderReplyMail } from './support-mail.ts';

export const SUPPORT_MAIL_QUEUE = 'mail.support';

export const SupportMailPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message-reply'), replyId: z.int().positive() }),
  z.object({ kind: z.literal('report-outcome'), noteId: z.int().positive() }),
]);
export type SupportMailPayload = z.infer<typeof SupportMailPayloadSchema>;

export const supportMailJob = defineJob({
  name: SUPPORT_MAIL_QUEUE,
  payload: SupportMailPayloadSchema,
  options: { retryLimit: 10, retryDelay: 30 },
  async handle(data, { sql, log, mailer }) {
    if (data.kind === 'message-reply') {
      const reply = await findReplyForMail(sql, data.replyId);
      if (!reply) return log.warn({ replyId: data.replyId }, 'reply mail: the reply is gone');
      if (reply.sentAt) return;
      // erased with a deleted profile (its sender's address, or the reply's words): nothing to send
      if (!reply.email || !reply.body.trim()) return log.warn({ replyId: data.replyId }, 'reply mail: erased, not sent');
      const mail = renderReplyMail({
        language: reply.language,
        name: reply.fullName,
        subject: reply.subject,
        reply: reply.body,
        original: reply.message,
        sentAt: reply.messageCreatedAt,
      });
      await mailer.send({ to: reply.email, ...mail });
      await markReplySent(sql, reply.replyId);
      return;
    }
    const outcome = await findOutcomeForMail(sql, data.noteId);
    if (!outcome) return log.warn({ noteId: data.noteId }, 'outcome mail: the note is gone');
    if (outcome.sentAt) return;
    if (outcome.anonymous || !outcome.email) return log.warn({ reportId: outcome.reportId }, 'outcome mail: nobody to email');
    if (!outcome.body.trim()) return log.warn({ reportId: outcome.reportId }, 'outcome mail: erased with the profile, not sent');
    const mail = renderOutcomeMail({
      language: outcome.language,
      type: outcome.type,
      reportedAt: outcome.reportedAt,
      outcome: outcome.body,
    });
    await mailer.send({ to: outcome.email, ...mail });
    await markOutcomeSent(sql, outcome.noteId, outcome.reportId);
  },
});
