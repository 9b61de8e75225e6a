// GET /api/pricing: the tier rule in force (decision 031), checked against its contract.
import { type PublicPricing, PublicPricingSchema } from '#contract/pricing.ts';
import { request } from './client.ts';

export function fetchPricing(): Promise<PublicPricing> {
  return request('/api/pricing', { schema: PublicPricingSchema });
}
