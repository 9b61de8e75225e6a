// The message inbox as use cases (decision 030): list and open contact messages,
// mark them read or unread, archive them or bring them back, and reply by email: the reply is
// stored with the message and sent by a job in the sender's language ("Re: <subject label>"),
// and the message counts as answered. Every change writes its audit row in its own transaction;
// a change that changes nothing writes nothing.
import {
  type AdminMessageDetail,
  type AdminMessageListItem,
  type AdminMessagesQuery,
  MESSAGES_PAGE_SIZE,
  type UpdateMessage,
} from '#contract/admin-message.schema.ts';
import type { Sql, Transaction } from '#db/connection.ts';
import { NotFoundError } from '../../errors.ts';
import { type JobSender, sendInTransaction } from '../../jobs/send-in-transaction.ts';
import { type AuditActor, audit } from '../audit.ts';
import { SUPPORT_MAIL_QUEUE } from '../support-mail/support-mail.job.ts';
import {
  findMessage,
  findMessagePage,
  findRecentReply,
  findReplies,
  insertReply,
  lockMessage,
  type MessageStateRow,
  markMessageAnswered,
  setMessageArchived,
  setMessageRead,
} from './messages.queries.ts';

export function createMessagesService({ sql, jobs }: { sql: Sql; jobs?: JobSender }) {
  const detail = async (id: number): Promise<AdminMessageDetail> => {
    const message = await findMessage(sql, id);
    if (!message) throw new NotFoundError('Message not found');
    return { ...message, replies: await findReplies(sql, id) };
  };

  const changing = async (id: number, change: (tx: Transaction, message: MessageStateRow) => Promise<void>) => {
    await sql.begin(async (tx) => {
      const message = await lockMessage(tx, id);
      if (!message) throw new NotFoundError('Message not found');
      await change(tx, message);
    });
    return detail(id);
  };

  return {
    async list(query: AdminMessagesQuery): Promise<{ messages: AdminMessageListItem[]; total: number }> {
      const { limit, offset, ...filter } = query;
      return findMessagePage(sql, filter, { limit: limit ?? MESSAGES_PAGE_SIZE, offset: offset ?? 0 });
    },

    get: detail,

    /** Read or unread (message.read / message.unread), archived or back in the inbox (message.archive / message.unarchive). */
    update(actor: AuditActor, id: number, body: UpdateMessage): Promise<AdminMessageDetail> {
      return changing(id, async (tx, message) => {
        const target = { type: 'contact_message', id };
        if (body.read !== undefined && body.read !== message.read) {
          await setMessageRead(tx, id, body.read);
          await audit(tx, actor, body.read ? 'message.read' : 'message.unread', target, {
            changes: { read: { from: message.read, to: body.read } },
          });
        }
        if (body.archived !== undefined && body.archived !== message.archived) {
          await setMessageArchived(tx, id, body.archived);
          await audit(tx, actor, body.archived ? 'message.archive' : 'message.unarchive', target, {
            changes: { archived: { from: message.archived, to: body.archived } },
          });
        }
      });
    },

    /** Stores the reply, queues its email and marks the message answered; the same reply twice within a minute is one. */
    reply(actor: AuditActor & { adminId: number }, id: number, body: string): Promise<AdminMessageDetail> {
      return changing(id, async (tx, message) => {
        if (await findRecentReply(tx, id, body)) return;
        if (!jobs) throw new Error('no job queue: the reply cannot be sent');
        const replyId = await insertReply(tx, { messageId: id, adminId: actor.adminId, body });
        await markMessageAnswered(tx, id, actor.adminId);
        await sendInTransaction(jobs, tx, SUPPORT_MAIL_QUEUE, { kind: 'message-reply', replyId });
        await audit(
          tx,
          actor,
          'message.reply',
          { type: 'contact_message', id },
          {
            replyId,
            length: body.length,
            changes: { status: { from: message.status, to: 'answered' } },
          },
        );
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
