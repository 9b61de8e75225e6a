// The SQL of the buyer block lists (buyer_blocks): hers, kept from her owner page and her emailed
// requests, and the admins', which may block a buyer everywhere (profile_id NULL). A buyer matches
// a block when ANY of its keys matches: the hash of the receipt email, the account, the card's
// fingerprint. The rules around these rows (which keys, the label she sees, a block made from an
// order) are in buyer-blocks.ts; every write goes through it.
import type { BuyerBlockView } from '#contract/approval-request.schema.ts';
import type { Queryable } from '#db/connection.ts';

/** The identities of one buyer; a missing one matches nothing. */
export interface BuyerIdentities {
  emailHash?: string | null;
  userId?: number | null;
  cardFingerprint?: string | null;
}

export interface MatchingBlocks {
  /** An admin blocked this buyer on every profile. */
  everywhere: boolean;
  /** The profiles (of those asked about) whose owner blocked this buyer. */
  profileIds: number[];
}

/** Blocks that apply to this buyer: everywhere (admins) or on some of these profiles. */
export async function matchingBlocks(q: Queryable, who: BuyerIdentities, profileIds: readonly number[]): Promise<MatchingBlocks> {
  const keys = [
    who.emailHash ? q`b.buyer_email_hash = ${who.emailHash}` : null,
    who.userId ? q`b.user_id = ${who.userId}` : null,
    who.cardFingerprint ? q`b.card_fingerprint = ${who.cardFingerprint}` : null,
  ].filter((key) => key !== null);
  if (keys.length === 0) return { everywhere: false, profileIds: [] };
  const anyKey = keys.reduce((acc, key) => q`${acc} OR ${key}`);
  const rows = await q<{ profileId: number | null }[]>`
    SELECT DISTINCT b.profile_id AS "profileId" FROM buyer_blocks b
    WHERE (${anyKey}) AND (b.profile_id IS NULL OR b.profile_id = ANY(${[...profileIds]}::int[]))`;
  return {
    everywhere: rows.some((r) => r.profileId === null),
    profileIds: rows.flatMap((r) => (r.profileId === null ? [] : [r.profileId])).sort((a, b) => a - b),
  };
}

/**
 * Share-locks her row while she is not deleted (no block of hers outlives her erasure); false when
 * there is no such profile.
 */
export async function shareLockLiveProfile(q: Queryable, profileId: number): Promise<boolean> {
  const [her] = await q`SELECT id FROM profiles WHERE id = ${profileId} AND deleted_at IS NULL FOR KEY SHARE`;
  return her !== undefined;
}

/** A block row as stored: the email as its hash only. */
export interface BuyerBlockRow {
  profileId: number | null;
  emailHash: string | null;
  userId: number | null;
  cardFingerprint: string | null;
  label: string | null;
  reason: string | null;
  adminId: number | null;
  byOwner: boolean;
  sourceOrderItemId: number | null;
}

/** Writes a block; the same keys on the same profile again return the existing block's id. */
export async function insertBuyerBlock(q: Queryable, block: BuyerBlockRow): Promise<number> {
  const [row] = await q<{ id: number }[]>`
    INSERT INTO buyer_blocks (profile_id, buyer_email_hash, user_id, card_fingerprint, label, reason,
                              created_by_admin_id, created_by_owner, source_order_item_id)
    VALUES (${block.profileId}, ${block.emailHash}, ${block.userId}, ${block.cardFingerprint}, ${block.label}, ${block.reason},
            ${block.adminId}, ${block.byOwner}, ${block.sourceOrderItemId})
    ON CONFLICT ON CONSTRAINT buyer_blocks_identity_key DO UPDATE SET profile_id = EXCLUDED.profile_id
    RETURNING id`;
  if (!row) throw new Error('block insert returned no id');
  return row.id;
}

/** What the order of one of her order items says about its buyer. */
export interface ItemBuyer {
  email: string;
  userId: number | null;
  card: string | null;
  first: string | null;
  name: string | null;
  country: string | null;
}

/** The buyer of order item `itemId`, when the item is one of profile `profileId`'s; else null. */
export async function findItemBuyer(q: Queryable, itemId: number, profileId: number): Promise<ItemBuyer | null> {
  const [order] = await q<ItemBuyer[]>`
    SELECT o.customer_email AS email, o.user_id AS "userId", o.card_fingerprint AS card,
           o.buyer_first_name AS first, o.customer_name AS name, o.buyer_country AS country
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.id = ${itemId} AND oi.profile_id = ${profileId}`;
  return order ?? null;
}

/** Removes a block; with `profileId`, only one of that profile's. True when one was removed. */
export async function removeBlock(q: Queryable, id: number, scope: { profileId?: number } = {}): Promise<boolean> {
  const rows = await q`
    DELETE FROM buyer_blocks WHERE id = ${id}
      ${scope.profileId === undefined ? q`` : q`AND profile_id = ${scope.profileId}`}
    RETURNING id`;
  return rows.length > 0;
}

/** Her block list, newest first, as her owner page shows it. */
export async function blocksOf(q: Queryable, profileId: number): Promise<BuyerBlockView[]> {
  const rows = await q<{ id: number; label: string | null; createdAt: Date; byOwner: boolean }[]>`
    SELECT id, label, created_at AS "createdAt", created_by_owner AS "byOwner"
    FROM buyer_blocks WHERE profile_id = ${profileId}
    ORDER BY created_at DESC, id DESC`;
  return rows.map((r) => ({ id: r.id, label: r.label, createdAt: r.createdAt.toISOString(), byOwner: r.byOwner }));
}
