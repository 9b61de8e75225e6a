// Site users as the back office sees them: the list's query (optional paging and search; the total
// in X-Total-Count), the activation body, and the user, favourite and order views the dialog shows.
import { z } from 'zod/mini';
import { rowId } from '#contract/admin-account.schema.ts';
import { text } from '#contract/text.ts';

export const ADMIN_USERS_PAGE_SIZE = 20;
/** A request asks for at most this many; without `limit` the list holds the newest this many. */
export const ADMIN_USERS_MAX_LIMIT = 1000;
export const ADMIN_USERS_SEARCH_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** GET /api/admin/users?limit&offset&search: all optional, so a bare call still works. */
export const AdminUsersQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_USERS_MAX_LIMIT))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647))),
  search: z.optional(text().check(z.trim(), z.maxLength(ADMIN_USERS_SEARCH_MAX))),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** PATCH /api/admin/users/{id}: Activate / Deactivate. */
export const SetUserActiveSchema = z.strictObject({ isActive: z.boolean() });
export type SetUserActive = z.infer<typeof SetUserActiveSchema>;

/** :userId of /api/admin/user-favorites/{userId} and /api/admin/user-orders/{userId}. */
export const AdminUserIdParamsSchema = z.object({ userId: rowId() });

/** A site user. Times are ISO strings. */
export const AdminSiteUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  registrationDate: z.string(),
  lastLogin: z.nullable(z.string()),
  role: z.string(),
});
export type AdminSiteUser = z.infer<typeof AdminSiteUserSchema>;

/** One of a user's favourites; primaryPhoto lets the thumbnail pick. */
export const AdminUserFavoriteSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  profile: z.object({
    id: z.int(),
    firstName: z.string(),
    lastName: z.nullable(z.string()),
    age: z.int(),
    location: z.string(),
    photos: z.array(z.string()),
    primaryPhoto: z.nullable(z.string()),
  }),
});
export type AdminUserFavorite = z.infer<typeof AdminUserFavoriteSchema>;

/** One of a user's orders: money in dollars as numbers. */
export const AdminUserOrderSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  currency: z.string(),
  items: z.array(
    z.object({
      id: z.int(),
      price: z.number(),
      profileId: z.nullable(z.int()),
      profile: z.object({ firstName: z.string(), lastName: z.nullable(z.string()) }),
    }),
  ),
});
export type AdminUserOrder = z.infer<typeof AdminUserOrderSchema>;
