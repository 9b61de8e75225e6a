// A saved order that waits for her answer asks the server again with the lookup the device kept
// and saves what it hears, for the rows' own owner; nothing else is asked, an order the server
// answered since the mark is not asked twice, two callers share one question, and a failed
// question leaves the device's copy as it was.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaidOrder, PaymentSuccessResponse, PurchasedContact } from '#contract/checkout.schema.ts';
import { ContactoDb, type PurchaseLookup } from './db.ts';
import { answerMark, noteAnswered, refreshAwaitingOrders } from './purchase-answers.ts';
import { savePurchases } from './purchases.ts';

const WHATSAPP = '+1 809 555 0101';
let nextOrderId = 100;

const header = (id: number, paymentState: PaidOrder['paymentState']): PaidOrder => ({
  id,
  customerName: 'Guest Customer',
  customerEmail: 'buyer@example.com',
  totalAmount: '2.00',
  status: paymentState === 'authorized' ? 'awaiting_approval' : 'completed',
  createdAt: '2026-01-02T10:00:00.000Z',
  captureMethod: 'manual',
  paymentState,
});
const item = (id: number, status: PurchasedContact['releaseStatus'], more: Partial<PurchasedContact> = {}): PurchasedContact => ({
  id,
  price: '2.00',
  profile: { id: 50, firstName: 'Ana', lastName: 'P.', age: 25, location: 'Santiago', primaryPhoto: null, photos: [] },
  contactInfo: {},
  releaseStatus: status,
  ...more,
});

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`purchase-answers-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

/** The payment reference of an order, as the stubbed server reads it back. */
const bySession = (orderId: number): PurchaseLookup => ({ sessionId: `cs_${orderId}` });

/** An order saved on the device while it waits for her answer, with the lookup made for its id; answers the id. */
async function waitingOrder(lookupOf?: (orderId: number) => PurchaseLookup, userId: number | null = null): Promise<number> {
  nextOrderId += 1;
  const orderId = nextOrderId;
  const lookup = lookupOf?.(orderId);
  await savePurchases(
    header(orderId, 'authorized'),
    [item(orderId * 10, 'awaiting_consent', { approvalDeadline: '2026-01-09T10:00:00.000Z' })],
    {
      db,
      userId,
      ...(lookup ? { lookup } : {}),
    },
  );
  return orderId;
}

/** The server's answer for an order: each call to fetch answers `answer(orderId)`. */
function stubServer(answer: (orderId: number) => PaymentSuccessResponse | Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body });
    const orderId = Number(/\/api\/purchases\/(\d+)/.exec(url)?.[1] ?? /cs_(\d+)/.exec(String(body?.sessionId))?.[1]);
    const value = answer(orderId);
    return value instanceof Response ? value : new Response(JSON.stringify(value), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const accepted = (orderId: number): PaymentSuccessResponse => ({
  success: true,
  order: header(orderId, 'captured'),
  contactInfo: [item(orderId * 10, 'released', { contactInfo: { whatsapp: WHATSAPP } })],
});

describe('refreshAwaitingOrders', () => {
  it('when she has accepted, then the order asked with its payment reference holds her details, still a guest order with its lookup', async () => {
    const orderId = await waitingOrder(bySession);
    const calls = stubServer(accepted);

    expect(await refreshAwaitingOrders({ userId: null, db })).toEqual({ asked: 1, failed: 0 });

    expect(calls).toEqual([{ url: '/api/payment-success', body: { sessionId: `cs_${orderId}` } }]);
    const [row] = await db.purchases.where('orderId').equals(orderId).toArray();
    expect(row).toMatchObject({
      releaseStatus: 'released',
      contactInfo: { whatsapp: WHATSAPP },
      order: { paymentState: 'captured', status: 'completed' },
      lookup: { sessionId: `cs_${orderId}` },
    });
    expect(row?.userId).toBeUndefined();
  });

  it('when the answer to a payment reference brings the signed purchase token, then the order is asked with the token from then on', async () => {
    const orderId = await waitingOrder(bySession);
    const calls = stubServer((id) => ({ ...accepted(id), order: header(id, 'authorized'), purchaseToken: `k1.order${id}` }));
    await refreshAwaitingOrders({ userId: null, db });
    expect(await db.purchases.where('orderId').equals(orderId).first()).toMatchObject({ lookup: { token: `k1.order${orderId}` } });
    await refreshAwaitingOrders({ userId: null, db, since: answerMark() });
    expect(calls.map((call) => call.url)).toEqual(['/api/payment-success', `/api/purchases/${orderId}?token=k1.order${orderId}`]);
  });

  it('when the deadline lapsed, then the item is saved as declined for that reason, with no details', async () => {
    const orderId = await waitingOrder(() => ({ token: 'k1.signature' }));
    const calls = stubServer((id) => ({
      success: true,
      order: header(id, 'cancelled'),
      contactInfo: [item(id * 10, 'declined', { declineReason: 'expired' })],
    }));

    await refreshAwaitingOrders({ userId: null, orderId, db });

    expect(calls.map((call) => call.url)).toEqual([`/api/purchases/${orderId}?token=k1.signature`]);
    expect(await db.purchases.where('orderId').equals(orderId).first()).toMatchObject({
      releaseStatus: 'declined',
      declineReason: 'expired',
      contactInfo: {},
    });
  });

  it('asks nothing about a decided order, an order without a lookup, or an order of another account', async () => {
    nextOrderId += 1;
    await savePurchases(header(nextOrderId, 'captured'), [item(nextOrderId * 10, 'released')], { db, lookup: { sessionId: 'cs_x' } });
    await waitingOrder();
    await waitingOrder(bySession, 8);
    const calls = stubServer(accepted);

    expect(await refreshAwaitingOrders({ userId: 7, db })).toEqual({ asked: 0, failed: 0 });
    expect(calls).toEqual([]);
  });

  it("refreshes a signed-in account's order for that account", async () => {
    const orderId = await waitingOrder(bySession, 7);
    stubServer(accepted);
    await refreshAwaitingOrders({ userId: 7, db });
    expect(await db.purchases.where('orderId').equals(orderId).first()).toMatchObject({ userId: 7, releaseStatus: 'released' });
  });

  it('when the server answered about the order since the mark, then it is not asked again; an answer before the mark does not count', async () => {
    const orderId = await waitingOrder(bySession);
    const calls = stubServer(accepted);
    const mark = answerMark();
    noteAnswered(orderId);

    expect(await refreshAwaitingOrders({ userId: null, since: mark, db })).toEqual({ asked: 0, failed: 0 });
    expect(await refreshAwaitingOrders({ userId: null, since: answerMark(), db })).toEqual({ asked: 1, failed: 0 });
    expect(calls).toHaveLength(1);
  });

  it('when two pages ask at once, then the server is asked once', async () => {
    await waitingOrder(bySession);
    const calls = stubServer(accepted);
    const onAsking = vi.fn();
    const results = await Promise.all([refreshAwaitingOrders({ userId: null, db, onAsking }), refreshAwaitingOrders({ userId: null, db })]);
    expect(results).toEqual([
      { asked: 1, failed: 0 },
      { asked: 1, failed: 0 },
    ]);
    expect(calls).toHaveLength(1);
    expect(onAsking).toHaveBeenCalledTimes(1);
  });

  it('when the server cannot answer, or says the order is no longer paid, then the device keeps what it had', async () => {
    const failing = await waitingOrder(bySession);
    const unpaid = await waitingOrder(bySession);
    stubServer((id) =>
      id === failing
        ? new Response('{"message":"Service unavailable"}', { status: 503 })
        : { success: false, order: { ...header(id, null), status: 'cancelled' }, contactInfo: [] },
    );

    expect(await refreshAwaitingOrders({ userId: null, db })).toEqual({ asked: 2, failed: 1 });
    for (const orderId of [failing, unpaid]) {
      expect(await db.purchases.where('orderId').equals(orderId).first()).toMatchObject({
        releaseStatus: 'awaiting_consent',
        contactInfo: {},
        order: { paymentState: 'authorized' },
      });
    }
  });
});
