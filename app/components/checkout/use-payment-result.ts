// The payment result behind /payment-success: posts the
// session id (or payment intent) once, and on a paid order saves its contacts on this device and
// takes that order's profiles out of the cart (nothing else: a reload of this page, or a second
// tab, must not empty a cart the buyer kept filling) before showing them. The session id is a
// bearer secret (whoever has it can reopen the order and its contacts), so once the order is
// saved the page swaps it for ?order=<id>, and that address is answered from the device, live:
// the order's signed purchase token that came with the answer is kept with the saved order (never
// in the address), so an order that waits for her answer is asked about again
// (use-purchase-answers.ts) and the page follows what is saved. A payment reference opens the
// contacts only for a few hours after the payment: after them the page shows the order this
// device saved, or says where the contacts are (the order email's link, My purchases).
// Offline it waits for the connection. Paid while signed in, the contacts are kept for that
// account (logout removes them from the device).
import { useEffect, useState } from 'react';
import { confirmPayment } from '#app/api/checkout.ts';
import { loadSession, readSession } from '#app/components/auth/use-session.ts';
import type { PurchasedContactView } from '#app/components/purchases/purchased-contact-card.tsx';
import { removeManyFromCart } from '#app/local/cart.ts';
import { clearDisclosureDraft } from '#app/local/checkout-draft.ts';
import { noteAnswered } from '#app/local/purchase-answers.ts';
import { readSavedOrder, savePurchases, watchSavedOrder } from '#app/local/purchases.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import type { PaidOrder, PaymentSuccessRequest } from '#contract/checkout.schema.ts';

export interface PaymentSearch {
  session_id?: string;
  payment_intent?: string;
  /** An order saved on this device (the address after the payment reference was dropped). */
  order?: number;
}

export type PaymentContact = PurchasedContactView & { id: number };

export type PaymentOutcome =
  /**
   * `saved`: its contacts are on this device (then the address may lose the payment reference).
   * `withheld`: the payment reference no longer opens the contacts and this device has none.
   */
  | { kind: 'success'; order: PaidOrder; contacts: PaymentContact[]; saved: boolean; withheld?: boolean }
  /** success, but no order. */
  | { kind: 'notFound' }
  /** success: false ("Failed to process order"). */
  | { kind: 'failed' }
  /** The call failed ("Error processing your order"). */
  | { kind: 'error' };

export type PaymentResult =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'offline' }
  /** ?order= names an order whose contacts this device does not hold. */
  | { kind: 'notOnDevice' }
  | PaymentOutcome;

// One request per payment and page load, whatever re-renders or re-mounts happen meanwhile.
const outcomes = new Map<string, Promise<PaymentOutcome>>();

/** Confirms the payment, keeps the paid contacts on this device and takes their profiles out of the cart. */
export async function settlePayment(request: PaymentSuccessRequest): Promise<PaymentOutcome> {
  let answer: Awaited<ReturnType<typeof confirmPayment>>;
  try {
    answer = await confirmPayment(request);
  } catch {
    return { kind: 'error' };
  }
  if (!answer.success) return { kind: 'failed' };
  if (!answer.order) return { kind: 'notFound' };
  noteAnswered(answer.order.id);
  const session = await loadSession();
  const userId = session.status === 'user' ? (session.user?.id ?? null) : null;
  if (answer.contactsWithheld) {
    const kept = await readSavedOrder(answer.order.id, { userId }).catch(() => null);
    return kept
      ? { kind: 'success', order: kept.order, contacts: kept.items, saved: true }
      : { kind: 'success', order: answer.order, contacts: [], saved: false, withheld: true };
  }
  const contacts = Array.isArray(answer.contactInfo) ? answer.contactInfo : [];
  const paidProfileIds = contacts.map((contact) => contact.profile?.id).filter((id): id is number => typeof id === 'number');
  const lookup = typeof answer.purchaseToken === 'string' && answer.purchaseToken ? { token: answer.purchaseToken } : request;
  // A paid order: the disclosure draft (decision 034) has served and leaves the device.
  const [saved] = await Promise.allSettled([
    savePurchases(answer.order, contacts, { userId, lookup }),
    removeManyFromCart(paidProfileIds),
    clearDisclosureDraft(),
  ]);
  return { kind: 'success', order: answer.order, contacts, saved: saved.status === 'fulfilled' && saved.value > 0 };
}

export function paymentRequestOf(search: PaymentSearch): PaymentSuccessRequest | null {
  if (search.session_id) return { sessionId: search.session_id };
  if (search.payment_intent) return { paymentIntentId: search.payment_intent };
  return null;
}

/** True for an address that still carries the payment reference (the bearer secret). */
export function carriesPaymentReference(search: PaymentSearch): boolean {
  return paymentRequestOf(search) !== null;
}

function savedOrderIdOf(search: PaymentSearch): number | null {
  return search.order !== undefined && Number.isSafeInteger(search.order) && search.order > 0 ? search.order : null;
}

const isShowing = (result: PaymentResult, orderId: number) => result.kind === 'success' && result.order.id === orderId;

export function usePaymentResult(search: PaymentSearch): { result: PaymentResult; retry: () => void } {
  const online = useOnlineStatus();
  const request = paymentRequestOf(search);
  const savedOrderId = request ? null : savedOrderIdOf(search);
  const key = request ? JSON.stringify(request) : savedOrderId !== null ? `order:${savedOrderId}` : null;
  const [result, setResult] = useState<PaymentResult>(key ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for request and savedOrderId; attempt re-runs a failed call.
  useEffect(() => {
    if (savedOrderId !== null) {
      // Read from the device, and again whenever the saved order changes (her answer arrived).
      // Right after the address was replaced the order on screen is this one: no loading screen
      // meanwhile, and it stays if the device cannot read it.
      const keepShown = (next: PaymentResult) => (previous: PaymentResult) => (isShowing(previous, savedOrderId) ? previous : next);
      setResult(keepShown({ kind: 'loading' }));
      const session = readSession();
      return watchSavedOrder(
        savedOrderId,
        (saved) =>
          setResult(
            saved ? { kind: 'success', order: saved.order, contacts: saved.items, saved: true } : keepShown({ kind: 'notOnDevice' }),
          ),
        { userId: session.status === 'user' ? (session.user?.id ?? null) : null },
      );
    }
    if (!request || !key) {
      setResult({ kind: 'missing' });
      return;
    }
    if (!online) {
      setResult((previous) => (previous.kind === 'success' ? previous : { kind: 'offline' }));
      return;
    }
    let cancelled = false;
    let pending = outcomes.get(key);
    if (!pending) {
      pending = settlePayment(request);
      outcomes.set(key, pending);
    }
    setResult((previous) => (previous.kind === 'success' ? previous : { kind: 'loading' }));
    void pending.then((outcome) => {
      // A failed call may be tried again; a settled answer is kept.
      if (outcome.kind === 'error') outcomes.delete(key);
      if (!cancelled) setResult(outcome);
    });
    return () => {
      cancelled = true;
    };
  }, [key, online, attempt]);

  return { result, retry: () => setAttempt((n) => n + 1) };
}
