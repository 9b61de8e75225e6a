// Dollar amounts as the storefront shows them: "$" and two decimals (USD only).
import { formatCents } from '#contract/pricing.ts';

export function formatUsd(cents: number): string {
  return `$${formatCents(cents)}`;
}
