// SQL of the back office's block list: the page of blocks with their profile,
// author and source order, the identities of an order's buyer, and the profiles an order sold.
// Writes go through api/buyers/buyer-blocks.ts (insertBlock) and buyer-blocks.queries.ts (removeBlock),
// the one home of block rows.
import type { AdminBlockListItem } from '#contract/admin-block.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { isoTime } from '../profiles/profiles-list.queries.ts';

/** Hex characters of the email hash the list shows. */
const HASH_HINT = 8;

export async function findBlockPage(
  db: Queryable,
  page: { limit: number; offset: number },
): Promise<{ blocks: AdminBlockListItem[]; total: number }> {
  const blocks = await db<AdminBlockListItem[]>`
    SELECT b.id, b.label, left(b.buyer_email_hash, ${HASH_HINT}) AS "emailHashHint",
      b.user_id IS NOT NULL AS "hasAccount", b.card_fingerprint IS NOT NULL AS "hasCard",
      CASE WHEN p.id IS NULL THEN NULL
        ELSE json_build_object('id', p.id, 'name', concat_ws(' ', p.first_name, p.last_name)) END AS profile,
      CASE WHEN b.created_by_owner THEN json_build_object('kind', 'owner')
        ELSE json_build_object('kind', 'admin', 'username', a.username) END AS "createdBy",
      ${isoTime(db, db`b.created_at`)} AS "createdAt", b.reason, oi.order_id AS "orderId"
    FROM buyer_blocks b
    LEFT JOIN profiles p ON p.id = b.profile_id
    LEFT JOIN admin_users a ON a.id = b.created_by_admin_id
    LEFT JOIN order_items oi ON oi.id = b.source_order_item_id
    ORDER BY b.created_at DESC, b.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  const [count] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM buyer_blocks`;
  return { blocks, total: count?.total ?? 0 };
}

export async function profileExists(db: Queryable, profileId: number): Promise<boolean> {
  const [row] = await db<{ id: number }[]>`SELECT id FROM profiles WHERE id = ${profileId} AND deleted_at IS NULL`;
  return row !== undefined;
}

export interface OrderBuyerRow {
  email: string;
  userId: number | null;
  cardFingerprint: string | null;
  firstName: string | null;
  customerName: string | null;
  country: string | null;
  /** The first item, for the block's source. */
  firstItemId: number | null;
}

/** The identities of an order's buyer, with the order locked (undefined: no such order). */
export async function lockOrderBuyer(db: Queryable, orderId: number): Promise<OrderBuyerRow | undefined> {
  const [row] = await db<OrderBuyerRow[]>`
    SELECT o.customer_email AS email, o.user_id AS "userId", o.card_fingerprint AS "cardFingerprint",
      o.buyer_first_name AS "firstName", o.customer_name AS "customerName", o.buyer_country AS country,
      (SELECT min(oi.id) FROM order_items oi WHERE oi.order_id = o.id) AS "firstItemId"
    FROM orders o WHERE o.id = ${orderId}
    FOR UPDATE OF o`;
  return row;
}

/** The order's item for this profile, if the order sold it. */
export async function findOrderItemOfProfile(db: Queryable, orderId: number, profileId: number): Promise<number | undefined> {
  const [row] = await db<{ id: number }[]>`
    SELECT id FROM order_items WHERE order_id = ${orderId} AND profile_id = ${profileId} ORDER BY id LIMIT 1`;
  return row?.id;
}
