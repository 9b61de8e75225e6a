// Pricing (storefront §9, DESIGN §8): each profile's own price for 1–9 contacts, $1.00 each
// from 10, in USD with two decimals. The server's figure is the only one charged; the app
// uses the same function to show the total before checkout. Work in integer cents.
export const BULK_THRESHOLD = 10;
export const BULK_UNIT_CENTS = 100;
export const CURRENCY = 'USD';

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

/** Prices every line of an order of `prices.length` contacts. */
export function priceLines(prices: ReadonlyArray<string | number>): PricedLine[] {
  const bulk = prices.length >= BULK_THRESHOLD;
  return prices.map((price) => {
    const listCents = toCents(price);
    return { listCents, unitCents: bulk ? BULK_UNIT_CENTS : listCents };
  });
}

/** The order total in cents. */
export function orderTotalCents(prices: ReadonlyArray<string | number>): number {
  return priceLines(prices).reduce((sum, line) => sum + line.unitCents, 0);
}
