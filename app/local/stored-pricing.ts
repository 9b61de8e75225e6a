// The last pricing the server announced (GET /api/pricing, decision 031), kept in Dexie's syncState
// so the cart's totals follow the admin settings offline too; before the first answer, and whenever
// the stored copy fails its schema, the default pricing applies ($1.00 each from 10 contacts).
import { DEFAULT_PUBLIC_PRICING, type PublicPricing, PublicPricingSchema } from '#contract/pricing.ts';
import type { ContactoDb } from './db.ts';

export const PRICING_KEY = 'pricing';

export async function readStoredPricing(database: ContactoDb): Promise<PublicPricing> {
  const row = await database.syncState.get(PRICING_KEY);
  const parsed = PublicPricingSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_PRICING;
}

export async function storePricing(database: ContactoDb, pricing: PublicPricing): Promise<void> {
  await database.syncState.put({ key: PRICING_KEY, value: pricing });
}
