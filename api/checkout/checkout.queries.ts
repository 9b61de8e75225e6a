// SQL for starting a checkout: the profiles being bought (with their prices, never their contact
// details), the buyer's blocks and daily purchases, and the pending order with its items.
import { matchingBlocks } from '#api/buyers/buyer-blocks.queries.ts';
import { buyerEmailHash } from '#api/buyers/buyer-blocks.ts';
import type { Queryable } from '#db/connection.ts';
import { publicProfile } from '../profiles/public-profile.ts';

export { buyerEmailHash };

export interface CheckoutProfile {
  id: number;
  firstName: string;
  lastName: string | null;
  age: number;
  price: string;
  releasePolicy: string;
  isPublic: boolean;
}

export async function profilesForCheckout(sql: Queryable, ids: readonly number[]): Promise<CheckoutProfile[]> {
  return sql<CheckoutProfile[]>`
    SELECT id, first_name AS "firstName", last_name AS "lastName", age, price, release_policy AS "releasePolicy",
           ${publicProfile(sql)} AS "isPublic"
    FROM profiles WHERE id = ANY(${[...ids]}::int[])`;
}

/** Blocks that apply to this buyer (its email; its account when signed in): everywhere or on some of these profiles. */
export async function buyerBlocks(
  sql: Queryable,
  email: string,
  ids: readonly number[],
  userId: number | null = null,
): Promise<{ everywhere: boolean; profileIds: number[] }> {
  return matchingBlocks(sql, { emailHash: buyerEmailHash(email), userId }, ids);
}

/** Contacts this email bought (paid orders) since a moment. */
export async function contactsBoughtSince(sql: Queryable, email: string, since: Date): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    WHERE lower(o.customer_email) = lower(${email}) AND o.created_at > ${since}
      AND o.status IN ('completed', 'awaiting_approval') AND oi.release_status <> 'declined'`;
  return row?.count ?? 0;
}

export interface NewCheckout {
  customerEmail: string;
  customerName: string;
  totalAmount: string;
  currency: string;
  provider: 'stripe' | 'test';
  language: string;
  userId: number | null;
  /** ISO alpha-2, upper case. */
  buyerCountry: string;
  /** Only for a buyer from a country of approve_each_buyer_countries: his form, sealed, and the first name it gave. */
  buyerDisclosure: { sealed: string; firstName: string } | null;
  captureMethod: 'automatic' | 'manual';
  items: { profileId: number; price: string; releasePolicy: string }[];
}

/** The pending order and its items (price fixed now); returns the order id. */
export async function insertCheckout(tx: Queryable, checkout: NewCheckout): Promise<number> {
  const [order] = await tx<{ id: number }[]>`
    INSERT INTO orders (user_id, customer_email, customer_name, total_amount, currency, status, provider, language,
                        buyer_country, buyer_disclosure_sealed, buyer_first_name, capture_method)
    VALUES (${checkout.userId}, ${checkout.customerEmail}, ${checkout.customerName}, ${checkout.totalAmount},
            ${checkout.currency}, 'pending', ${checkout.provider}, ${checkout.language}, ${checkout.buyerCountry},
            ${checkout.buyerDisclosure?.sealed ?? null}, ${checkout.buyerDisclosure?.firstName ?? null}, ${checkout.captureMethod})
    RETURNING id`;
  if (!order) throw new Error('order insert returned no id');
  const rows = checkout.items.map((item) => ({
    order_id: order.id,
    profile_id: item.profileId,
    price: item.price,
    release_policy: item.releasePolicy,
  }));
  await tx`INSERT INTO order_items ${tx(rows)}`;
  return order.id;
}

export async function attachProviderSession(sql: Queryable, orderId: number, sessionId: string, expiresAt: Date): Promise<void> {
  await sql`UPDATE orders SET provider_session_id = ${sessionId}, expires_at = ${expiresAt} WHERE id = ${orderId}`;
}

export async function failCheckout(sql: Queryable, orderId: number, reason: string): Promise<void> {
  await sql`UPDATE orders SET status = 'failed', failure_reason = ${reason} WHERE id = ${orderId} AND status = 'pending'`;
}
