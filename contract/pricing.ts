// Pricing: each profile's own price below the bulk threshold, the
// bulk unit price for every contact from it, in USD with two decimals. The threshold and the bulk
// price are admin settings (decision 031; $1.00 from 10 by default): the server reads them at
// checkout and its figure is the only one charged; the app shows the total before checkout with
// the same function and the last pricing it fetched (GET /api/pricing). Work in integer cents.
import { z } from 'zod/mini';

export const CURRENCY = 'USD';

/** The tier rule: from `bulkThreshold` contacts in one order, each costs `bulkUnitCents`. */
export interface Pricing {
  bulkThreshold: number;
  bulkUnitCents: number;
}

/** The default rule ($1.00 each from 10 contacts), in force until the settings say otherwise. */
export const DEFAULT_PRICING: Readonly<Pricing> = Object.freeze({ bulkThreshold: 10, bulkUnitCents: 100 });
/** The price a new profile is listed at by default ($2 a contact). */
export const DEFAULT_CONTACT_CENTS = 200;

/** GET /api/pricing: the tier rule in force, the default contact price and the currency. */
export const PublicPricingSchema = z.object({
  bulkThreshold: z.int().check(z.minimum(1)),
  bulkUnitCents: z.int().check(z.minimum(0)),
  defaultContactCents: z.int().check(z.minimum(0)),
  currency: z.literal(CURRENCY),
  /** Buyer countries whose purchases always wait for her approval (setting approve_each_buyer_countries). */
  approvalCountries: z.array(z.string()),
  /** How long she has to answer (setting approval_deadline_hours). */
  approvalDeadlineHours: z.int().check(z.minimum(1)),
});
export type PublicPricing = z.infer<typeof PublicPricingSchema>;

export const DEFAULT_PUBLIC_PRICING: Readonly<PublicPricing> = Object.freeze({
  ...DEFAULT_PRICING,
  defaultContactCents: DEFAULT_CONTACT_CENTS,
  currency: CURRENCY,
  approvalCountries: ['US'],
  approvalDeadlineHours: 72,
});

/** Whole days she has to answer, rounded up ("within N days"). */
export function approvalDeadlineDays(hours: number): number {
  return Math.max(1, Math.ceil(hours / 24));
}

/** "2.00" or 2 → 200. Throws on a negative or non-numeric price. */
export function toCents(price: string | number): number {
  const value = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`invalid price: ${price}`);
  // toPrecision drops binary noise first (1.005 * 100 is 100.49999999999999), then round half up.
  return Math.round(Number((value * 100).toPrecision(12)));
}

export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface PricedLine {
  /** The profile's own price, in cents. */
  listCents: number;
  /** What this line costs in this order, in cents. */
  unitCents: number;
}

/** Whether an order of `count` contacts gets the bulk price. */
export function isBulk(count: number, pricing: Pricing): boolean {
  return count >= pricing.bulkThreshold;
}

/** Prices every line of an order of `prices.length` contacts under `pricing`. */
export function priceLines(prices: ReadonlyArray<string | number>, pricing: Pricing): PricedLine[] {
  const bulk = isBulk(prices.length, pricing);
  return prices.map((price) => {
    const listCents = toCents(price);
    return { listCents, unitCents: bulk ? pricing.bulkUnitCents : listCents };
  });
}

/** The order total in cents. */
export function orderTotalCents(prices: ReadonlyArray<string | number>, pricing: Pricing): number {
  return priceLines(prices, pricing).reduce((sum, line) => sum + line.unitCents, 0);
}
