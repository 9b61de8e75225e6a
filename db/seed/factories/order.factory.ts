// Orders with their items for tests and the demo seed. A completed order carries what
// fulfilment would have written: per item a snapshot of the profile and of its contact details.
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '#api/orders/order-status.ts';
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import type { Language } from '#contract/languages.ts';
import type { Queryable } from '#db/connection.ts';

export type { OrderStatus };

export interface OrderFields {
  userId: number | null;
  customerEmail: string;
  customerName: string | null;
  totalAmount: string;
  currency: string;
  status: OrderStatus;
  provider: 'stripe' | 'test';
  providerSessionId: string | null;
  stripePaymentIntentId: string | null;
  language: Language;
  createdAt: Date;
  completedAt: Date | null;
}

export interface InsertedOrderItem {
  id: number;
  profileId: number;
  price: string;
  releaseStatus: string;
  contactInfo: Record<string, string> | null;
}

export interface InsertedOrder extends OrderFields {
  id: number;
  items: InsertedOrderItem[];
}

interface SnapshotRow {
  id: number;
  first_name: string;
  last_name: string | null;
  age: number;
  location: string;
  primary_photo: string | null;
  photos: string[];
  price: string;
  contact_methods: Record<string, string>;
}

let counter = 0;

export function buildOrder(overrides: Partial<OrderFields> = {}): OrderFields {
  counter += 1;
  const status = overrides.status ?? 'completed';
  const createdAt = overrides.createdAt ?? new Date();
  return {
    userId: null,
    customerEmail: `customer${counter}@example.com`,
    customerName: GUEST_CUSTOMER,
    totalAmount: '0.00',
    currency: 'USD',
    status,
    provider: 'test',
    providerSessionId: `test_cs_${randomUUID()}`,
    stripePaymentIntentId: null,
    language: 'en',
    createdAt,
    completedAt: status === 'completed' ? createdAt : null,
    ...overrides,
  };
}

/** Each contact at its own price for 1-9 contacts, $1.00 each from 10. */
export function itemPrices(profilePrices: readonly string[]): string[] {
  return profilePrices.map((price) => (profilePrices.length >= 10 ? '1.00' : Number(price).toFixed(2)));
}

/**
 * Inserts an order for the given profiles (in that order). The total is computed from the
 * profiles' prices unless overridden; completed orders get released items with snapshots.
 */
export async function insertOrder(
  sql: Queryable,
  profileIds: readonly number[],
  overrides: Partial<OrderFields> = {},
): Promise<InsertedOrder> {
  const profiles = await sql<SnapshotRow[]>`
    SELECT id, first_name, last_name, age, location, primary_photo, photos, price, contact_methods
    FROM profiles WHERE id = ANY(${[...profileIds]}::int[])`;
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const ordered = profileIds.map((id) => {
    const p = byId.get(id);
    if (!p) throw new Error(`insertOrder: no profile ${id}`);
    return p;
  });
  const prices = itemPrices(ordered.map((p) => p.price));
  const total = prices.reduce((sum, price) => sum + Math.round(Number(price) * 100), 0);
  const order = buildOrder({ totalAmount: (total / 100).toFixed(2), ...overrides });
  const released = order.status === 'completed';
  const releaseStatus = released ? 'released' : order.status === 'awaiting_approval' ? 'awaiting_consent' : 'pending';

  const [row] = await sql<{ id: number }[]>`
    INSERT INTO orders (user_id, customer_email, customer_name, total_amount, currency, status,
                        provider, provider_session_id, stripe_payment_intent_id, language,
                        created_at, completed_at)
    VALUES (${order.userId}, ${order.customerEmail}, ${order.customerName}, ${order.totalAmount},
            ${order.currency}, ${order.status}, ${order.provider}, ${order.providerSessionId},
            ${order.stripePaymentIntentId}, ${order.language}, ${order.createdAt}, ${order.completedAt})
    RETURNING id`;
  if (!row) throw new Error('order insert returned no id');

  const items: InsertedOrderItem[] = [];
  for (const [i, p] of ordered.entries()) {
    const snapshot = {
      id: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      age: p.age,
      location: p.location,
      primaryPhoto: p.primary_photo,
      photos: p.photos,
    };
    const contactInfo = released ? p.contact_methods : null;
    const price = prices[i] as string;
    const [item] = await sql<{ id: number }[]>`
      INSERT INTO order_items (order_id, profile_id, price, contact_info, profile_snapshot,
                               release_status, released_at, created_at)
      VALUES (${row.id}, ${p.id}, ${price}, ${contactInfo === null ? null : sql.json(contactInfo)},
              ${sql.json(snapshot)}, ${releaseStatus}, ${released ? order.completedAt : null},
              ${order.createdAt})
      RETURNING id`;
    if (!item) throw new Error('order item insert returned no id');
    items.push({ id: item.id, profileId: p.id, price, releaseStatus, contactInfo });
  }
  return { ...order, id: row.id, items };
}
