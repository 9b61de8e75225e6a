// Her block list and the admins' (decision 033): queries only. A block keys on the
// identities a buyer cannot simply retype — the hash of the email the receipt went to, the
// account, the card's fingerprint — and a buyer matches it when ANY of its keys matches.
// profile_id NULL blocks a buyer everywhere (admins). She sees a label (the buyer's first name
// and country), never the email.
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import type { BuyerBlockView } from '#contract/consent.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { sha256 } from '#lib/crypto.ts';
import { NotFoundError } from '../errors.ts';

/** hex sha256 of the trimmed lower-case email, as buyer_blocks stores it. */
export function buyerEmailHash(email: string): string {
  return sha256(email.trim().toLowerCase());
}

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

export interface NewBlock {
  /** null: blocked everywhere (admins only). */
  profileId: number | null;
  /** Typed by an admin; stored as its hash only. */
  email?: string | null;
  userId?: number | null;
  cardFingerprint?: string | null;
  label?: string | null;
  reason?: string | null;
  adminId?: number | null;
  /** Made by her (owner page or emailed request), as opposed to an admin. */
  byOwner?: boolean;
  sourceOrderItemId?: number | null;
}

/** Writes a block; the same keys on the same profile again return the existing block's id. */
export async function insertBlock(q: Queryable, block: NewBlock): Promise<number> {
  const emailHash = block.email ? buyerEmailHash(block.email) : null;
  const userId = block.userId ?? null;
  const card = block.cardFingerprint ?? null;
  if (!emailHash && !userId && !card) throw new Error('a block needs an email, an account or a card fingerprint');
  // her row share-locked: no block of hers outlives her erasure
  if (block.profileId !== null) {
    const [her] = await q`SELECT id FROM profiles WHERE id = ${block.profileId} AND deleted_at IS NULL FOR KEY SHARE`;
    if (!her) throw new NotFoundError('Profile not found');
  }
  const [row] = await q<{ id: number }[]>`
    INSERT INTO buyer_blocks (profile_id, buyer_email_hash, user_id, card_fingerprint, label, reason,
                              created_by_admin_id, created_by_owner, source_order_item_id)
    VALUES (${block.profileId}, ${emailHash}, ${userId}, ${card}, ${block.label ?? null}, ${block.reason ?? null},
            ${block.adminId ?? null}, ${block.byOwner ?? false}, ${block.sourceOrderItemId ?? null})
    ON CONFLICT ON CONSTRAINT buyer_blocks_identity_key DO UPDATE SET profile_id = EXCLUDED.profile_id
    RETURNING id`;
  if (!row) throw new Error('block insert returned no id');
  return row.id;
}

/** The buyer's first name as she may see it: from the disclosure form, else the checkout's name. */
export function buyerFirstName(disclosureFirstName: string | null | undefined, customerName: string | null): string | null {
  const named = customerName && customerName !== GUEST_CUSTOMER ? customerName.trim().split(/\s+/)[0] : null;
  return disclosureFirstName?.trim() || named || null;
}

/** The label she sees for the buyer of an order: first name and country, never the email. */
export function buyerLabel(order: {
  disclosureFirstName: string | null;
  customerName: string | null;
  country: string | null;
}): string | null {
  const first = buyerFirstName(order.disclosureFirstName, order.customerName);
  const label = [first, order.country ? `(${order.country})` : null].filter(Boolean).join(' ');
  return label === '' ? null : label.slice(0, 200);
}

/**
 * Blocks the buyer of one order item (her request, or an admin looking at it) with every identity
 * the order holds: the receipt email's hash, the account, the card fingerprint. Returns the block's
 * id, or null when the item is not one of this profile's.
 */
export async function blockFromItem(
  q: Queryable,
  input: { itemId: number; profileId: number; byOwner: boolean; adminId?: number; reason?: string },
): Promise<number | null> {
  const [order] = await q<
    { email: string; userId: number | null; card: string | null; first: string | null; name: string | null; country: string | null }[]
  >`
    SELECT o.customer_email AS email, o.user_id AS "userId", o.card_fingerprint AS card,
           o.buyer_first_name AS first, o.customer_name AS name, o.buyer_country AS country
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.id = ${input.itemId} AND oi.profile_id = ${input.profileId}`;
  if (!order) return null;
  return insertBlock(q, {
    profileId: input.profileId,
    email: order.email,
    userId: order.userId,
    cardFingerprint: order.card,
    label: buyerLabel({ disclosureFirstName: order.first, customerName: order.name, country: order.country }),
    reason: input.reason ?? null,
    adminId: input.adminId ?? null,
    byOwner: input.byOwner,
    sourceOrderItemId: input.itemId,
  });
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
