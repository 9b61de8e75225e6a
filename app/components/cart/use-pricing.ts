// The pricing the cart and checkout show (decision 031): the stored copy at once (offline too),
// refreshed from the server when a page that shows prices opens while online. A failed refresh
// keeps the stored copy; checkout charges the server's price whatever was shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { fetchPricing } from '#app/api/public-pricing.ts';
import { db } from '#app/local/db.ts';
import { readStoredPricing, storePricing } from '#app/local/stored-pricing.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import { DEFAULT_PUBLIC_PRICING, type PublicPricing } from '#contract/pricing.ts';

let inFlight: Promise<void> | null = null;

export function refreshPricing(): Promise<void> {
  inFlight ??= fetchPricing()
    .then((pricing) => storePricing(db, pricing))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function usePricing(): PublicPricing {
  const online = useOnlineStatus();
  useEffect(() => {
    if (online) void refreshPricing();
  }, [online]);
  return useLiveQuery(() => readStoredPricing(db), []) ?? DEFAULT_PUBLIC_PRICING;
}
