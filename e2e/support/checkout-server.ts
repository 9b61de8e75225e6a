// e2e helpers for checkout and payments: find profiles the demo catalogue sells, start a
// test-mode checkout through the API (a buyer from a country that does not ask for her approval).
import type { APIRequestContext } from '@playwright/test';

/** Public profiles of the demo catalogue that can be bought (the API names the ones that cannot). */
export async function buyableProfileIds(request: APIRequestContext, count: number): Promise<number[]> {
  const candidates = Array.from({ length: 40 }, (_, i) => i + 1);
  const res = await request.post('/api/create-checkout-session', {
    data: { profileIds: candidates, customerEmail: 'probe@example.com', language: 'en', buyerCountry: 'DO' },
  });
  const body = (await res.json()) as { unavailableProfileIds?: number[] };
  if (res.status() !== 409 && !res.ok()) throw new Error(`checkout probe failed: ${res.status()} ${JSON.stringify(body)}`);
  const unavailable = new Set(body.unavailableProfileIds ?? []);
  // released at once: a profile she approves buyer by buyer would keep the contacts back
  const ids: number[] = [];
  for (const id of candidates.filter((candidate) => !unavailable.has(candidate))) {
    const profile = await request.get(`/api/profiles/${id}`);
    if (profile.ok() && ((await profile.json()) as { releasePolicy?: string }).releasePolicy === 'instant') ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error(`only ${ids.length} buyable instant profiles among ids 1-40`);
}

export async function startTestCheckout(
  request: APIRequestContext,
  profileIds: number[],
  options: { language?: string; email?: string; country?: string } = {},
): Promise<{ url: string; sessionId: string }> {
  const res = await request.post('/api/create-checkout-session', {
    data: {
      amount: 0.01,
      profileIds,
      customerEmail: options.email ?? `e2e-${Date.now()}@example.com`,
      customerName: 'E2E Buyer',
      profileNames: profileIds.map(String),
      language: options.language ?? 'en',
      buyerCountry: options.country ?? 'DO',
    },
  });
  if (!res.ok()) throw new Error(`checkout failed: ${res.status()} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  return { url, sessionId: url.split('/test-checkout/')[1] ?? '' };
}
