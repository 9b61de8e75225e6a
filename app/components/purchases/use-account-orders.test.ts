// The account pull behind "My purchases": GET /api/orders/mine answered, its orders are kept on
// the device for that account; a 401 (the session ended on the server) rejects and saves nothing.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#app/local/db.ts';
import type { PaymentSuccessResponse } from '#contract/checkout.schema.ts';
import { pullAccountOrders } from './use-account-orders.ts';

const answer: PaymentSuccessResponse = {
  success: true,
  order: {
    id: 40,
    customerName: 'Guest Customer',
    customerEmail: 'b@example.com',
    totalAmount: '2.00',
    status: 'completed',
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  contactInfo: [
    {
      id: 400,
      price: '2.00',
      profile: { id: 4, firstName: 'Ana', lastName: 'P.', age: 25, location: 'Santiago', primaryPhoto: null, photos: [] },
      contactInfo: { email: 'ana@example.com' },
      releaseStatus: 'released',
    },
  ],
};

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.purchases.clear();
});

describe('pullAccountOrders', () => {
  it("keeps the account's orders on the device for that account", async () => {
    const fetch = stubFetch(200, [answer]);
    await pullAccountOrders(9);
    expect(fetch).toHaveBeenCalledWith('/api/orders/mine', expect.objectContaining({ credentials: 'include' }));
    expect(await db.purchases.toArray()).toMatchObject([
      { id: 400, orderId: 40, profileId: 4, userId: 9, contactInfo: { email: 'ana@example.com' } },
    ]);
  });

  it('when the session ended on the server, then it rejects and saves nothing', async () => {
    stubFetch(401, { message: 'Authentication required', requiresLogin: true });
    await expect(pullAccountOrders(9)).rejects.toThrow(/401/);
    expect(await db.purchases.count()).toBe(0);
  });
});
