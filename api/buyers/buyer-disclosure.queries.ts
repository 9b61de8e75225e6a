// SQL of the buyer's disclosure form at rest (db/migrations/00035): forms still in clear from
// before it was sealed, forms sealed under an earlier secret, and forms whose time is up.
import type { Queryable } from '#db/connection.ts';

/** Forms still in clear (written before 00035, or by a process still on the old code), locked for this transaction. */
export async function lockPlainDisclosures(q: Queryable, limit: number): Promise<{ id: number; plain: unknown }[]> {
  return q<{ id: number; plain: unknown }[]>`
    SELECT id, buyer_disclosure AS plain FROM orders
    WHERE buyer_disclosure IS NOT NULL
    ORDER BY id LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

/** Sealed forms whose key is not `keyId` (sealed before a rotation), after `afterId`, locked for this transaction. */
export async function lockDisclosuresSealedUnderOtherKeys(
  q: Queryable,
  keyId: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; sealed: string }[]> {
  return q<{ id: number; sealed: string }[]>`
    SELECT id, buyer_disclosure_sealed AS sealed FROM orders
    WHERE buyer_disclosure_sealed IS NOT NULL AND NOT starts_with(buyer_disclosure_sealed, ${`${keyId}.`}) AND id > ${afterId}
    ORDER BY id LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}

/** Stores a form sealed; the clear copy goes. The first name is kept unless the order has one. */
export async function storeSealedDisclosure(q: Queryable, id: number, sealed: string, firstName: string | null): Promise<void> {
  await q`
    UPDATE orders SET buyer_disclosure_sealed = ${sealed}, buyer_disclosure = NULL,
      buyer_first_name = coalesce(buyer_first_name, ${firstName})
    WHERE id = ${id}`;
}

/**
 * Erases the forms of purchases where nothing waits for her answer any more and the last decision
 * (or, unpaid, the purchase itself) is older than `days` days at `now`. Returns how many.
 */
export async function eraseDecidedDisclosures(q: Queryable, now: Date, days: number): Promise<number> {
  const rows = await q`
    UPDATE orders o SET buyer_disclosure_sealed = NULL, buyer_disclosure = NULL, buyer_disclosure_erased_at = ${now}
    WHERE (o.buyer_disclosure_sealed IS NOT NULL OR o.buyer_disclosure IS NOT NULL)
      AND o.status NOT IN ('pending', 'awaiting_approval')
      AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.release_status = 'awaiting_consent')
      AND greatest(o.created_at, o.settled_at, (SELECT max(oi.decided_at) FROM order_items oi WHERE oi.order_id = o.id))
          < ${now}::timestamptz - make_interval(days => ${days})`;
  return rows.count;
}
