// e2e helpers for checkout and payments: find profiles the demo catalogue sells, start a
// test-mode checkout through the API.
import type { APIRequestContext } from '@playwright/test';

/** Public profiles of the demo catalogue that can be bought (the API names the ones that cannot). */
export async function buyableProfileIds(request: APIRequestContext, count: number): Promise<number[]> {
  const candidates = Array.from({ length: 40 }, (_, i) => i + 1);
  const res = await request.post('/api/create-checkout-session', {
    data: { profileIds: candidates, customerEmail: 'probe@example.com', language: 'en' },
  });
  const body = (await res.json()) as { unavailableProfileIds?: number[] };
  const unavailable = new Set(body.unavailableProfileIds ?? []);
  const ids = candidates.filter((id) => !unavailable.has(id)).slice(0, count);
  if (ids.length < count) throw new Error(`only ${ids.length} buyable profiles among ids 1-40`);
  return ids;
}

export async function startTestCheckout(
  request: APIRequestContext,
  profileIds: number[],
  options: { language?: string; email?: string } = {},
): Promise<{ url: string; sessionId: string }> {
  const res = await request.post('/api/create-checkout-session', {
    data: {
      amount: 0.01,
      profileIds,
      customerEmail: options.email ?? `e2e-${Date.now()}@example.com`,
      customerName: 'E2E Buyer',
      profileNames: profileIds.map(String),
      language: options.language ?? 'en',
    },
  });
  if (!res.ok()) throw new Error(`checkout failed: ${res.status()} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  return { url, sessionId: url.split('/test-checkout/')[1] ?? '' };
}
