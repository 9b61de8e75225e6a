// The message inbox (decision 030): GET /api/admin/messages's filters (in the
// query string and the page's URL alike), the message as the inbox and its page show it, and the
// bodies of PATCH (read, archived) and of a reply.
import { z } from 'zod/mini';
import { CONTACT_SUBJECTS, type ContactSubject } from '#contract/contact.schema.ts';
import { text } from '#contract/text.ts';

export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_MAX_LIMIT = 100;
export const REPLY_MAX = 5000;

export const MESSAGE_READ_FILTERS = ['read', 'unread'] as const;
export const MESSAGE_FOLDERS = ['inbox', 'archived'] as const;

export const MessageFilterSchema = z.strictObject({
  subject: z.optional(z.enum(CONTACT_SUBJECTS)),
  read: z.optional(z.enum(MESSAGE_READ_FILTERS)),
  /** inbox (the default) or archived. */
  folder: z.optional(z.enum(MESSAGE_FOLDERS)),
});
export type MessageFilter = z.infer<typeof MessageFilterSchema>;

export const AdminMessagesQuerySchema = z.strictObject({
  ...MessageFilterSchema.shape,
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MESSAGES_MAX_LIMIT))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000_000))),
});
export type AdminMessagesQuery = z.infer<typeof AdminMessagesQuerySchema>;

/** PATCH /api/admin/messages/{id}: mark read or unread, archive or bring back. */
export const UpdateMessageSchema = z
  .strictObject({ read: z.optional(z.boolean()), archived: z.optional(z.boolean()) })
  .check(
    z.refine((body) => body.read !== undefined || body.archived !== undefined, { message: 'adminMessages.validation.nothingToUpdate' }),
  );
export type UpdateMessage = z.infer<typeof UpdateMessageSchema>;

/** POST /api/admin/messages/{id}/replies: the reply, emailed to the sender as written. */
export const MessageReplySchema = z.strictObject({
  body: text('adminMessages.validation.replyRequired').check(
    z.trim(),
    z.minLength(1, 'adminMessages.validation.replyRequired'),
    z.maxLength(REPLY_MAX, 'adminMessages.validation.replyMax'),
  ),
});
export type MessageReplyInput = z.infer<typeof MessageReplySchema>;

export const MESSAGE_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface AdminMessageListItem {
  id: number;
  fullName: string;
  email: string;
  subject: ContactSubject;
  /** The message's text (the inbox shows its start). */
  message: string;
  language: string;
  status: MessageStatus;
  createdAt: string;
  readAt: string | null;
  archivedAt: string | null;
  replyCount: number;
}

export interface AdminMessageReply {
  id: number;
  body: string;
  admin: { id: number; username: string } | null;
  createdAt: string;
  /** When the mailer took it; null while queued. */
  sentAt: string | null;
}

export interface AdminMessageDetail extends AdminMessageListItem {
  replies: AdminMessageReply[];
}
