// settlePayment against a stubbed API and a fake IndexedDB with the real cart machine: a paid
// order's contacts are saved on the device, with the payment reference to ask about the order
// again, and only that order's profiles leave the cart.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#app/components/auth/use-session.ts';
import { addToCart } from '#app/local/cart.ts';
import { db } from '#app/local/db.ts';
import { answerMark } from '#app/local/purchase-answers.ts';
import { readSavedOrder } from '#app/local/purchases.ts';
import type { PaymentSuccessResponse, PurchasedContact } from '#contract/checkout.schema.ts';
import { buildSessionUser } from '#tests/factories/session-user.factory.ts';
import { paymentRequestOf, settlePayment } from './use-payment-result.ts';

const profile = (id: number) => ({
  id,
  firstName: `Ana${id}`,
  lastName: 'P.',
  age: 25,
  location: 'Santiago',
  primaryPhoto: null,
  photos: [],
});
const contact = (itemId: number, profileId: number): PurchasedContact => ({
  id: itemId,
  price: '2.00',
  profile: profile(profileId),
  contactInfo: { whatsapp: '+1 809 555 0101' },
  releaseStatus: 'released',
});
const paid: PaymentSuccessResponse = {
  success: true,
  order: {
    id: 77,
    customerName: 'Guest Customer',
    customerEmail: 'b@example.com',
    totalAmount: '4.00',
    status: 'completed',
    createdAt: '2026-01-02T00:00:00.000Z',
  },
  contactInfo: [contact(1, 11), contact(2, 12)],
};

function stubConfirm(answer: PaymentSuccessResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
}

const cartIds = async () => (await db.cart.orderBy('addedAt').toArray()).map((item) => item.id);

beforeEach(async () => {
  for (const id of [11, 12, 13]) {
    await addToCart({ id, firstName: `Ana${id}`, age: 25, location: 'Santiago', primaryPhoto: null, photos: [], price: '2.00' });
  }
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all([db.cart.clear(), db.purchases.clear()]);
});

describe('settlePayment', () => {
  it('when the order is paid, then its contacts are saved and only its profiles leave the cart', async () => {
    stubConfirm(paid);
    const outcome = await settlePayment({ sessionId: 'cs_test_1' });
    expect(outcome).toMatchObject({ kind: 'success', saved: true, order: { id: 77 } });
    expect(await cartIds()).toEqual([13]);
    expect((await readSavedOrder(77))?.items.map((row) => row.profileId)).toEqual([11, 12]);
  });

  it('when the payment page is settled again (a reload), then a profile added since stays in the cart', async () => {
    stubConfirm(paid);
    await settlePayment({ sessionId: 'cs_test_1' });
    expect(await cartIds()).toEqual([13]);
    await addToCart({ id: 14, firstName: 'Eva', age: 30, location: 'Lima', primaryPhoto: null, photos: [], price: '2.00' });
    await settlePayment({ sessionId: 'cs_test_1' });
    expect(await cartIds()).toEqual([13, 14]);
  });

  it('when paid while signed in, then the saved contacts belong to that account; as a guest, to nobody', async () => {
    stubConfirm(paid);
    await settlePayment({ sessionId: 'cs_test_1' });
    expect((await db.purchases.toArray()).map((row) => row.userId)).toEqual([undefined, undefined]);

    setSessionUser(buildSessionUser({ id: 5, email: 'u@example.com', username: 'buyer' }));
    try {
      await settlePayment({ sessionId: 'cs_test_1' });
    } finally {
      setSessionUser(null);
    }
    expect((await db.purchases.toArray()).map((row) => row.userId)).toEqual([5, 5]);
  });

  it('when the order is saved, then its rows keep the payment reference and the answer counts as just given', async () => {
    stubConfirm(paid);
    const mark = answerMark();
    await settlePayment({ paymentIntentId: 'pi_test_1' });
    expect((await db.purchases.toArray()).map((row) => row.lookup)).toEqual([
      { paymentIntentId: 'pi_test_1' },
      { paymentIntentId: 'pi_test_1' },
    ]);
    expect(answerMark()).toBeGreaterThan(mark);
  });

  it('when the answer brings the signed purchase token, then the rows keep the token, not the payment reference', async () => {
    stubConfirm({ ...paid, purchaseToken: 'k1.signed' });
    await settlePayment({ sessionId: 'cs_test_1' });
    expect((await db.purchases.toArray()).map((row) => row.lookup)).toEqual([{ token: 'k1.signed' }, { token: 'k1.signed' }]);
  });

  it('when the payment reference no longer opens the contacts, then the order saved on this device is shown, untouched', async () => {
    stubConfirm(paid);
    await settlePayment({ sessionId: 'cs_test_1' });
    stubConfirm({ ...paid, contactInfo: [], contactsWithheld: true, message: 'Open the link in your order email.' });
    const outcome = await settlePayment({ sessionId: 'cs_test_1' });
    expect(outcome).toMatchObject({ kind: 'success', saved: true, order: { id: 77 } });
    expect(outcome.kind === 'success' && outcome.contacts.map((c) => c.contactInfo)).toEqual([
      { whatsapp: '+1 809 555 0101' },
      { whatsapp: '+1 809 555 0101' },
    ]);
    expect((await readSavedOrder(77))?.items.map((row) => row.contactInfo)).toEqual([
      { whatsapp: '+1 809 555 0101' },
      { whatsapp: '+1 809 555 0101' },
    ]);
  });

  it('when the payment reference no longer opens the contacts and this device has none, then the page says where they are', async () => {
    stubConfirm({ ...paid, contactInfo: [], contactsWithheld: true, message: 'Open the link in your order email.' });
    expect(await settlePayment({ sessionId: 'cs_test_9' })).toMatchObject({ kind: 'success', saved: false, contacts: [], withheld: true });
    expect(await db.purchases.count()).toBe(0);
  });

  it('an unpaid order leaves the cart alone and saves nothing', async () => {
    stubConfirm({ success: false, order: { ...paid.order!, status: 'pending' }, contactInfo: [] });
    expect(await settlePayment({ sessionId: 'cs_test_2' })).toEqual({ kind: 'failed' });
    expect(await cartIds()).toEqual([11, 12, 13]);
    expect(await db.purchases.count()).toBe(0);
  });
});

describe('paymentRequestOf', () => {
  it('asks the server only with a payment reference, never for ?order= alone', () => {
    expect(paymentRequestOf({ session_id: 'cs_1', order: 3 })).toEqual({ sessionId: 'cs_1' });
    expect(paymentRequestOf({ payment_intent: 'pi_1' })).toEqual({ paymentIntentId: 'pi_1' });
    expect(paymentRequestOf({ order: 3 })).toBeNull();
  });
});
