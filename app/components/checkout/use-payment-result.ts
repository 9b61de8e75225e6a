// The payment result behind /payment-success (storefront §4 "Payment success", §8): posts the
// session id (or payment intent) once, and on a paid order saves its contacts on this device
// and empties the cart before showing them. Offline it waits for the connection.
import { useEffect, useState } from 'react';
import type { PaidOrder, PaymentSuccessRequest, PurchasedContact } from '#api/contract/checkout.schema.ts';
import { clearCart } from '#app/local/cart.ts';
import { savePurchases } from '#app/local/purchases.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import { confirmPayment } from './checkout-api.ts';

export type PaymentOutcome =
  | { kind: 'success'; order: PaidOrder; contacts: PurchasedContact[]; saved: boolean }
  /** success, but no order (storefront §8 "Order not found"). */
  | { kind: 'notFound' }
  /** success: false ("Failed to process order"). */
  | { kind: 'failed' }
  /** The call failed ("Error processing your order"). */
  | { kind: 'error' };

export type PaymentResult = { kind: 'missing' } | { kind: 'loading' } | { kind: 'offline' } | PaymentOutcome;

// One request per payment and page load, whatever re-renders or re-mounts happen meanwhile.
const outcomes = new Map<string, Promise<PaymentOutcome>>();

async function settle(request: PaymentSuccessRequest): Promise<PaymentOutcome> {
  let answer: Awaited<ReturnType<typeof confirmPayment>>;
  try {
    answer = await confirmPayment(request);
  } catch {
    return { kind: 'error' };
  }
  if (!answer.success) return { kind: 'failed' };
  if (!answer.order) return { kind: 'notFound' };
  const contacts = Array.isArray(answer.contactInfo) ? answer.contactInfo : [];
  const [saved] = await Promise.allSettled([savePurchases(answer.order, contacts), clearCart()]);
  return { kind: 'success', order: answer.order, contacts, saved: saved.status === 'fulfilled' };
}

export function paymentRequestOf(search: { session_id?: string; payment_intent?: string }): PaymentSuccessRequest | null {
  if (search.session_id) return { sessionId: search.session_id };
  if (search.payment_intent) return { paymentIntentId: search.payment_intent };
  return null;
}

export function usePaymentResult(request: PaymentSuccessRequest | null): { result: PaymentResult; retry: () => void } {
  const online = useOnlineStatus();
  const [result, setResult] = useState<PaymentResult>(request ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify(request) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for request; attempt re-runs a failed call.
  useEffect(() => {
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
      pending = settle(request);
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
