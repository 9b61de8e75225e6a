// The back office's profile list (GET /api/admin/profiles?limit&offset&status) and its row, which
// the dashboard's recent profiles (GET /api/admin/recent-profiles) share. Search runs on the server
// across every profile (not only the page shown); `edit_waiting` lists owners'
// edits of live profiles.
import { z } from 'zod/mini';
import { text } from '#contract/text.ts';

/** 50 profiles a page. */
export const ADMIN_PROFILES_PAGE_SIZE = 50;
export const ADMIN_PROFILES_MAX_LIMIT = 200;
export const ADMIN_PROFILES_SEARCH_MAX = 200;

/** pending: new submissions waiting for review; approved: is_approved; edit_waiting: an owner's edit waits. */
export const ADMIN_PROFILE_FILTERS = ['pending', 'approved', 'edit_waiting'] as const;
export type AdminProfileFilter = (typeof ADMIN_PROFILE_FILTERS)[number];

export const AdminProfileListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_PROFILES_MAX_LIMIT)), ADMIN_PROFILES_PAGE_SIZE),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)), 0),
  status: z.optional(z.enum(ADMIN_PROFILE_FILTERS)),
  search: z.optional(text().check(z.trim(), z.maxLength(ADMIN_PROFILES_SEARCH_MAX))),
});
export type AdminProfileListQuery = z.infer<typeof AdminProfileListQuerySchema>;

export const AdminProfileListItemSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.nullable(z.string()),
  age: z.int(),
  location: z.string(),
  email: z.nullable(z.string()),
  /** ISO time. */
  createdAt: z.string(),
  status: z.enum(['PENDING', 'ACTIVE', 'INACTIVE']),
  isApproved: z.boolean(),
  isFeatured: z.boolean(),
  photos: z.array(z.string()),
  primaryPhoto: z.nullable(z.string()),
  /** An owner's edit of her live profile waits for review (profiles.pending_edit). */
  hasPendingEdit: z.boolean(),
  /** ISO time the waiting edit was sent, when there is one. */
  pendingEditAt: z.nullable(z.string()),
  /** A moderator's answer that is not "approved" (00013). */
  reviewDecision: z.nullable(z.enum(['needs_changes', 'declined'])),
});
export type AdminProfileListItem = z.infer<typeof AdminProfileListItemSchema>;

export const AdminProfileListSchema = z.object({
  profiles: z.array(AdminProfileListItemSchema),
  totalCount: z.int(),
});
export type AdminProfileList = z.infer<typeof AdminProfileListSchema>;
