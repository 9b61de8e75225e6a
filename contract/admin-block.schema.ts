// The buyers' block list in the back office: the list (paged, the total in X-Total-Count), a
// block an admin types (an email, on one profile or everywhere), a block of an order's buyer
// (every identity the order holds: the receipt email's hash, the account, the card fingerprint),
// the block written and the refusals. Messages are i18n keys of adminOrders.blocks.
import { z } from 'zod/mini';
import { EMAIL_MAX, emailAddress } from '#contract/contact.schema.ts';
import { text } from '#contract/text.ts';

export const ADMIN_BLOCKS_PAGE_SIZE = 25;
export const ADMIN_BLOCKS_MAX_LIMIT = 100;
export const BLOCK_REASON_MAX = 500;

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));
const reason = text('adminOrders.blocks.validation.reasonRequired').check(
  z.trim(),
  z.minLength(1, 'adminOrders.blocks.validation.reasonRequired'),
  z.maxLength(BLOCK_REASON_MAX, 'adminOrders.blocks.validation.reasonMax'),
);

/** GET /api/admin/blocks?limit&offset */
export const AdminBlocksQuerySchema = z.strictObject({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_BLOCKS_MAX_LIMIT))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000_000))),
});
export type AdminBlocksQuery = z.infer<typeof AdminBlocksQuerySchema>;

/** POST /api/admin/blocks: an email, blocked on one profile or (no profileId) everywhere, and why. */
export const AdminBlockCreateSchema = z.strictObject({
  email: z.pipe(
    text('adminOrders.blocks.validation.emailInvalid').check(z.maxLength(EMAIL_MAX, 'adminOrders.blocks.validation.emailInvalid')),
    emailAddress('adminOrders.blocks.validation.emailInvalid'),
  ),
  profileId: z.optional(z.nullable(id)),
  reason,
});
export type AdminBlockCreate = z.infer<typeof AdminBlockCreateSchema>;

/** POST /api/admin/orders/{id}/block-buyer: everywhere, or on one profile of that order. */
export const AdminBlockBuyerSchema = z.strictObject({
  scope: z.union([z.literal('everywhere'), id], 'adminOrders.blocks.validation.scope'),
  reason,
});
export type AdminBlockBuyer = z.infer<typeof AdminBlockBuyerSchema>;

export const AdminBlockListItemSchema = z.object({
  id: z.int(),
  /** What she sees (the buyer's first name and country), when known. */
  label: z.nullable(z.string()),
  /** The first characters of the receipt email's hash: enough to tell two blocks apart, never the email. */
  emailHashHint: z.nullable(z.string()),
  hasAccount: z.boolean(),
  hasCard: z.boolean(),
  /** null: blocked everywhere. */
  profile: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** Who made it: an admin (by name), or her (from her owner page or a request). */
  createdBy: z.union([z.object({ kind: z.literal('admin'), username: z.nullable(z.string()) }), z.object({ kind: z.literal('owner') })]),
  createdAt: z.string(),
  reason: z.nullable(z.string()),
  /** The order it was made from, when it was. */
  orderId: z.nullable(z.int()),
});
export type AdminBlockListItem = z.infer<typeof AdminBlockListItemSchema>;
export const AdminBlockListSchema = z.array(AdminBlockListItemSchema);

/** POST /blocks and POST /orders/{id}/block-buyer (201): the block written. */
export const AdminBlockCreatedSchema = z.object({ id: z.int() });
export type AdminBlockCreated = z.infer<typeof AdminBlockCreatedSchema>;

/** 409 {message, code}; the page says adminOrders.blocks.refusals.<code> in the admin's language. */
export const BLOCK_REFUSALS = {
  unknownProfile: 'No profile has that id',
  notInOrder: 'That profile is not part of this order',
} as const;
export type BlockRefusal = keyof typeof BLOCK_REFUSALS;
