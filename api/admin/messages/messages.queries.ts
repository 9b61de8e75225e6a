// The SQL of the message inbox: the filtered list (inbox or archive, read or
// unread, by subject), one message with its replies, the read and archived states, replies, and
// what the reply mail job reads and marks.
import type { AdminMessageListItem, AdminMessageReply, MessageFilter } from '#contract/admin-message.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { isoTime } from '../profiles/profiles-list.queries.ts';

const columns = (db: Queryable) => db`
  m.id, m.full_name AS "fullName", m.email, m.subject, m.message, m.language, m.status,
  ${isoTime(db, db`m.created_at`)} AS "createdAt", ${isoTime(db, db`m.read_at`)} AS "readAt",
  ${isoTime(db, db`m.archived_at`)} AS "archivedAt",
  (SELECT count(*)::int FROM contact_message_replies x WHERE x.message_id = m.id) AS "replyCount"`;

function where(db: Queryable, filter: MessageFilter) {
  const conditions = [
    filter.folder === 'archived' ? db`m.archived_at IS NOT NULL` : db`m.archived_at IS NULL`,
    filter.subject ? db`m.subject = ${filter.subject}` : null,
    filter.read === 'read' ? db`m.read_at IS NOT NULL` : null,
    filter.read === 'unread' ? db`m.read_at IS NULL` : null,
  ].filter((c) => c !== null);
  return db`WHERE ${conditions.reduce((acc, c) => db`${acc} AND ${c}`, db`TRUE`)}`;
}

export async function findMessagePage(
  db: Queryable,
  filter: MessageFilter,
  page: { limit: number; offset: number },
): Promise<{ messages: AdminMessageListItem[]; total: number }> {
  const messages = await db<AdminMessageListItem[]>`
    SELECT ${columns(db)} FROM contact_messages m ${where(db, filter)}
    ORDER BY m.created_at DESC, m.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  const [count] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM contact_messages m ${where(db, filter)}`;
  return { messages, total: count?.total ?? 0 };
}

export async function findMessage(db: Queryable, id: number): Promise<AdminMessageListItem | undefined> {
  const [row] = await db<AdminMessageListItem[]>`SELECT ${columns(db)} FROM contact_messages m WHERE m.id = ${id}`;
  return row;
}

export async function findReplies(db: Queryable, messageId: number): Promise<AdminMessageReply[]> {
  return db<AdminMessageReply[]>`
    SELECT x.id, x.body, CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'username', a.username) END AS admin,
      ${isoTime(db, db`x.created_at`)} AS "createdAt", ${isoTime(db, db`x.sent_at`)} AS "sentAt"
    FROM contact_message_replies x LEFT JOIN admin_users a ON a.id = x.admin_id
    WHERE x.message_id = ${messageId}
    ORDER BY x.created_at, x.id`;
}

export interface MessageStateRow {
  id: number;
  status: string;
  read: boolean;
  archived: boolean;
}

export async function lockMessage(db: Queryable, id: number): Promise<MessageStateRow | undefined> {
  const [row] = await db<MessageStateRow[]>`
    SELECT id, status, read_at IS NOT NULL AS read, archived_at IS NOT NULL AS archived
    FROM contact_messages WHERE id = ${id} FOR UPDATE`;
  return row;
}

export async function setMessageRead(db: Queryable, id: number, read: boolean): Promise<void> {
  await db`UPDATE contact_messages SET read_at = CASE WHEN ${read} THEN coalesce(read_at, now()) END WHERE id = ${id}`;
}

export async function setMessageArchived(db: Queryable, id: number, archived: boolean): Promise<void> {
  await db`UPDATE contact_messages SET archived_at = CASE WHEN ${archived} THEN coalesce(archived_at, now()) END WHERE id = ${id}`;
}

export async function markMessageAnswered(db: Queryable, id: number, adminId: number): Promise<void> {
  await db`
    UPDATE contact_messages SET status = 'answered', handled_by = ${adminId}, read_at = coalesce(read_at, now())
    WHERE id = ${id}`;
}

export async function insertReply(db: Queryable, reply: { messageId: number; adminId: number; body: string }): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO contact_message_replies (message_id, admin_id, body)
    VALUES (${reply.messageId}, ${reply.adminId}, ${reply.body})
    RETURNING id`;
  if (!row) throw new Error('reply insert returned no id');
  return row.id;
}

/** The same reply stored for this message within the last minute (a double click). */
export async function findRecentReply(db: Queryable, messageId: number, body: string): Promise<number | undefined> {
  const [row] = await db<{ id: number }[]>`
    SELECT id FROM contact_message_replies
    WHERE message_id = ${messageId} AND body = ${body} AND created_at > now() - interval '1 minute'
    ORDER BY id DESC LIMIT 1`;
  return row?.id;
}

export interface ReplyMailRow {
  replyId: number;
  body: string;
  sentAt: Date | null;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  messageCreatedAt: Date;
}

export async function findReplyForMail(db: Queryable, replyId: number): Promise<ReplyMailRow | undefined> {
  const [row] = await db<ReplyMailRow[]>`
    SELECT x.id AS "replyId", x.body, x.sent_at AS "sentAt", m.full_name AS "fullName", m.email, m.subject, m.message,
      m.language, m.created_at AS "messageCreatedAt"
    FROM contact_message_replies x JOIN contact_messages m ON m.id = x.message_id
    WHERE x.id = ${replyId}`;
  return row;
}

export async function markReplySent(db: Queryable, replyId: number): Promise<void> {
  await db`UPDATE contact_message_replies SET sent_at = now() WHERE id = ${replyId} AND sent_at IS NULL`;
}
