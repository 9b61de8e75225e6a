// The buyer block lists (decision 033), hers and the admins', used at checkout, by her (owner page,
// emailed requests) and by admins: the rules, over the SQL of buyer-blocks.queries.ts. A block
// keys on the identities a buyer cannot simply retype — the hash of the email the receipt went
// to, the account, the card's fingerprint — and a buyer matches it when ANY of its keys matches.
// profile_id NULL blocks a buyer everywhere (admins). She sees a label (the buyer's first name
// and country), never the email.
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { sha256 } from '#lib/crypto.ts';
import { NotFoundError } from '../errors.ts';
import { findItemBuyer, insertBuyerBlock, shareLockLiveProfile } from './buyer-blocks.queries.ts';

/** hex sha256 of the trimmed lower-case email, as buyer_blocks stores it. */
export function buyerEmailHash(email: string): string {
  return sha256(email.trim().toLowerCase());
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
  if (block.profileId !== null && !(await shareLockLiveProfile(q, block.profileId))) throw new NotFoundError('Profile not found');
  return insertBuyerBlock(q, {
    profileId: block.profileId,
    emailHash,
    userId,
    cardFingerprint: card,
    label: block.label ?? null,
    reason: block.reason ?? null,
    adminId: block.adminId ?? null,
    byOwner: block.byOwner ?? false,
    sourceOrderItemId: block.sourceOrderItemId ?? null,
  });
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
  const order = await findItemBuyer(q, input.itemId, input.profileId);
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
