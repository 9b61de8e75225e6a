// The message inbox (decision 030): GET /api/admin/messages's filters (in the
// query string and the page's URL alike), the message as the inbox and its page show it, and the
// bodies of PATCH (read, archived) and of a reply.
import { z } from 'zod/mini';
import { CONTACT_SUBJECTS } from '#contract/contact.schema.ts';
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

export const AdminMessageListItemSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  email: z.string(),
  subject: z.enum(CONTACT_SUBJECTS),
  /** The message's text (the inbox shows its start). */
  message: z.string(),
  language: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  archivedAt: z.nullable(z.string()),
  replyCount: z.int(),
});
export type AdminMessageListItem = z.infer<typeof AdminMessageListItemSchema>;
export const AdminMessageListSchema = z.array(AdminMessageListItemSchema);

export const AdminMessageReplySchema = z.object({
  id: z.int(),
  body: z.string(),
  admin: z.nullable(z.object({ id: z.int(), username: z.string() })),
  createdAt: z.string(),
  /** When the mailer took it; null while queued. */
  sentAt: z.nullable(z.string()),
});
export type AdminMessageReply = z.infer<typeof AdminMessageReplySchema>;

export const AdminMessageDetailSchema = z.extend(AdminMessageListItemSchema, { replies: z.array(AdminMessageReplySchema) });
export type AdminMessageDetail = z.infer<typeof AdminMessageDetailSchema>;
